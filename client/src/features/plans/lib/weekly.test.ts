import { describe, expect, it } from "vitest";
import type { Slot } from "@shared/classes";
import { firstWeek, slotDays, toggleChoice } from "./weekly";

const slot = (date: string, time: string, startsAt: string, available = true): Slot => ({
  date,
  time,
  startsAt,
  available,
});

describe("weekly times", () => {
  it("takes the 7 days from the start as the weekly pattern, across a month's end", () => {
    expect(firstWeek("2027-01-28")).toEqual({ from: "2027-01-28", to: "2027-02-03" });
  });

  it("groups open slots by the parent's day and keeps the teacher's weekday and time", () => {
    // Karachi (UTC+5) Monday 02:00 is still Sunday evening in London: the parent sees it on Sunday.
    const days = slotDays(
      [
        slot("2027-01-04", "10:00", "2027-01-04T05:00:00.000Z"),
        slot("2027-01-04", "02:00", "2027-01-03T21:00:00.000Z"),
        slot("2027-01-05", "10:00", "2027-01-05T05:00:00.000Z", false),
      ],
      "Europe/London",
    );
    expect(days.map((d) => d.date)).toEqual(["2027-01-03", "2027-01-04"]);
    expect(days[0].slots[0]).toMatchObject({ day: 1, time: "02:00" });
    expect(days[1].slots.map((s) => s.time)).toEqual(["10:00"]);
  });

  it("allows one time per teacher's day: a second replaces the first, the same one unpicks it", () => {
    let chosen = toggleChoice([], { day: 3, time: "17:00" });
    chosen = toggleChoice(chosen, { day: 1, time: "17:00" });
    expect(chosen).toEqual([
      { day: 1, time: "17:00" },
      { day: 3, time: "17:00" },
    ]);
    chosen = toggleChoice(chosen, { day: 1, time: "18:00" });
    expect(chosen).toEqual([
      { day: 1, time: "18:00" },
      { day: 3, time: "17:00" },
    ]);
    expect(toggleChoice(chosen, { day: 3, time: "17:00" })).toEqual([{ day: 1, time: "18:00" }]);
  });
});
