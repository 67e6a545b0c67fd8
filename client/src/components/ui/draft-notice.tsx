import { History } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatDateTime } from "@/lib/format";

interface DraftNoticeProps {
  title: string;
  /** Epoch ms of the save (0 when unknown). */
  savedAt: number;
  /** A line after "Saved on this device …". */
  hint?: string;
  onRestore: () => void;
  onStartFresh: () => void;
  /** Inside a dialog: tighter, with a level-3 heading. */
  compact?: boolean;
}

/** A draft saved on this device, offered for restore (spec §4: 'Restore Draft' / 'Start Fresh'). */
export function DraftNotice({ title, savedAt, hint, onRestore, onStartFresh, compact = false }: DraftNoticeProps) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = compact ? "h3" : "h2";
  const saved =
    savedAt > 0
      ? t("Saved on this device {{when}}.", { when: formatDateTime(new Date(savedAt).toISOString()) })
      : hint
        ? ""
        : t("Saved on this device.");
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex flex-col border border-accent/50 bg-accent-soft/60 sm:flex-row sm:items-center",
        compact ? "gap-3 rounded-lg p-3" : "gap-4 rounded-xl p-4",
      )}
    >
      <div className={cn("flex min-w-0 flex-1 text-sm", compact ? "gap-2.5" : "gap-3")}>
        <History className={cn("mt-0.5 shrink-0 text-accent-ink", compact ? "size-4" : "size-5")} aria-hidden="true" />
        <div className="min-w-0">
          <Heading id={id} className="font-semibold text-foreground">
            {title}
          </Heading>
          <p className="mt-0.5 text-muted-foreground">{[saved, hint].filter(Boolean).join(" ")}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-auto">
        <Button variant="outline" size="sm" onClick={onStartFresh}>
          {t("Start Fresh")}
        </Button>
        <Button size="sm" onClick={onRestore}>
          {t("Restore Draft")}
        </Button>
      </div>
    </section>
  );
}
