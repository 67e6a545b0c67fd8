import { describe, expect, it } from "vitest";
import { planItem } from "@/test/plan-item";
import { weeklyInstant, weeklySlotsIn } from "./plan-times";

describe("weeklySlotsIn", () => {
  it("reads the teacher's weekly times in another zone, the day moving with the time", () => {
    const plan = planItem();
    expect(weeklySlotsIn(plan, "Europe/London")).toMatchObject([
      { day: "Monday", time: "12:00 PM" },
      { day: "Tuesday", time: "10:00 PM" },
    ]);
    expect(weeklySlotsIn(plan, "Asia/Karachi")).toMatchObject([
      { day: "Monday", time: "5:00 PM" },
      { day: "Wednesday", time: "3:00 AM" },
    ]);
  });

  it("without a lesson on that weekday, dates it from the cycle's start in the teacher's zone", () => {
    const plan = planItem({ currentCycle: { ...planItem().currentCycle, lessons: [] } });
    expect(weeklyInstant(plan, { day: 3, time: "03:00" }).toISOString()).toBe("2030-03-05T22:00:00.000Z");
    // A start on Monday: the Sunday is the one six days later.
    expect(weeklyInstant(plan, { day: 0, time: "10:00" }).toISOString()).toBe("2030-03-10T05:00:00.000Z");
    expect(weeklySlotsIn(plan, "America/New_York")).toMatchObject([
      { day: "Monday", time: "7:00 AM" },
      { day: "Tuesday", time: "5:00 PM" },
    ]);
  });

  it("takes a lesson's own instant across a clock change rather than the cycle's first week", () => {
    // London springs forward on 31 March 2030: a lesson after it reads an hour later there than one before.
    const base = planItem();
    const plan = {
      ...base,
      weekly: [{ day: 1, time: "17:00" }],
      currentCycle: {
        ...base.currentCycle,
        startsOn: "2030-03-30",
        lessons: [{ bookingId: 9, scheduledAt: "2030-04-01T12:00:00.000Z" }],
      },
    };
    expect(weeklySlotsIn(plan, "Europe/London")).toMatchObject([{ day: "Monday", time: "1:00 PM" }]);
  });
});
