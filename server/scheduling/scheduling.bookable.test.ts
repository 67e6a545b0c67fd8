// Is this start bookable (slotProblem): what POST /api/bookings and a reschedule ask before writing anything.
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, type TeacherHours } from "@shared/teacher-hours";
import { instantIn } from "@shared/wall-clock";
import { slotProblem } from "./scheduling.rules";

const now = new Date("2027-03-01T12:00:00Z"); // a Monday

const HOUR = 3_600_000;
const hours = (timeZone: string, over: Partial<TeacherHours> = {}): TeacherHours => ({
  timeZone,
  minimumNoticeHours: 12,
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [],
  ...over,
});

describe("slotProblem", () => {
  it("accepts an offered slot in the teacher's zone", () => {
    expect(
      slotProblem(instantIn("2027-03-02", "14:00", "America/New_York"), hours("America/New_York"), 60, now),
    ).toBeNull();
  });

  it("keeps the teacher's wall-clock time across a daylight-saving change", () => {
    // New York moves its clocks on 2027-03-14: the same 14:00 lesson is 19:00 UTC before and 18:00 UTC after.
    const before = instantIn("2027-03-12", "14:00", "America/New_York");
    const after = instantIn("2027-03-15", "14:00", "America/New_York");
    expect(before.toISOString()).toBe("2027-03-12T19:00:00.000Z");
    expect(after.toISOString()).toBe("2027-03-15T18:00:00.000Z");
    expect(slotProblem(before, hours("America/New_York"), 60, now)).toBeNull();
    expect(slotProblem(after, hours("America/New_York"), 60, now)).toBeNull();
    // The old UTC time on the new date is 15:00 there: a different (offered) slot, which is why bookings store the
    // instant.
    expect(slotProblem(new Date("2027-03-15T19:00:00Z"), hours("America/New_York"), 60, now)).toBeNull();
    expect(slotProblem(new Date("2027-03-15T17:30:00Z"), hours("America/New_York"), 60, now)).toMatch(
      /times the teacher offers/,
    );
  });

  it("names what is wrong", () => {
    expect(slotProblem(new Date("2027-02-26T14:00:00Z"), hours("UTC"), 60, now)).toMatch(/future/);
    expect(slotProblem(new Date("2027-03-07T14:00:00Z"), hours("UTC"), 60, now)).toMatch(/does not teach on that day/); // Sunday
    expect(slotProblem(new Date("2027-03-02T12:00:00Z"), hours("UTC"), 60, now)).toMatch(/times the teacher offers/);
    expect(slotProblem(new Date(now.getTime() + 100 * 86_400_000), hours("UTC"), 60, now)).toMatch(/90 days/);
    // Sunday in the teacher's zone even though it is Monday in UTC.
    expect(
      slotProblem(instantIn("2027-03-07", "19:00", "America/Los_Angeles"), hours("America/Los_Angeles"), 60, now),
    ).toMatch(/does not teach on that day/);
    // A day off.
    const off = hours("UTC", { exceptions: [{ date: "2027-03-02", windows: [] }] });
    expect(slotProblem(new Date("2027-03-02T14:00:00Z"), off, 60, now)).toMatch(/does not teach on that day/);
  });

  it("holds the teacher's notice, which the teacher may waive for their own move", () => {
    const soon = new Date("2027-03-01T19:00:00Z"); // 7 hours from now, inside a window
    expect(slotProblem(soon, hours("UTC"), 60, now)).toMatch(/12 hours' notice/);
    expect(slotProblem(soon, hours("UTC"), 60, now, 0)).toBeNull();
    expect(
      slotProblem(
        new Date(now.getTime() + 12 * HOUR + 1000),
        hours("UTC", { weekly: [{ day: 2, start: "00:00", end: "24:00" }] }),
        30,
        now,
      ),
    ).toMatch(/times the teacher offers/);
  });
});
