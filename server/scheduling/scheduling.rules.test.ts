import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import {
  DEFAULT_WEEKLY_HOURS,
  minutesOf,
  timeOf,
  windowsOn,
  type TeacherHours,
  type WeeklyWindow,
} from "@shared/teacher-hours";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import { isFree, isOfferedSlot, mergeWindows, seatsLeft, slotTimes, type BusyLesson } from "./scheduling.rules";

const HOUR = 3_600_000;
const now = new Date("2026-03-02T00:00:00Z"); // a Monday
const hours = (over: Partial<TeacherHours> = {}): TeacherHours => ({
  timeZone: "UTC",
  minimumNoticeHours: 12,
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [],
  ...over,
});

describe("slotTimes", () => {
  it("offers the spec's nine times by default, in the teacher's zone, never on Sundays", () => {
    const week = slotTimes(hours({ timeZone: "Asia/Karachi" }), 60, "2026-03-03", "2026-03-08", now); // Tue..Sun
    expect(new Set(week.map((s) => s.date)).size).toBe(5);
    expect(week.filter((s) => s.date === "2026-03-08")).toEqual([]);
    expect(week.filter((s) => s.date === "2026-03-03").map((s) => s.time)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
    // 09:00 in Karachi (UTC+5) is 04:00 UTC.
    expect(week[0].startsAt.toISOString()).toBe("2026-03-03T04:00:00.000Z");
  });

  it("offers only what fits in a window: a teacher of 'weekdays 14:00–19:00' is never booked at 10:00", () => {
    const weekdays: WeeklyWindow[] = [1, 2, 3, 4, 5].map((day) => ({ day, start: "14:00", end: "19:00" }));
    const day = slotTimes(hours({ weekly: weekdays }), 60, "2026-03-04", "2026-03-04", now).map((s) => s.time);
    expect(day).toEqual(["14:00", "15:00", "16:00", "17:00", "18:00"]);
    // A 90-minute class must end by 19:00.
    expect(slotTimes(hours({ weekly: weekdays }), 90, "2026-03-04", "2026-03-04", now).map((s) => s.time)).toEqual([
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    // Saturday has no window.
    expect(slotTimes(hours({ weekly: weekdays }), 60, "2026-03-07", "2026-03-07", now)).toEqual([]);
  });

  it("starts on the half hour for classes of 30 minutes or less, on the hour otherwise", () => {
    const w = hours({ weekly: [{ day: 3, start: "09:30", end: "11:00" }] });
    expect(slotTimes(w, 30, "2026-03-04", "2026-03-04", now).map((s) => s.time)).toEqual(["09:30", "10:00", "10:30"]);
    expect(slotTimes(w, 45, "2026-03-04", "2026-03-04", now).map((s) => s.time)).toEqual(["10:00"]);
  });

  it("lets a lesson run across touching windows, and up to midnight", () => {
    const w = hours({
      weekly: [
        { day: 3, start: "10:00", end: "12:00" },
        { day: 3, start: "12:00", end: "13:00" },
        { day: 3, start: "22:00", end: "24:00" },
      ],
    });
    expect(slotTimes(w, 120, "2026-03-04", "2026-03-04", now).map((s) => s.time)).toEqual(["10:00", "11:00", "22:00"]);
    expect(
      mergeWindows([
        { start: "12:00", end: "13:00" },
        { start: "10:00", end: "12:00" },
      ]),
    ).toEqual([{ start: 600, end: 780 }]);
  });

  it("follows exceptions: a day off, and different hours on a date", () => {
    const w = hours({
      exceptions: [
        { date: "2026-03-04", windows: [] },
        { date: "2026-03-05", windows: [{ start: "18:00", end: "20:00" }] },
        { date: "2026-03-08", windows: [{ start: "10:00", end: "11:00" }] },
      ],
    });
    expect(slotTimes(w, 60, "2026-03-04", "2026-03-04", now)).toEqual([]);
    expect(slotTimes(w, 60, "2026-03-05", "2026-03-05", now).map((s) => s.time)).toEqual(["18:00", "19:00"]);
    // An exception opens a Sunday too (Eid classes).
    expect(slotTimes(w, 60, "2026-03-08", "2026-03-08", now).map((s) => s.time)).toEqual(["10:00"]);
  });

  it("respects the teacher's notice and the 90-day horizon", () => {
    const afternoon = new Date("2026-03-03T02:30:00Z");
    // Notice 12 hours: from 14:30 UTC on, so the first slot is 15:00.
    expect(slotTimes(hours(), 60, "2026-03-03", "2026-03-03", afternoon)[0].time).toBe("15:00");
    expect(slotTimes(hours({ minimumNoticeHours: 0 }), 60, "2026-03-03", "2026-03-03", afternoon)[0].time).toBe(
      "09:00",
    );
    const last = new Date(now.getTime() + LIMITS.bookingHorizonDays * 86_400_000).toISOString().slice(0, 10);
    const beyond = new Date(now.getTime() + (LIMITS.bookingHorizonDays + 2) * 86_400_000).toISOString().slice(0, 10);
    expect(
      slotTimes(
        hours({ weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" })) }),
        60,
        beyond,
        beyond,
        now,
      ),
    ).toEqual([]);
    expect(
      slotTimes(
        hours({ weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" })) }),
        60,
        last,
        last,
        now,
      ).map((s) => s.time),
    ).toEqual(["00:00"]);
  });
});

describe("daylight saving: the teacher's wall clock is kept", () => {
  // Europe/London goes back on 2026-10-25; America/New_York on 2026-11-01; Australia/Sydney on 2027-04-04.
  const cases = [
    { zone: "Europe/London", before: "2026-10-24", after: "2026-10-26", beforeUtc: "13:00", afterUtc: "14:00" },
    { zone: "America/New_York", before: "2026-10-31", after: "2026-11-02", beforeUtc: "18:00", afterUtc: "19:00" },
    { zone: "Australia/Sydney", before: "2027-04-03", after: "2027-04-05", beforeUtc: "03:00", afterUtc: "04:00" },
  ];
  for (const c of cases) {
    it(`${c.zone}: 14:00 before and after the change`, () => {
      const from = new Date(`${c.before}T00:00:00Z`);
      const clock = new Date(from.getTime() - 10 * 86_400_000);
      const daily = hours({
        timeZone: c.zone,
        minimumNoticeHours: 0,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "14:00", end: "15:00" })),
      });
      const slots = slotTimes(daily, 60, c.before, c.after, clock);
      expect(slots.map((s) => s.time)).toEqual(["14:00", "14:00", "14:00"]);
      expect(slots[0].startsAt.toISOString()).toBe(`${c.before}T${c.beforeUtc}:00.000Z`);
      expect(slots[2].startsAt.toISOString()).toBe(`${c.after}T${c.afterUtc}:00.000Z`);
    });
  }

  it("holds a lesson inside the window's real time on the night clocks go forward", () => {
    // New York skips 02:00–03:00 on 2027-03-14: a 01:00–03:00 window lasts one hour, so no 90-minute lesson fits.
    const night = hours({
      timeZone: "America/New_York",
      minimumNoticeHours: 0,
      weekly: [{ day: 0, start: "01:00", end: "03:00" }],
    });
    const clock = new Date("2027-03-10T00:00:00Z");
    expect(slotTimes(night, 90, "2027-03-14", "2027-03-14", clock)).toEqual([]);
    expect(slotTimes(night, 60, "2027-03-14", "2027-03-14", clock).map((s) => s.time)).toEqual(["01:00"]);
    // A week later the same window holds it.
    expect(slotTimes(night, 90, "2027-03-21", "2027-03-21", clock).map((s) => s.time)).toEqual(["01:00"]);
  });

  it("computes nothing for dates that cannot hold a bookable start", () => {
    const allDay = hours({ weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" })) });
    expect(slotTimes(allDay, 60, "1950-01-01", "1950-03-03", now)).toEqual([]);
    expect(slotTimes(allDay, 60, "2099-01-01", "2099-03-03", now)).toEqual([]);
  });

  it("skips a time that does not exist when clocks go forward, and offers a repeated one once", () => {
    // London skips 01:00–02:00 on 2026-03-29 and repeats 01:00–02:00 on 2026-10-25.
    const night = hours({
      timeZone: "Europe/London",
      minimumNoticeHours: 0,
      weekly: [{ day: 0, start: "00:00", end: "03:00" }],
    });
    expect(slotTimes(night, 60, "2026-03-29", "2026-03-29", now).map((s) => s.time)).toEqual(["00:00", "02:00"]);
    const autumn = slotTimes(night, 60, "2026-10-25", "2026-10-25", new Date("2026-10-20T00:00:00Z"));
    expect(autumn.map((s) => s.time)).toEqual(["00:00", "01:00", "02:00"]);
  });
});

// Property tests: whatever the hours, zone, class and clock, every offered slot lies inside a window of its date,
// respects the notice and the horizon, and a slot marked free never overlaps a booking.
const ZONES = [
  "UTC",
  "Europe/London",
  "America/New_York",
  "Australia/Sydney",
  "Asia/Karachi",
  "America/Los_Angeles",
  "Asia/Kolkata",
];
const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 46 }), fc.integer({ min: 1, max: 16 }))
  .map(([a, len]) => ({ start: a * 30, end: Math.min(48, a + len) * 30 }))
  .filter((w) => w.start < w.end);
const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const weeklyArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), windowArb), { maxLength: 12 }).map((list) => {
  // Non-overlapping per day: keep a window only if it does not overlap one kept before.
  const kept: WeeklyWindow[] = [];
  for (const [day, w] of list) {
    if (kept.some((k) => k.day === day && minutesOf(k.start) < w.end && w.start < minutesOf(k.end))) continue;
    kept.push({ day, start: toTime(w.start), end: w.end === 1440 ? "24:00" : toTime(w.end) });
  }
  return kept;
});
// Clocks spread over two years, DST changes included.
const clockArb = fc
  .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-12-01T00:00:00Z") })
  .map((t) => new Date(t));

