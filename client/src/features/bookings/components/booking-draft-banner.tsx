import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Saved progress for this class on this device (spec §2: 'Continue Previous Booking?'). */
export function BookingDraftBanner({ onContinue, onStartFresh }: { onContinue: () => void; onStartFresh: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="booking-draft-title"
      className="flex flex-col gap-4 rounded-xl border border-accent/50 bg-accent-soft/60 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <h2 id="booking-draft-title" className="font-semibold text-foreground">
            {t("Continue Previous Booking?")}
          </h2>
          <p className="mt-0.5 text-muted-foreground">{t("We found your saved booking progress for this class.")}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-auto">
        <Button variant="outline" size="sm" onClick={onStartFresh}>
          {t("Start Fresh")}
        </Button>
        <Button size="sm" onClick={onContinue}>
          {t("Continue Booking")}
        </Button>
      </div>
    </section>
  );
}
