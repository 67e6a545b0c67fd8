import { tz } from "@date-fns/tz";
import { CalculationMethod, Coordinates, PrayerTimes } from "adhan";
import { format } from "date-fns";
import { afterEach, describe, expect, it } from "vitest";
import type { PrayerSettings } from "@shared/prayer-times";
import { prayerAt, prayerTimesOn } from "./prayer-times";

const LONDON: PrayerSettings = {
  city: { name: "London", country: "United Kingdom", latitude: 51.5, longitude: -0.1167, timeZone: "Europe/London" },
  method: "MuslimWorldLeague",
  madhab: "shafi",
};
const NEW_YORK: PrayerSettings = {
  city: {
    name: "New York",
    country: "United States of America",
    latitude: 40.7142,
    longitude: -74.0064,
    timeZone: "America/New_York",
  },
  method: "NorthAmerica",
  madhab: "shafi",
};

/** Each prayer as a wall-clock time in the city: "fajr 05:42". */
const wallClock = (settings: PrayerSettings, date: string) =>
  prayerTimesOn(date, settings).map(
    ({ prayer, at }) => `${prayer} ${format(at, "HH:mm", { in: tz(settings.city.timeZone) })}`,
  );

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe("prayerTimesOn", () => {
  it("gives London's five prayers on 2026-12-01 (Muslim World League), as adhan computes them", () => {
    const times = prayerTimesOn("2026-12-01", LONDON);
    const adhan = new PrayerTimes(
      new Coordinates(51.5, -0.1167),
      new Date(2026, 11, 1),
      CalculationMethod.MuslimWorldLeague(),
    );
    expect(times.map((t) => [t.prayer, t.at.toISOString()])).toEqual([
      ["fajr", adhan.fajr.toISOString()],
      ["dhuhr", adhan.dhuhr.toISOString()],
      ["asr", adhan.asr.toISOString()],
      ["maghrib", adhan.maghrib.toISOString()],
      ["isha", adhan.isha.toISOString()],
    ]);
    expect(wallClock(LONDON, "2026-12-01")).toEqual([
      "fajr 05:42",
      "dhuhr 11:50",
      "asr 13:36",
      "maghrib 15:55",
      "isha 17:50",
    ]);
  });

  it("moves Asr later for the Hanafi madhab", () => {
    expect(wallClock({ ...LONDON, madhab: "hanafi" }, "2026-12-01")[2]).toBe("asr 14:08");
  });

  it("follows the clocks across a DST change: London on 28 and 29 March 2026", () => {
    expect(wallClock(LONDON, "2026-03-28")).toEqual([
      "fajr 04:09",
      "dhuhr 12:07",
      "asr 15:34",
      "maghrib 18:27",
      "isha 20:04",
    ]);
    // Summer time began at 01:00 UTC: the same sun reads an hour later on the wall clock.
    expect(wallClock(LONDON, "2026-03-29")).toEqual([
      "fajr 05:07",
      "dhuhr 13:06",
      "asr 16:35",
      "maghrib 19:29",
      "isha 21:05",
    ]);
    expect(wallClock(NEW_YORK, "2026-10-31")[1]).toBe("dhuhr 12:41");
    expect(wallClock(NEW_YORK, "2026-11-01")[1]).toBe("dhuhr 11:41");
  });

  it("keeps Fajr and Isha apart on a London summer night (the high-latitude rule)", () => {
    expect(wallClock(LONDON, "2026-06-21")).toEqual([
      "fajr 03:40",
      "dhuhr 13:03",
      "asr 17:25",
      "maghrib 21:22",
      "isha 22:25",
    ]);
  });

  it("gives the same instants whatever the browser's own zone", () => {
    const here = prayerTimesOn("2026-03-29", LONDON).map((t) => t.at.toISOString());
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Karachi"]) {
      process.env.TZ = zone;
      expect(
        prayerTimesOn("2026-03-29", LONDON).map((t) => t.at.toISOString()),
        zone,
      ).toEqual(here);
    }
  });
});

describe("prayerAt", () => {
  it("marks a lesson 15:00–16:00 that contains Asr, and not the next one", () => {
    expect(prayerAt("2026-03-28T15:00:00Z", "2026-03-28T16:00:00Z", LONDON)).toEqual({
      prayer: "asr",
      at: prayerTimesOn("2026-03-28", LONDON)[2].at,
    });
    expect(prayerAt("2026-03-28T16:00:00Z", "2026-03-28T17:00:00Z", LONDON)).toBeNull();
  });

  it("reads the lesson in the city's zone after a DST change: 15:00–16:00 BST holds no prayer, 16:00–17:00 holds Asr", () => {
    expect(prayerAt("2026-03-29T14:00:00Z", "2026-03-29T15:00:00Z", LONDON)).toBeNull();
    expect(prayerAt("2026-03-29T15:00:00Z", "2026-03-29T16:00:00Z", LONDON)?.prayer).toBe("asr");
  });

  it("counts a prayer at the start, not one at the end ([start, end))", () => {
    const asr = prayerTimesOn("2026-12-01", LONDON)[2].at;
    const hour = 3_600_000;
    expect(prayerAt(asr, new Date(asr.getTime() + hour), LONDON)?.prayer).toBe("asr");
    expect(prayerAt(new Date(asr.getTime() - hour), asr, LONDON)).toBeNull();
  });

  it("gives the first prayer when a lesson holds two", () => {
    // London, 1 December: Maghrib 15:55 and Isha 17:50.
    expect(prayerAt("2026-12-01T15:30:00Z", "2026-12-01T18:00:00Z", LONDON)?.prayer).toBe("maghrib");
  });

  it("finds a prayer in a lesson that crosses midnight in the city", () => {
    // Makkah, Umm al-Qura: Fajr on 2 December 2026 is 05:21 (02:21 UTC).
    const makkah: PrayerSettings = {
      city: { name: "Makkah", country: "Saudi Arabia", latitude: 21.43, longitude: 39.82, timeZone: "Asia/Riyadh" },
      method: "UmmAlQura",
      madhab: "shafi",
    };
    expect(prayerAt("2026-12-01T20:00:00Z", "2026-12-02T03:00:00Z", makkah)?.prayer).toBe("fajr");
  });

  it("marks nothing when off, for an empty lesson, or when the saved zone cannot be read", () => {
    expect(prayerAt("2026-03-28T15:00:00Z", "2026-03-28T16:00:00Z", null)).toBeNull();
    expect(prayerAt("2026-03-28T16:00:00Z", "2026-03-28T15:00:00Z", LONDON)).toBeNull();
    const broken = { ...LONDON, city: { ...LONDON.city, timeZone: "Europe/Atlantis" } };
    expect(prayerAt("2026-03-28T15:00:00Z", "2026-03-28T16:00:00Z", broken)).toBeNull();
  });
});