describe("slot properties", () => {
  it("every slot lies inside a window of its date, respects the notice, and exists on the wall clock", () => {
    fc.assert(
      fc.property(
        weeklyArb,
        fc.constantFrom(...ZONES),
        fc.constantFrom(15, 30, 45, 60, 90, 120),
        fc.integer({ min: 0, max: 48 }),
        clockArb,
        fc.integer({ min: 0, max: 80 }),
        (weekly, zone, duration, notice, clock, offset) => {
          const h = hours({ timeZone: zone, minimumNoticeHours: notice, weekly });
          const from = wallClockIn(new Date(clock.getTime() + offset * 86_400_000), zone).date;
          const to = wallClockIn(new Date(clock.getTime() + (offset + 6) * 86_400_000), zone).date;
          for (const s of slotTimes(h, duration, from, to, clock)) {
            expect(s.startsAt.getTime()).toBeGreaterThanOrEqual(clock.getTime() + notice * HOUR);
            expect(s.startsAt.getTime()).toBeLessThanOrEqual(clock.getTime() + LIMITS.bookingHorizonDays * 86_400_000);
            expect(wallClockIn(s.startsAt, zone)).toEqual({ date: s.date, time: s.time });
            const start = minutesOf(s.time);
            // Inside one merged window of that date by the wall clock.
            const inside = mergeWindows(windowsOn(s.date, h)).some(
              (w) => w.start <= start && start + duration <= w.end,
            );
            expect(inside).toBe(true);
            // …and by real time: the lesson ends by the instant its window ends (nights when clocks change).
            const realEnd = s.startsAt.getTime() + duration * 60_000;
            const ends = mergeWindows(windowsOn(s.date, h))
              .filter((w) => w.start <= start)
              .map((w) =>
                w.end < 1440
                  ? instantIn(s.date, timeOf(w.end), zone).getTime()
                  : instantIn(
                      new Date(Date.parse(`${s.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
                      "00:00",
                      zone,
                    ).getTime(),
              );
            expect(ends.some((e) => realEnd <= e)).toBe(true);
            expect(isOfferedSlot(s.startsAt, h, duration, clock)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a start off the slot list is never offered", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), clockArb, fc.integer({ min: 1, max: 59 }), (zone, clock, minute) => {
        const h = hours({ timeZone: zone, minimumNoticeHours: 0 });
        const date = wallClockIn(new Date(clock.getTime() + 3 * 86_400_000), zone).date;
        // 12:xx is between the default windows; 14:mm is inside one but not on the hour.
        expect(isOfferedSlot(instantIn(date, `12:${String(minute).padStart(2, "0")}`, zone), h, 60, clock)).toBe(false);
        expect(isOfferedSlot(instantIn(date, `14:${String(minute).padStart(2, "0")}`, zone), h, 60, clock)).toBe(false);
      }),
    );
  });

  it("a slot marked free never overlaps another class's booking", () => {
    const lessonArb = fc.record({
      classId: fc.integer({ min: 1, max: 3 }),
      startHour: fc.integer({ min: 0, max: 47 }),
      length: fc.constantFrom(30, 45, 60, 90),
    });
    fc.assert(
      fc.property(fc.array(lessonArb, { maxLength: 8 }), fc.constantFrom(30, 60, 90), (lessons, duration) => {
        const base = Date.parse("2026-10-24T00:00:00Z");
        const busy: BusyLesson[] = lessons.map((l) => ({
          classId: l.classId,
          scheduledAt: new Date(base + l.startHour * HOUR),
          endsAt: new Date(base + l.startHour * HOUR + l.length * 60_000),
        }));
        const h = hours({
          timeZone: "Europe/London",
          minimumNoticeHours: 0,
          weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" })),
        });
        for (const s of slotTimes(h, duration, "2026-10-24", "2026-10-25", new Date(base - 86_400_000))) {
          const free = isFree({ classId: 99, startsAt: s.startsAt, durationMinutes: duration, maxStudents: 1 }, busy);
          const end = s.startsAt.getTime() + duration * 60_000;
          const overlaps = busy.some((b) => b.scheduledAt.getTime() < end && b.endsAt.getTime() > s.startsAt.getTime());
          expect(free).toBe(!overlaps);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("isFree", () => {
  const at = new Date("2026-03-03T14:00:00Z");
  const lesson = (classId: number, start: string, minutes = 60): BusyLesson => ({
    classId,
    scheduledAt: new Date(start),
    endsAt: new Date(new Date(start).getTime() + minutes * 60_000),
  });

  it("is free next to other lessons, taken when one overlaps", () => {
    expect(
      isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 1 }, [lesson(2, "2026-03-03T13:00:00Z")]),
    ).toBe(true);
    expect(
      isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 1 }, [lesson(2, "2026-03-03T15:00:00Z")]),
    ).toBe(true);
    expect(
      isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 5 }, [lesson(2, "2026-03-03T14:30:00Z")]),
    ).toBe(false);
    expect(
      isFree({ classId: 1, startsAt: at, durationMinutes: 90, maxStudents: 5 }, [lesson(1, "2026-03-03T15:00:00Z")]),
    ).toBe(false);
  });

  it("fills a group lesson up to its size", () => {
    const same = lesson(1, "2026-03-03T14:00:00Z");
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 3 }, [same, same])).toBe(true);
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 3 }, [same, same, same])).toBe(false);
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 1 }, [same])).toBe(false);
  });

  it("counts the places a group lesson has left at its start, none when another lesson overlaps (issue 32)", () => {
    const same = lesson(1, "2026-03-03T14:00:00Z");
    const group = { classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 8 };
    expect(seatsLeft(group, [])).toBe(8);
    expect(seatsLeft(group, [same, same, same])).toBe(5);
    expect(seatsLeft({ ...group, maxStudents: 2 }, [same, same, same])).toBe(0);
    expect(seatsLeft(group, [same, lesson(2, "2026-03-03T14:30:00Z")])).toBe(0);
  });
});
