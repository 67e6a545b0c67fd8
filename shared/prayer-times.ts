// A family's prayer-time marks (issue 17, "Beyond the peers"): optional; the booking calendar marks the slots that
// fall at a prayer time in the family's city. The calculation is the `adhan` package's; this is only the setting.
import { z } from "zod";
import { text, timeZone } from "./fields";

/** adhan's CalculationMethod names offered to families (the common authorities). */
export const PRAYER_METHODS = [
  "MuslimWorldLeague",
  "Egyptian",
  "Karachi",
  "UmmAlQura",
  "Dubai",
  "Qatar",
  "Kuwait",
  "MoonsightingCommittee",
  "Singapore",
  "Turkey",
  "Tehran",
  "NorthAmerica",
] as const;
export type PrayerMethod = (typeof PRAYER_METHODS)[number];

export const PRAYER_METHOD_LABELS: Record<PrayerMethod, string> = {
  MuslimWorldLeague: "Muslim World League",
  Egyptian: "Egyptian General Authority of Survey",
  Karachi: "University of Islamic Sciences, Karachi",
  UmmAlQura: "Umm al-Qura University, Makkah",
  Dubai: "Dubai",
  Qatar: "Qatar",
  Kuwait: "Kuwait",
  MoonsightingCommittee: "Moonsighting Committee",
  Singapore: "Singapore",
  Turkey: "Diyanet, Turkey",
  Tehran: "Institute of Geophysics, Tehran",
  NorthAmerica: "ISNA (North America)",
};

export const MADHABS = ["shafi", "hanafi"] as const;
export type Madhab = (typeof MADHABS)[number];

export interface PrayerCity {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface PrayerSettings {
  city: PrayerCity;
  method: PrayerMethod;
  /** Asr by the shadow of one length (shafi, also Maliki and Hanbali) or two (hanafi). */
  madhab: Madhab;
}

const coordinate = (max: number, name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-max, `${name} is out of range`)
    .max(max, `${name} is out of range`);

/** PATCH /api/user/preferences {prayerTimes}: a setting, or null to turn the marks off. */
export const prayerSettingsSchema = z
  .object({
    city: z.object({
      name: text(100, "City name must be at most 100 characters").min(1, "Please choose a city"),
      country: text(100, "Country must be at most 100 characters"),
      latitude: coordinate(90, "latitude"),
      longitude: coordinate(180, "longitude"),
      timeZone,
    }),
    method: z.enum(PRAYER_METHODS, { error: "Please choose a calculation method" }),
    madhab: z.enum(MADHABS, { error: "Please choose shafi or hanafi" }).default("shafi"),
  })
  .nullable();
