// The cycle's dates, lessons, days off and amount (issue 33), pure: fixed dates, both sides of the clocks changing.
import fc from "fast-check";
import { keptProblem } from "./paused-times";
import { describe, expect, it } from "vitest";
import {
  addDays,
  cycleCents,
  cycleDates,
  cycleLessons,
  daysBetween,
  lessonDiscountCents,
  namingDate,
  renewsOnOf,
  tooManyPauses,
  weekdayOf,
} from "./plans.rules";

const london = { timeZone: "Europe/London", exceptions: [] };
const newYork = { timeZone: "America/New_York", exceptions: [] };

describe("a plan's cycle", () => {
  it("lasts 28 days and renews two days before its last", () => {
    expect(cycleDates("2026-12-28")).toEqual({ startsOn: "2026-12-28", endsOn: "2027-01-24" });
    expect(cycleDates("2026-12-28", 2)).toEqual({ startsOn: "2027-01-25", endsOn: "2027-02-21" });
    expect(renewsOnOf("2027-01-24")).toBe("2027-01-22");
  });

  it("keeps 17:00 London across the clocks going back: the UTC instant moves an hour", () => {
    // 2027-10-31: London leaves BST. Mondays from 2027-10-18 to 2027-11-08.
    const { lessons } = cycleLessons([{ day: 1, time: "17:00" }], "2027-10-18", "2027-11-14", london);
    expect(lessons.map((l) => l.startsAt.toISOString())).toEqual([
      "2027-10-18T16:00:00.000Z",
      "2027-10-25T16:00:00.000Z",
      "2027-11-01T17:00:00.000Z",
      "2027-11-08T17:00:00.000Z",
    ]);
    expect(lessons.map((l) => l.time)).toEqual(["17:00", "17:00", "17:00", "17:00"]);
  });

  it("keeps 17:00 New York across the clocks going forward", () => {
    // 2027-03-14: New York starts EDT.
    const { lessons } = cycleLessons([{ day: 3, time: "17:00" }], "2027-03-01", "2027-03-28", newYork);
    expect(lessons.map((l) => l.startsAt.toISOString())).toEqual([
      "2027-03-03T22:00:00.000Z",
      "2027-03-10T22:00:00.000Z",
      "2027-03-17T21:00:00.000Z",
      "2027-03-24T21:00:00.000Z",
    ]);
  });

  it("skips the teacher's days off, one day and a range, and keeps the days with other hours", () => {
    const hours = {
      timeZone: "Europe/London",
      exceptions: [
        { date: "2027-01-04", windows: [] },
        { date: "2027-01-13", to: "2027-01-20", windows: [] },
        { date: "2027-01-25", windows: [{ start: "10:00", end: "12:00" }] },
      ],
    };
    const weekly = [
      { day: 1, time: "17:00" },
      { day: 3, time: "16:00" },
    ];
    const { lessons, skipped } = cycleLessons(weekly, "2027-01-04", "2027-01-31", hours);
    expect(skipped).toEqual([
      { date: "2027-01-04", time: "17:00", reason: "day_off" },
      { date: "2027-01-13", time: "16:00", reason: "day_off" },
      { date: "2027-01-18", time: "17:00", reason: "day_off" },
      { date: "2027-01-20", time: "16:00", reason: "day_off" },
    ]);
    expect(lessons.map((l) => l.date)).toEqual(["2027-01-06", "2027-01-11", "2027-01-25", "2027-01-27"]);
  });

  it("charges in cents with the discount rounded half up", () => {
    expect(lessonDiscountCents(2550, 15)).toBe(383);
    expect(cycleCents(12, 2550, 15)).toBe(12 * (2550 - 383));
    expect(cycleCents(4, 2000, 0)).toBe(8000);
  });

  it("names the date and time of a refused lesson", () => {
    expect(
      namingDate({ date: "2027-01-06", time: "16:00" }, "scheduledAt: The teacher does not teach on that day"),
    ).toBe("2027-01-06 16:00: The teacher does not teach on that day");
  });

  it("property: amount = lessons charged × price − discount, skipped dates never charged", () => {
    const dateArb = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2026-01-01", n));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 }),
        dateArb,
        fc.array(fc.integer({ min: 0, max: 27 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 50 }),
        (days, hour, startsOn, offs, priceCents, percent) => {
          const weekly = days.map((day) => ({ day, time: `${String(hour).padStart(2, "0")}:00` }));
          const { endsOn } = cycleDates(startsOn);
          const hours = {
            timeZone: "Europe/London",
            exceptions: offs.map((d) => ({ date: addDays(startsOn, d), windows: [] })),
          };
          const { lessons, skipped } = cycleLessons(weekly, startsOn, endsOn, hours);
          // Four of each chosen weekday in 28 days, each a lesson or skipped.
          expect(lessons.length + skipped.length).toBe(4 * days.length);
          const offDates = new Set(hours.exceptions.map((e) => e.date));
          expect(skipped.every((s) => offDates.has(s.date))).toBe(true);
          expect(lessons.every((l) => !offDates.has(l.date) && days.includes(weekdayOf(l.date)))).toBe(true);
          const amount = cycleCents(lessons.length, priceCents, percent);
          const discount = lessons.length * lessonDiscountCents(priceCents, percent);
          expect(amount).toBe(lessons.length * priceCents - discount);
          expect(Number.isInteger(amount) && amount >= 0).toBe(true);
          // The discount never exceeds the percentage asked (half a cent a lesson at most).
          expect(Math.abs(discount * 100 - lessons.length * priceCents * percent)).toBeLessThanOrEqual(
            lessons.length * 50,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("pauses (decision 090)", () => {
  it("counts a pause's days with both ends included", () => {
    expect(daysBetween("2027-03-01", "2027-03-01")).toBe(1);
    expect(daysBetween("2027-02-01", "2027-04-01")).toBe(60);
    expect(daysBetween("2027-12-31", "2028-01-01")).toBe(2);
  });

  it("refuses a third pause only when some 365 days hold all three starts", () => {
    expect(tooManyPauses(["2027-01-01", "2027-06-01"], "2027-12-31", 2)).toBe(true);
    expect(tooManyPauses(["2027-01-01", "2027-06-01"], "2028-01-01", 2)).toBe(false);
    expect(tooManyPauses(["2026-03-01", "2027-06-01"], "2027-01-01", 2)).toBe(false);
    expect(tooManyPauses(["2027-03-01", "2027-06-01"], "2027-01-01", 2)).toBe(true);
    expect(tooManyPauses(["2027-06-01"], "2027-01-01", 2)).toBe(false);
    expect(tooManyPauses([], "2027-01-01", 2)).toBe(false);
  });

  it("never lets three starts fall within 365 days, whatever the order they were asked in", () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => addDays("2027-01-01", n));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 12 }), (asks) => {
        const taken: string[] = [];
        for (const from of asks) if (!taken.includes(from) && !tooManyPauses(taken, from, 2)) taken.push(from);
        const sorted = [...taken].sort();
        for (let i = 0; i + 2 < sorted.length; i++) expect(daysBetween(sorted[i], sorted[i + 2])).toBeGreaterThan(365);
      }),
    );
  });
});

describe("kept weekly times of paused plans (decision 090)", () => {
  const at = (time: string) => new Date(`2027-03-01T${time}:00Z`);
  const kept = [{ planId: 1, classId: 7, startsAt: at("17:00"), endsAt: at("18:00") }];
  const lesson = (classId: number, start: string, end: string, maxStudents = 1) => ({
    classId,
    startsAt: at(start),
    endsAt: at(end),
    maxStudents,
  });

  it("refuses a lesson meeting a kept time of another class or start, or the last place of a group", () => {
    expect(keptProblem(kept, lesson(7, "17:00", "18:00"))).toEqual({ refused: true, seats: 1 });
    expect(keptProblem(kept, lesson(8, "17:30", "18:30", 5))).toEqual({ refused: true, seats: 1 });
    expect(keptProblem(kept, lesson(7, "16:30", "17:30", 5)).refused).toBe(true);
    // The same group lesson with places left: the kept time takes one of them.
    expect(keptProblem(kept, lesson(7, "17:00", "18:00", 3))).toEqual({ refused: false, seats: 1 });
    expect(keptProblem(kept, lesson(8, "18:00", "19:00"))).toEqual({ refused: false, seats: 0 });
  });
});
