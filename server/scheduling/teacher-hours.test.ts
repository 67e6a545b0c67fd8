import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, type TeacherHours } from "@shared/teacher-hours";
import { hoursOf, hoursRow, savedHours } from "./teacher-hours";

const hours: TeacherHours = {
  timeZone: "Asia/Karachi",
  minimumNoticeHours: 6,
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [{ date: "2026-12-25", windows: [] }],
};

describe("the teacher-hours mapping", () => {
  it("reads back what it stores", () => {
    expect(hoursOf(hoursRow(hours))).toEqual(hours);
  });

  it("gives a teacher without a profile row no hours", () => {
    expect(hoursOf(null)).toEqual({ timeZone: "UTC", minimumNoticeHours: 0, weekly: [], exceptions: [] });
  });
});

describe("savedHours", () => {
  const now = new Date("2026-12-10T20:00:00Z"); // already the 11th in Karachi

  it("orders windows by day then start, exceptions by date, and drops exceptions past in the teacher's zone", () => {
    const saved = savedHours(
      {
        minimumNoticeHours: 2,
        weekly: [
          { day: 3, start: "14:00", end: "16:00" },
          { day: 1, start: "16:00", end: "18:00" },
          { day: 1, start: "09:00", end: "10:30" },
        ],
        exceptions: [
          {
            date: "2026-12-31",
            windows: [
              { start: "12:00", end: "13:00" },
              { start: "08:00", end: "09:00" },
            ],
          },
          { date: "2026-12-10", windows: [] },
          { date: "2026-12-11", windows: [] },
        ],
      },
      "Asia/Karachi",
      now,
    );
    expect(saved).toEqual({
      timeZone: "Asia/Karachi",
      minimumNoticeHours: 2,
      weekly: [
        { day: 1, start: "09:00", end: "10:30" },
        { day: 1, start: "16:00", end: "18:00" },
        { day: 3, start: "14:00", end: "16:00" },
      ],
      exceptions: [
        { date: "2026-12-11", windows: [] },
        {
          date: "2026-12-31",
          windows: [
            { start: "08:00", end: "09:00" },
            { start: "12:00", end: "13:00" },
          ],
        },
      ],
    });
  });

  it("keeps the profile's zone unless a new one is given, and judges past dates in the zone it saves", () => {
    const values = { minimumNoticeHours: 0, weekly: [], exceptions: [{ date: "2026-12-10", windows: [] }] };
    expect(savedHours(values, "Asia/Karachi", now)).toMatchObject({ timeZone: "Asia/Karachi", exceptions: [] });
    expect(savedHours({ ...values, timeZone: "America/New_York" }, "Asia/Karachi", now)).toMatchObject({
      timeZone: "America/New_York",
      exceptions: [{ date: "2026-12-10", windows: [] }],
    });
  });
});
