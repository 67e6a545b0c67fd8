import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@shared/teacher-hours";
import { issuesOf } from "./issues";
import {
  END_TIMES,
  formatWindows,
  hoursLabel,
  nextWindow,
  noticeChoices,
  noticeLabel,
  START_TIMES,
  timeChoices,
  todayIn,
  toFormValues,
} from "./week";

describe("week view choices", () => {
  it("offers starts 00:00–23:30 and ends 00:30–24:00 in half hours, keeping a saved time off the grid", () => {
    expect([START_TIMES[0], START_TIMES[1], START_TIMES.at(-1), START_TIMES.length]).toEqual([
      "00:00",
      "00:30",
      "23:30",
      48,
    ]);
    expect([END_TIMES[0], END_TIMES.at(-1), END_TIMES.length]).toEqual(["00:30", "24:00", 48]);
    const withQuarter = timeChoices(START_TIMES, "09:15");
    expect(withQuarter.slice(18, 21)).toEqual(["09:00", "09:15", "09:30"]);
    expect(timeChoices(START_TIMES, "09:00")).toBe(START_TIMES);
  });

  it("names the notice choices and keeps a saved value that is not one of them", () => {
    expect([0, 1, 2, 12, 24, 48, 168].map(noticeLabel)).toEqual([
      "No notice",
      "1 hour",
      "2 hours",
      "12 hours",
      "1 day",
      "2 days",
      "1 week",
    ]);
    expect(noticeChoices(12)).not.toContain(5);
    expect(noticeChoices(5)).toEqual([0, 1, 2, 4, 5, 6, 12, 24, 48, 72, 168]);
  });

  it("proposes a new window an hour after the last, else the first free hour, else 09:00–17:00", () => {
    expect(nextWindow([])).toEqual({ start: "09:00", end: "17:00" });
    expect(nextWindow([{ start: "09:00", end: "12:00" }])).toEqual({ start: "13:00", end: "14:00" });
    expect(nextWindow([{ start: "14:00", end: "23:30" }])).toEqual({ start: "00:00", end: "01:00" });
    expect(nextWindow([{ start: "00:30", end: "24:00" }])).toEqual({ start: "00:00", end: "00:30" });
    expect(nextWindow([{ start: "00:00", end: "24:00" }])).toEqual({ start: "09:00", end: "17:00" });
  });

  it("summarises a day's windows in order and its teaching time", () => {
    const day = [
      { start: "14:00", end: "20:00" },
      { start: "09:00", end: "12:30" },
    ];
    expect(formatWindows(day)).toBe("09:00–12:30, 14:00–20:00");
    expect(hoursLabel(day)).toBe("9.5 hours");
    expect(hoursLabel([{ start: "09:00", end: "10:00" }])).toBe("1 hour");
  });

  it("reads today in the teacher's zone", () => {
    const at = new Date("2026-03-10T23:30:00Z");
    expect(todayIn("Europe/London", at)).toBe("2026-03-10");
    expect(todayIn("Asia/Tokyo", at)).toBe("2026-03-11");
    expect(todayIn("America/Los_Angeles", at)).toBe("2026-03-10");
    expect(todayIn("Not/A_Zone", at)).toBe("2026-03-10");
  });

  it("turns saved hours into form values: week in order, only exceptions from today on", () => {
    const values = toFormValues(
      {
        timeZone: "Asia/Riyadh",
        minimumNoticeHours: 6,
        weekly: [
          { day: 2, start: "14:00", end: "16:00" },
          { day: 0, start: "10:00", end: "11:00" },
          { day: 2, start: "09:00", end: "10:00" },
        ],
        exceptions: [
          { date: "2026-05-01", windows: [] },
          { date: "2026-03-09", windows: [] },
          { date: "2026-03-10", windows: [{ start: "09:00", end: "10:00" }] },
        ],
      },
      "2026-03-10",
    );
    expect(values.weekly.map((w) => `${w.day} ${w.start}`)).toEqual(["0 10:00", "2 09:00", "2 14:00"]);
    expect(values.exceptions?.map((e) => e.date)).toEqual(["2026-03-10", "2026-05-01"]);
  });

  it("shows a zone saved under its retired name under the current one the picker lists", () => {
    const values = toFormValues(
      { timeZone: "Asia/Calcutta", minimumNoticeHours: 12, weekly: [], exceptions: [] },
      "2026-03-10",
    );
    expect(values.timeZone).toBe("Asia/Kolkata");
  });
});

describe("issuesOf", () => {
  const base = { timeZone: "UTC", minimumNoticeHours: 12, weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] };

  it("finds nothing in the defaults", () => {
    const issues = issuesOf(base);
    expect([issues.weekly.days.size, issues.weekly.windows.size, issues.exceptions.size, issues.general]).toEqual([
      0,
      0,
      0,
      [],
    ]);
  });

  it("puts an overlap on its day, a backwards window on its place, an exception's message on the exception", () => {
    const issues = issuesOf({
      ...base,
      weekly: [
        { day: 3, start: "09:00", end: "12:00" },
        { day: 3, start: "11:00", end: "13:00" },
        { day: 5, start: "10:00", end: "09:00" },
      ],
      exceptions: [
        { date: "2026-12-25", windows: [] },
        { date: "2026-12-25", windows: [] },
      ],
    });
    expect([...issues.weekly.days]).toEqual([[3, ["Wednesday: windows overlap"]]]);
    expect([...issues.weekly.windows]).toEqual([[2, "A window must end after it starts"]]);
    expect([...issues.exceptions]).toEqual([[1, ["2026-12-25 is listed twice"]]]);
    expect(issues.general).toEqual([]);
  });
});
