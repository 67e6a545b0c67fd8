// One formatter for money (architecture rule 9) and one for dates, in the viewer's time zone.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { currentZoneName } from "@shared/time-zone-names";

const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: string | number, currency = "USD"): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  const symbol = currency === "USD" ? "$" : `${currency} `;
  return `${symbol}${money.format(Number.isFinite(value) ? value : 0)}`;
}

/** 'Mon, March 4 at 2:00 PM' in the viewer's zone (for times of the viewer's own doings: a draft saved, a notice). */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), "EEE, MMMM d 'at' h:mm a");
}

/** A lesson's or an interview's time as its reader reads it: 'Mon, March 4 at 2:00 PM (Europe/London)'. */
export function formatEventTime(iso: string, zone = viewerTimeZone()): string {
  return formatInZone(iso, "EEE, MMMM d 'at' h:mm a", zone);
}

/** The viewer's IANA time zone, e.g. "Europe/London" (UTC when the runtime cannot tell). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function formatDate(iso: string | Date): string {
  return format(typeof iso === "string" ? new Date(iso) : iso, "MMMM d, yyyy");
}

/**
 * The one way a time zone is named on every page and in every message (the server's emails too, server/notify/when.ts):
 * its IANA name in brackets, "(Europe/London)", "(UTC)". An offset such as "GMT+1" changes with summer time and names
 * no place; the zone's name is what the Preferences picker and the teacher's calendar show.
 */
export const zoneLabel = (zone: string): string => `(${currentZoneName(zone)})`;

/** A date-fns pattern read in `zone`, the zone named: "Tue, Dec 1, 2:00 PM (Europe/London)". */
export function formatInZone(iso: string | Date, pattern: string, zone: string): string {
  return `${format(iso, pattern, { in: tz(zone) })} ${zoneLabel(zone)}`;
}

/**
 * The calendar date ("yyyy-MM-dd") of an instant in a zone, today by default; UTC's when this browser does not know
 * the zone. One definition for the booking calendar and the hours editor (the prayer times keep their own, which marks
 * nothing for a zone it cannot read).
 */
export function dateIn(timeZone: string, instant: Date | string = new Date()): string {
  try {
    return format(new Date(instant), "yyyy-MM-dd", { in: tz(timeZone) });
  } catch {
    return new Date(instant).toISOString().slice(0, 10);
  }
}
