// Slots are wall-clock times in the teacher's time zone (api.md); the viewer sees them in their own zone.
// Calendar dates here are plain "yyyy-MM-dd" strings of the teacher's calendar, handled as local dates.
import { tz } from "@date-fns/tz";
import { endOfMonth, format, parseISO } from "date-fns";

export const DATE_KEY = "yyyy-MM-dd";
export const MONTH_KEY = "yyyy-MM";

/** A chosen time: the teacher's date and wall-clock time, and the instant it stands for. */
export interface ChosenSlot {
  date: string;
  time: string;
  startsAt: string;
}

import { dateIn } from "@/lib/format";

export { viewerTimeZone } from "@/lib/format";
// Wall clock to instant and back: the server's slots and this picker must agree to the millisecond.
export { instantIn, wallClockIn } from "@shared/wall-clock";

/** Today's date in a zone, as "yyyy-MM-dd". */
export const todayIn = (timeZone: string, now: Date = new Date()): string => dateIn(timeZone, now);

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

// Issue 17: which days can be booked is the teacher's own hours, so the server's slots decide (no fixed Sunday rule).

const hijri = (() => {
  try {
    const f = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", { day: "numeric", month: "long", year: "numeric", era: "short", timeZone: "UTC" });
    // A runtime without the calendar falls back to the Gregorian one: show nothing rather than a wrong date.
    return f.resolvedOptions().calendar === "islamic-umalqura" ? f : null;
  } catch {
    return null;
  }
})();

/** The Hijri (Umm al-Qura) date of a calendar date "yyyy-MM-dd", e.g. "27 Jumada II 1448 AH"; null when unknown. */
export function formatHijriDate(date: string): string | null {
  if (!hijri) return null;
  const [y, m, d] = date.split("-").map(Number);
  // Noon UTC of that day: the same calendar day whatever the zone offset.
  const parts = hijri.formatToParts(new Date(Date.UTC(y, m - 1, d, 12)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return [part("day"), part("month"), part("year"), part("era")].filter(Boolean).join(" ");
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
