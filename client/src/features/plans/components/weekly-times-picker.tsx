// The weekly times of a plan: the class's open slots of one week, by the parent's days, each a toggle in the parent's
// zone; a time on a teacher's day replaces the one chosen there (api.md: distinct days).
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Slot } from "@shared/classes";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatShortDateIn, formatTimeIn } from "@/features/bookings";
import { errorText } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { sameChoice, slotDays, toggleChoice, type WeeklyChoice } from "../lib/weekly";

interface WeeklyTimesPickerProps {
  slots: { data?: Slot[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  viewerZone: string;
  value: WeeklyChoice[];
  onChange: (value: WeeklyChoice[]) => void;
  invalid?: boolean;
  /** The id of the visible name of the group of times. */
  labelledBy: string;
}

export function WeeklyTimesPicker({ slots, viewerZone, value, onChange, invalid, labelledBy }: WeeklyTimesPickerProps) {
  const { t } = useTranslation();
  if (slots.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <p role="status" className="sr-only">
          {t("Loading available times...")}
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (slots.isError) {
    return (
      <ErrorState
        message={t("The teacher's times could not be loaded.")}
        detail={errorText(slots.error)}
        onRetry={() => void slots.refetch()}
      />
    );
  }
  const days = slotDays(slots.data ?? [], viewerZone);
  if (days.length === 0) {
    return (
      <EmptyState
        title={t("No open times that week")}
        description={t("Try another start date: the teacher has no free times in the 7 days from it.")}
      />
    );
  }
  return (
    <ul
      aria-labelledby={labelledBy}
      className={cn("grid gap-3 sm:grid-cols-2", invalid && "rounded-lg ring-2 ring-destructive/40")}
    >
      {days.map((day) => (
        <li key={day.date} className="rounded-lg border bg-card p-3">
          <p className="text-sm font-semibold text-foreground">{formatShortDateIn(day.firstStartsAt, viewerZone)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.slots.map((slot) => {
              const chosen = value.some((c) => sameChoice(c, slot));
              return (
                <button
                  key={slot.startsAt}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChange(toggleChoice(value, { day: slot.day, time: slot.time }))}
                  className={cn(
                    "inline-flex min-h-10 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors",
                    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                    chosen
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-background text-foreground hover:border-primary hover:bg-primary-soft",
                  )}
                >
                  {chosen ? <Check className="size-4" aria-hidden="true" /> : null}
                  {formatTimeIn(slot.startsAt, viewerZone)}
                </button>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}
