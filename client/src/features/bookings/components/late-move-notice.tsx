// A lesson the teacher moved (issue 31, decision 078): the family accepts the new time, or keeps the right to move it
// or cancel it with a full refund.
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useAcceptMove } from "../api/update-booking";

export function LateMoveNotice({ booking }: { booking: Pick<BookingItem, "id" | "classTitle"> }) {
  const { t } = useTranslation();
  const accept = useAcceptMove();
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-warning/30 bg-warning-soft p-3 text-xs text-foreground"
    >
      <p>{t("The teacher moved this lesson. Accept the new time, or move it or cancel it with a full refund.")}</p>
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={accept.isPending}
        // mutateAsync, not mutate's callbacks: accepted, the lesson's list is read again and this notice goes, and
        // mutate's callbacks do not run for an unmounted component (the toast was lost, a flaky e2e).
        onClick={() =>
          accept.mutateAsync(booking.id).then(
            () => toast({ title: t("New time accepted") }),
            (error: unknown) => toast({ title: t("Error"), description: errorText(error), variant: "destructive" }),
          )
        }
      >
        {accept.isPending ? t("Saving...") : t("Accept the new time")}
        <span className="sr-only">{` ${t("for {{classTitle}}", { classTitle: booking.classTitle })}`}</span>
      </Button>
    </div>
  );
}
