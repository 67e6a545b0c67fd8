// Slots are wall-clock times in the teacher's time zone (api.md); the viewer sees them in their own zone.
// Calendar dates here are plain "yyyy-MM-dd" strings of the teacher's calendar, handled as local dates.
import { tz } from "@date-fns/tz";
import { endOfMonth, format, getDay, parseISO } from "date-fns";

export const DATE_KEY = "yyyy-MM-dd";
export const MONTH_KEY = "yyyy-MM";

/** A chosen time: the teacher's date and wall-clock time, and the instant it stands for. */
export interface ChosenSlot {
  date: string;
  time: string;
  startsAt: string;
}

export { viewerTimeZone } from "@/lib/format";
// Wall clock to instant and back: the server's slots and this picker must agree to the millisecond.
export { instantIn, wallClockIn } from "@shared/wall-clock";

/** Today's date in a zone, as "yyyy-MM-dd". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return format(now, DATE_KEY, { in: tz(timeZone) });
}

/** A calendar date string as a local Date (for grids and labels; never for instants). */
export function dateOf(date: string): Date {
  return parseISO(date);
}

export const monthOf = (date: string) => date.slice(0, 7);

/** The dates of the visible month to ask the server about: from today (or the 1st) to the month's end. */
export function availabilityRange(month: string, today: string): { from: string; to: string } | null {
  const first = `${month}-01`;
  const from = first < today ? today : first;
  const to = format(endOfMonth(dateOf(first)), DATE_KEY);
  return from <= to ? { from, to } : null;
}

/** Spec §5: Sundays (of the teacher's calendar) are never bookable. */
export function isSunday(date: string): boolean {
  return getDay(dateOf(date)) === 0;
}

/** "2:00 PM" in the viewer's zone. */
export function formatTimeIn(iso: string, timeZone: string): string {
  return format(new Date(iso), "h:mm a", { in: tz(timeZone) });
}

/** "December 7, 2026" in the viewer's zone. */
export function formatLongDateIn(iso: string, timeZone: string): string {
  return format(new Date(iso), "MMMM d, yyyy", { in: tz(timeZone) });
}

/** "Tue, Dec 8" in the viewer's zone. */
export function formatShortDateIn(iso: string, timeZone: string): string {
  return format(new Date(iso), "EEE, MMM d", { in: tz(timeZone) });
}
