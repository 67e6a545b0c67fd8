// Times in messages: in the recipient's zone, the zone named.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { currentZoneName } from "@shared/time-zone-names";

/** "Tuesday 1 December 2026, 14:00 (Europe/London)": the instant in `timeZone`, or in UTC for an unknown zone. */
export function whenIn(at: Date, timeZone = "UTC"): string {
  const shown = (zone: string) => `${format(new TZDate(at, zone), "EEEE d MMMM yyyy, HH:mm")} (${currentZoneName(zone)})`;
  try {
    return shown(timeZone);
  } catch {
    // An unknown zone would make the date invalid; the time is still worth telling, in a zone that is named.
    return shown("UTC");
  }
}

/** The zone a recipient's times are shown in: theirs when known, else UTC (named as such). */
export const zoneOf = (to: { timeZone?: string | null }): string => to.timeZone ?? "UTC";
