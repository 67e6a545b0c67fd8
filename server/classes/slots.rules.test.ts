import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TIME_SLOTS } from "@shared/constants";
import { instantIn } from "@shared/wall-clock";
import { isFree, isListedSlot, slotTimes } from "./slots.rules";

const now = new Date("2026-03-02T00:00:00Z"); // a Monday

describe("slotTimes", () => {
  it("lists the nine times of each day in the teacher's zone, skipping Sundays and the past", () => {
    const week = slotTimes("2026-03-02", "2026-03-08", "Asia/Karachi", now); // Mon..Sun
    expect(new Set(week.map((s) => s.date)).size).toBe(6);
    expect(week.filter((s) => s.date === "2026-03-08")).toEqual([]);
    expect(week.filter((s) => s.date === "2026-03-02").map((s) => s.time)).toEqual([...TIME_SLOTS]);
    // 09:00 in Karachi (UTC+5) is 04:00 UTC.
    expect(week[0].startsAt.toISOString()).toBe("2026-03-02T04:00:00.000Z");
    const afternoon = new Date("2026-03-02T10:30:00Z"); // 15:30 in Karachi
    expect(slotTimes("2026-03-02", "2026-03-02", "Asia/Karachi", afternoon).map((s) => s.time)).toEqual(["16:00", "17:00", "18:00", "19:00"]);
  });

  it("follows daylight saving time", () => {
    expect(instantIn("2026-03-27", "09:00", "Europe/London").toISOString()).toBe("2026-03-27T09:00:00.000Z");
    expect(instantIn("2026-03-30", "09:00", "Europe/London").toISOString()).toBe("2026-03-30T08:00:00.000Z");
  });
});

describe("isListedSlot", () => {
  it("accepts exactly the listed future starts", () => {
    expect(isListedSlot(new Date("2026-03-03T14:00:00Z"), "UTC", now)).toBe(true);
    expect(isListedSlot(new Date("2026-03-03T12:00:00Z"), "UTC", now)).toBe(false); // 12:00 is not a slot
    expect(isListedSlot(new Date("2026-03-03T14:30:00Z"), "UTC", now)).toBe(false);
    expect(isListedSlot(new Date("2026-03-08T14:00:00Z"), "UTC", now)).toBe(false); // Sunday
    expect(isListedSlot(new Date("2026-03-01T14:00:00Z"), "UTC", now)).toBe(false); // past
    expect(isListedSlot(new Date("2026-03-03T09:00:00Z"), "Asia/Karachi", now)).toBe(true); // 14:00 there
  });

  it("agrees with slotTimes for any listed slot", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.constantFrom("UTC", "Europe/London", "America/New_York", "Asia/Kuala_Lumpur"), (day, tz) => {
        const date = new Date(now.getTime() + (day + 1) * 86_400_000).toISOString().slice(0, 10);
        return slotTimes(date, date, tz, now).every((s) => isListedSlot(s.startsAt, tz, now));
      }),
    );
  });
});

describe("isFree", () => {
  const at = new Date("2026-03-03T14:00:00Z");
  const lesson = (classId: number, start: string, minutes = 60) => ({
    classId,
    scheduledAt: new Date(start),
    endsAt: new Date(new Date(start).getTime() + minutes * 60_000),
  });

  it("is free when nothing overlaps, touching ends are fine", () => {
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 1 }, [lesson(2, "2026-03-03T13:00:00Z")])).toBe(true);
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 1 }, [lesson(2, "2026-03-03T15:00:00Z")])).toBe(true);
  });

  it("is taken by any overlapping lesson of another class or another start", () => {
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 5 }, [lesson(2, "2026-03-03T14:30:00Z")])).toBe(false);
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 90, maxStudents: 5 }, [lesson(1, "2026-03-03T15:00:00Z")])).toBe(false);
  });

  it("fills a group class up to maxStudents at the same start", () => {
    const same = lesson(1, "2026-03-03T14:00:00Z");
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 3 }, [same, same])).toBe(true);
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 3 }, [same, same, same])).toBe(false);
    expect(isFree({ classId: 1, startsAt: at, durationMinutes: 60, maxStudents: 1 }, [same])).toBe(false);
  });
});
