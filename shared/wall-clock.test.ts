import { describe, expect, it } from "vitest";
import { instantIn, wallClockIn } from "./wall-clock";

const iso = (date: string, time: string, zone: string) => instantIn(date, time, zone).toISOString();

describe("wall clock and instants", () => {
  it("turns a zone's wall-clock time into its instant, on both sides of a clock change", () => {
    expect(iso("2026-03-27", "09:00", "Europe/London")).toBe("2026-03-27T09:00:00.000Z");
    expect(iso("2026-03-30", "09:00", "Europe/London")).toBe("2026-03-30T08:00:00.000Z");
    expect(iso("2026-03-02", "09:00", "Asia/Karachi")).toBe("2026-03-02T04:00:00.000Z");
    expect(iso("2026-06-01", "14:00", "America/St_Johns")).toBe("2026-06-01T16:30:00.000Z");
    expect(iso("2026-03-08", "14:00", "America/New_York")).toBe("2026-03-08T18:00:00.000Z");
  });

  it("takes the first of a time that happens twice and moves a time that never happens forward", () => {
    // New York: 01:30 happens at -04:00 and again at -05:00 on 2026-11-01; 02:30 is skipped on 2026-03-08.
    expect(iso("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
    expect(iso("2026-03-08", "02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z");
    // Berlin: 02:30 twice on 2026-10-25 (+02:00 first), skipped on 2026-03-29.
    expect(iso("2026-10-25", "02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    expect(iso("2026-03-29", "02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
  });

  it("answers an Invalid Date for a name that is not a time zone", () => {
    expect(Number.isNaN(instantIn("2026-03-02", "09:00", "Mars/Olympus").getTime())).toBe(true);
  });

  it("reads an instant back as the zone's date and wall-clock time, midnight as 00:00", () => {
    expect(wallClockIn("2026-03-30T08:00:00.000Z", "Europe/London")).toEqual({ date: "2026-03-30", time: "09:00" });
    expect(wallClockIn(new Date("2026-03-01T19:00:00Z"), "Asia/Karachi")).toEqual({
      date: "2026-03-02",
      time: "00:00",
    });
    expect(wallClockIn("2026-03-02T04:00:00Z", "America/Los_Angeles")).toEqual({ date: "2026-03-01", time: "20:00" });
  });
});
