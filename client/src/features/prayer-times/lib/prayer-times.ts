// A family's prayer times (issue 17, "Beyond the peers"), computed in the browser with the `adhan` package from the
// city's coordinates: pure, no request, and the same answer in any viewer's zone (decision 050).
import { tz } from "@date-fns/tz";
import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PolarCircleResolution, PrayerTimes } from "adhan";
import { addDays, format, parseISO } from "date-fns";
import type { PrayerSettings } from "@shared/prayer-times";

export const PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const;
export type Prayer = (typeof PRAYERS)[number];

export const PRAYER_LABELS: Record<Prayer, string> = {
  fajr: "Fajr",
  dhuhr: "Dhuhr",
  asr: "Asr",
  maghrib: "Maghrib",
  isha: "Isha",
};

/** One prayer of a day and the instant it begins. */
export interface PrayerTime {
  prayer: Prayer;
  at: Date;
}

/** The calendar date ("yyyy-MM-dd") of an instant in a zone. */
export function dateIn(instant: Date | string, timeZone: string): string {
  return format(new Date(instant), "yyyy-MM-dd", { in: tz(timeZone) });
}

/**
 * The five prayers of a calendar date ("yyyy-MM-dd") in the settings' city, in order, as instants. A prayer adhan
 * cannot place (none is expected with the rules below) is left out rather than shown at an invalid time.
 */
export function prayerTimesOn(date: string, settings: PrayerSettings): PrayerTime[] {
  const [y, m, d] = date.split("-").map(Number);
  const coordinates = new Coordinates(settings.city.latitude, settings.city.longitude);
  const params = CalculationMethod[settings.method]();
  params.madhab = settings.madhab === "hanafi" ? Madhab.Hanafi : Madhab.Shafi;
  // adhan's advice: above 48° the twilight of summer nights never ends, so Fajr and Isha need a rule (London in
  // June would otherwise read both at 1 AM); inside the polar circles, the nearest day with a sunrise.
  params.highLatitudeRule = HighLatitudeRule.recommended(coordinates);
  params.polarCircleResolution = PolarCircleResolution.AqrabYaum;
  // adhan reads the calendar date from the Date's local fields and answers instants, so a local midnight names
  // the date whatever zone the browser is in.
  const times = new PrayerTimes(coordinates, new Date(y, m - 1, d), params);
  return PRAYERS.map((prayer) => ({ prayer, at: times[prayer] })).filter(({ at }) => !Number.isNaN(at.getTime()));
}

/**
 * The first prayer whose time falls within a lesson, [start, end), in the settings' city; null when none does or
 * the setting cannot be read (a mark is a hint: it never stands in the way of booking).
 */
export function prayerAt(
  start: Date | string | number,
  end: Date | string | number,
  settings: PrayerSettings | null,
): PrayerTime | null {
  if (!settings) return null;
  const from = new Date(start).getTime();
  const to = new Date(end).getTime();
  if (!(from < to)) return null;
  try {
    const { timeZone } = settings.city;
    const first = dateIn(new Date(from), timeZone);
    // The day before too: far north in summer, Isha of one date can fall after midnight.
    const dates = new Set([format(addDays(parseISO(first), -1), "yyyy-MM-dd"), first, dateIn(new Date(to), timeZone)]);
    const within = [...dates]
      .flatMap((date) => prayerTimesOn(date, settings))
      .filter(({ at }) => at.getTime() >= from && at.getTime() < to)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    return within[0] ?? null;
  } catch {
    return null;
  }
}
