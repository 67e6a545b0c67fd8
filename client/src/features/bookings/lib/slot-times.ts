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
import { currentLanguage, dateLocale, i18n, numberLocale } from "@/lib/i18n";

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
export function slotsRange(month: string, today: string): { from: string; to: string } | null {
  const first = `${month}-01`;
  const from = first < today ? today : first;
  const to = format(endOfMonth(dateOf(first)), DATE_KEY);
  return from <= to ? { from, to } : null;
}

// Issue 17: which days can be booked is the teacher's own hours, so the server's slots decide (no fixed Sunday rule).

// One formatter per UI language, made when first needed (the reader's language decides the month's name).
const hijriFormatters = new Map<string, Intl.DateTimeFormat | null>();

function hijriFormatter(locale: string): Intl.DateTimeFormat | null {
  if (!hijriFormatters.has(locale)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      const f = new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, {
        day: "numeric",
        month: "long",
        year: "numeric",
        era: "short",
        timeZone: "UTC",
      });
      // A runtime without the calendar falls back to the Gregorian one: show nothing rather than a wrong date.
      formatter = f.resolvedOptions().calendar === "islamic-umalqura" ? f : null;
    } catch {
      formatter = null;
    }
    hijriFormatters.set(locale, formatter);
  }
  return hijriFormatters.get(locale) ?? null;
}

/** The Hijri (Umm al-Qura) date of a calendar date "yyyy-MM-dd", e.g. "27 Jumada II 1448 AH"; null when unknown. */
export function formatHijriDate(date: string): string | null {
  // English keeps "en" (not "en-US"), as it always read.
  const hijri = hijriFormatter(currentLanguage() === "en" ? "en" : numberLocale());
  if (!hijri) return null;
  const [y, m, d] = date.split("-").map(Number);
  // Noon UTC of that day: the same calendar day whatever the zone offset.
  const parts = hijri.formatToParts(new Date(Date.UTC(y, m - 1, d, 12)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return [part("day"), part("month"), part("year"), part("era")].filter(Boolean).join(" ");
}

// The date patterns below are translated too (ar.json): a language orders day, month and commas its own way.

/** "2:00 PM" in the viewer's zone. */
export function formatTimeIn(iso: string, timeZone: string): string {
  return format(new Date(iso), "h:mm a", { in: tz(timeZone), locale: dateLocale() });
}

/** "December 7, 2026" in the viewer's zone. */
export function formatLongDateIn(iso: string, timeZone: string): string {
  return format(new Date(iso), i18n.t("MMMM d, yyyy"), { in: tz(timeZone), locale: dateLocale() });
}

/** "Tue, Dec 8" in the viewer's zone. */
export function formatShortDateIn(iso: string, timeZone: string): string {
  return format(new Date(iso), i18n.t("EEE, MMM d"), { in: tz(timeZone), locale: dateLocale() });
}
