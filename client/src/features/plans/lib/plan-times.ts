// A plan's weekly times are wall clocks in the teacher's zone (api.md "Plans"); each reader sees them in their own.
// Calendar dates ("yyyy-MM-dd": a cycle's days, a renewal) are the teacher's calendar and are shown as written.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { PlanItem } from "@shared/plans";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import { localPattern } from "@/lib/format";
import { dateLocale } from "@/lib/i18n";

type WeeklyTime = PlanItem["weekly"][number];
type PlanTimes = Pick<PlanItem, "weekly" | "timeZone" | "currentCycle">;

const DAY = 86_400_000;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The instant a weekly time stands for in the current cycle: one of its lessons on that day and time when there is
 * one (the server's own instant), else that weekday's first date from the cycle's start, read in the teacher's zone.
 */
export function weeklyInstant(plan: Omit<PlanTimes, "weekly">, weekly: WeeklyTime): Date {
  const lesson = plan.currentCycle.lessons.find((l) => {
    const wall = wallClockIn(l.scheduledAt, plan.timeZone);
    return weekdayOf(wall.date) === weekly.day && wall.time === weekly.time;
  });
  if (lesson) return new Date(lesson.scheduledAt);
  const start = plan.currentCycle.startsOn;
  return instantIn(addDays(start, (weekly.day - weekdayOf(start) + 7) % 7), weekly.time, plan.timeZone);
}

export interface WeeklySlot {
  key: string;
  /** "Monday" in the reader's language and zone (the day may differ from the teacher's). */
  day: string;
  /** "5:00 PM" in the reader's zone. */
  time: string;
}

/** The plan's weekly times as `zone` reads them, in the order of that zone's week (Sunday first). */
export function weeklySlotsIn(plan: PlanTimes, zone: string): WeeklySlot[] {
  const options = { in: tz(zone), locale: dateLocale() };
  return plan.weekly
    .map((w) => {
      const at = weeklyInstant(plan, w);
      return {
        key: `${w.day}-${w.time}`,
        order: format(at, "i HH:mm", { in: tz(zone) }).replace(/^7/, "0"),
        day: format(at, "EEEE", options),
        time: format(at, "h:mm a", options),
      };
    })
    .sort((a, b) => a.order.localeCompare(b.order))
    .map(({ key, day, time }) => ({ key, day, time }));
}

/** A calendar date of the plan ("2026-12-07") as "Dec 7, 2026" in the reader's language. */
export function formatPlanDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return format(new Date(y, m - 1, d), localPattern("MMM d, yyyy"), { locale: dateLocale() });
}

/** A lesson's instant as "Mon, Dec 7, 5:00 PM" in `zone`. */
export function formatLessonTime(iso: string, zone: string): string {
  return format(new Date(iso), localPattern("EEE, MMM d, h:mm a"), { in: tz(zone), locale: dateLocale() });
}

/** An instant's day as "Dec 7, 2026" in `zone` (the last lesson's, a plan's start), as the cycle's dates read. */
export function formatLessonDay(iso: string, zone: string): string {
  return format(new Date(iso), localPattern("MMM d, yyyy"), { in: tz(zone), locale: dateLocale() });
}
