import { ChevronDown, Repeat } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PlanItem } from "@shared/plans";
import { zoneLabel } from "@/lib/format";
import { formatLessonTime, formatPlanDate, weeklySlotsIn } from "../lib/plan-times";

/** The weekly times as `zone` reads them, each a chip ("Monday 5:00 PM"), the zone named once. */
export function WeeklyTimes({ plan, zone }: { plan: PlanItem; zone: string }) {
  const { t } = useTranslation();
  const slots = weeklySlotsIn(plan, zone);
  return (
    <div className="flex items-start gap-2 text-sm">
      <Repeat className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1.5">
        <ul className="flex flex-wrap gap-1" aria-label={t("Weekly times")}>
          {slots.map((s) => (
            <li key={s.key} className="rounded-md bg-primary-soft px-1.5 py-0.5 font-medium text-foreground">
              {s.day} <span className="tabular-nums">{s.time}</span>
            </li>
          ))}
        </ul>
        <span className="text-muted-foreground">{zoneLabel(zone)}</span>
      </div>
    </div>
  );
}

/** The current cycle: its days, its lessons (each in `zone`, behind a disclosure) and the days the teacher is off. */
export function CycleLessons({ plan, zone }: { plan: PlanItem; zone: string }) {
  const { t } = useTranslation();
  const cycle = plan.currentCycle;
  const count = cycle.lessons.length;
  return (
    <div className="space-y-1.5 text-sm">
      <p className="text-foreground">
        {t("Cycle {{number}}: {{from}} – {{to}}", {
          number: cycle.number,
          from: formatPlanDate(cycle.startsOn),
          to: formatPlanDate(cycle.endsOn),
        })}
      </p>
      {count > 0 ? (
        <details className="group rounded-lg border bg-muted/30">
          <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 font-medium text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <ChevronDown
              className="size-4 shrink-0 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
            {count === 1 ? t("1 lesson this cycle") : t("{{count}} lessons this cycle", { count })}
          </summary>
          <ol className="grid gap-1 px-3 pb-3 sm:grid-cols-2">
            {cycle.lessons.map((l) => (
              <li key={l.bookingId} className="tabular-nums text-muted-foreground">
                <time dateTime={l.scheduledAt}>{formatLessonTime(l.scheduledAt, zone)}</time>
              </li>
            ))}
          </ol>
        </details>
      ) : (
        <p className="text-muted-foreground">{t("No lessons in this cycle.")}</p>
      )}
      {cycle.skipped.length > 0 ? (
        <p className="text-muted-foreground">
          {t("Skipped (the teacher's day off, not charged): {{dates}}", {
            dates: cycle.skipped.map((s) => formatPlanDate(s.date)).join(t(", ")),
          })}
        </p>
      ) : null}
    </div>
  );
}
