// A plan's cycle in the teacher's calendar (issue 33): its dates, its lessons at the weekly wall-clock times (17:00
// London stays 17:00 London across a clocks change), the teacher's days off skipped, and its amount in whole cents.
import { PLAN_CYCLE_DAYS, PLAN_RENEWAL_DAYS_BEFORE_END, type PlanSkipped } from "@shared/plans";
import type { TeacherHours } from "@shared/teacher-hours";
import { instantIn } from "@shared/wall-clock";

const DAY = 86_400_000;

/** `date` moved by `days` calendar days ("2026-12-30" + 3 → "2027-01-02"). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday, of a calendar date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Cycle `number` (1 first) of a plan starting on `firstDay`: 28 days, the last included. */
export function cycleDates(firstDay: string, number = 1): { startsOn: string; endsOn: string } {
  const startsOn = addDays(firstDay, (number - 1) * PLAN_CYCLE_DAYS);
  return { startsOn, endsOn: addDays(startsOn, PLAN_CYCLE_DAYS - 1) };
}

/** The renewal (the next cycle made and charged) runs two days before the cycle's last day. */
export const renewsOnOf = (endsOn: string): string => addDays(endsOn, -PLAN_RENEWAL_DAYS_BEFORE_END);

/** Is `date` a day off: an exception (one day or a range) covering it with no hours at all? */
export function isDayOff(date: string, hours: Pick<TeacherHours, "exceptions">): boolean {
  return hours.exceptions.some((e) => e.date <= date && date <= (e.to ?? e.date) && e.windows.length === 0);
}

export interface WantedLesson {
  date: string;
  time: string;
  startsAt: Date;
}

/**
 * The lessons of the cycle [startsOn, endsOn] at the weekly times, in order, and the dates skipped as the teacher's
 * days off. A wall-clock time that does not exist that day (the hour skipped when clocks go forward) is a lesson with
 * an invalid instant: the slot check refuses it, naming the date.
 */
export function cycleLessons(
  weekly: readonly { day: number; time: string }[],
  startsOn: string,
  endsOn: string,
  hours: Pick<TeacherHours, "exceptions" | "timeZone">,
): { lessons: WantedLesson[]; skipped: PlanSkipped[] } {
  const lessons: WantedLesson[] = [];
  const skipped: PlanSkipped[] = [];
  const times = [...weekly].sort((a, b) => a.time.localeCompare(b.time));
  for (let date = startsOn; date <= endsOn; date = addDays(date, 1)) {
    for (const w of times) {
      if (w.day !== weekdayOf(date)) continue;
      if (isDayOff(date, hours)) skipped.push({ date, time: w.time, reason: "day_off" });
      else lessons.push({ date, time: w.time, startsAt: instantIn(date, w.time, hours.timeZone) });
    }
  }
  return { lessons, skipped };
}

/** The sibling discount off one lesson, in cents, rounded half up: 15% of 2550 is 383 (382.5). */
export const lessonDiscountCents = (priceCents: number, percent: number): number =>
  Math.floor((priceCents * percent + 50) / 100);

/** What one lesson of the plan costs, in cents: the class price less the sibling discount. */
export const lessonCents = (priceCents: number, percent: number): number =>
  priceCents - lessonDiscountCents(priceCents, percent);

/** A cycle's amount in cents: each lesson charged at its price less the discount; skipped dates cost nothing. */
export const cycleCents = (lessons: number, priceCents: number, percent: number): number =>
  lessons * lessonCents(priceCents, percent);

/** The message of a lesson that cannot be had, naming its date and time in the teacher's calendar. */
export const namingDate = (lesson: { date: string; time: string }, message: string): string =>
  `${lesson.date} ${lesson.time}: ${message.replace(/^scheduledAt: /, "")}`;

/** Days from `from` to `until`, both included ("2027-03-01" to "2027-03-01" is 1). */
export const daysBetween = (from: string, until: string): number =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

/**
 * Would a pause from `from` make more than `perYear` pauses begin within some 365 days? `starts` are the first days
 * of the plan's other pauses (those resumed early count: they were taken).
 */
export function tooManyPauses(starts: readonly string[], from: string, perYear: number): boolean {
  const all = [...starts, from].sort();
  for (let i = 0; i + perYear < all.length; i++) {
    const window = all.slice(i, i + perYear + 1);
    if (window.includes(from) && daysBetween(window[0], window[perYear]) <= 365) return true;
  }
  return false;
}
