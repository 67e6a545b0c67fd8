// The weekly times of a plan (issue 33): a week of the class's offered slots, grouped by the parent's days; a choice
// keeps the teacher's day and wall-clock time (what the server stores), one per teacher's day.
import { tz } from "@date-fns/tz";
import { addDays, format, parseISO } from "date-fns";
import type { Slot } from "@shared/classes";

export interface WeeklyChoice {
  /** The teacher's weekday, 0 (Sunday) to 6. */
  day: number;
  /** "HH:mm" in the teacher's zone. */
  time: string;
}

export interface SlotDay {
  /** The parent's calendar date ("yyyy-MM-dd") of these slots. */
  date: string;
  /** One instant on that day, for naming it in the parent's language. */
  firstStartsAt: string;
  slots: (Slot & WeeklyChoice)[];
}

/** The teacher's weekday of a teacher's calendar date. */
export const weekdayOf = (date: string): number => parseISO(date).getDay();

/** The 7 teacher's dates from `startsOn` (the first week's slots are the weekly pattern). */
export function firstWeek(startsOn: string): { from: string; to: string } {
  return { from: startsOn, to: format(addDays(parseISO(startsOn), 6), "yyyy-MM-dd") };
}

/** The open slots of a week, grouped by the parent's day, in time order. */
export function slotDays(slots: readonly Slot[], viewerZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const open = slots.filter((s) => s.available).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (const slot of open) {
    const date = format(new Date(slot.startsAt), "yyyy-MM-dd", { in: tz(viewerZone) });
    const day = days.get(date) ?? { date, firstStartsAt: slot.startsAt, slots: [] };
    day.slots.push({ ...slot, day: weekdayOf(slot.date), time: slot.time });
    days.set(date, day);
  }
  return [...days.values()];
}

export const sameChoice = (a: WeeklyChoice, b: WeeklyChoice) => a.day === b.day && a.time === b.time;

/** Picks a time, or unpicks it: another time on the same teacher's day replaces the one chosen there. */
export function toggleChoice(choices: readonly WeeklyChoice[], pick: WeeklyChoice): WeeklyChoice[] {
  if (choices.some((c) => sameChoice(c, pick))) return choices.filter((c) => !sameChoice(c, pick));
  return [...choices.filter((c) => c.day !== pick.day), pick].sort((a, b) => a.day - b.day);
}
