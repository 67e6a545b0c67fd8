import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { viewerTimeZone, zoneLabel } from "@/lib/format";
import { dateLocale, i18n } from "@/lib/i18n";

/** 'Mon, Dec 7, 2:00 PM' in the given zone (the viewer's by default). */
export function formatBookingTime(iso: string, zone = viewerTimeZone()): string {
  // The pattern is translated too (ar.json): Arabic puts the day before the month.
  return format(iso, i18n.t("EEE, MMM d, h:mm a"), { in: tz(zone), locale: dateLocale() });
}

/** The zone named as everywhere (client/src/lib/format.ts zoneLabel): '(America/New_York)'. */
export function zoneAbbreviation(_iso: string, zone = viewerTimeZone()): string {
  return zoneLabel(zone);
}

/** 'Mon, Dec 7, 2:00 PM (America/New_York)': a time a person reads, with its zone named. */
export const formatBookingTimeWithZone = (iso: string, zone = viewerTimeZone()) =>
  `${formatBookingTime(iso, zone)} ${zoneAbbreviation(iso, zone)}`;
