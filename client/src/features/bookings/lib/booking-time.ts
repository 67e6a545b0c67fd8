import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { viewerTimeZone, zoneLabel } from "@/lib/format";

/** 'Mon, Dec 7, 2:00 PM' in the given zone (the viewer's by default). */
export function formatBookingTime(iso: string, zone = viewerTimeZone()): string {
  return format(iso, "EEE, MMM d, h:mm a", { in: tz(zone) });
}

/** The zone named as everywhere (client/src/lib/format.ts zoneLabel): '(America/New_York)'. */
export function zoneAbbreviation(_iso: string, zone = viewerTimeZone()): string {
  return zoneLabel(zone);
}

/** 'Mon, Dec 7, 2:00 PM (America/New_York)': a time a person reads, with its zone named. */
export const formatBookingTimeWithZone = (iso: string, zone = viewerTimeZone()) => `${formatBookingTime(iso, zone)} ${zoneAbbreviation(iso, zone)}`;
