// A plan's first cycle made with fixed clocks across a clocks change (issue 33): the weekly time stays the teacher's
// wall-clock time (17:00 London, 17:00 New York), so the lessons' UTC instants move by an hour.
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@shared/teacher-hours";
import { bookingCast, useTestApp } from "../test/test-app";
import { createPlan } from "./plans.service";

const ctx = useTestApp();

async function planAt(timeZone: string, now: Date, startsOn: string, day: number) {
  const cast = await bookingCast(ctx);
  if (timeZone !== "Europe/London")
    await cast.teacher.agent
      .put("/api/teacher/availability")
      .send({ timeZone, minimumNoticeHours: 12, weekly: DEFAULT_WEEKLY_HOURS })
      .expect(200);
  const viewer = { id: cast.parent.user.id, roles: ["parent" as const], currentRole: "parent" as const };
  return createPlan(
    { db: ctx.db.db },
    viewer,
    { classId: cast.classId, studentId: cast.studentId, weekly: [{ day, time: "17:00" }], startsOn },
    now,
  );
}

describe("a plan across a clocks change", () => {
  it("keeps 17:00 in London when British Summer Time ends", async () => {
    const plan = await planAt("Europe/London", new Date("2027-10-14T09:00:00Z"), "2027-10-18", 1);
    expect(plan.currentCycle).toMatchObject({ startsOn: "2027-10-18", endsOn: "2027-11-14", amount: "80.00" });
    expect(plan.currentCycle.lessons.map((l) => l.scheduledAt)).toEqual([
      "2027-10-18T16:00:00.000Z",
      "2027-10-25T16:00:00.000Z",
      "2027-11-01T17:00:00.000Z",
      "2027-11-08T17:00:00.000Z",
    ]);
    expect(plan.renewsOn).toBe("2027-11-12");
  });

  it("keeps 17:00 in New York when daylight saving time starts", async () => {
    const plan = await planAt("America/New_York", new Date("2027-02-25T09:00:00Z"), "2027-03-01", 3);
    expect(plan.currentCycle.lessons.map((l) => l.scheduledAt)).toEqual([
      "2027-03-03T22:00:00.000Z",
      "2027-03-10T22:00:00.000Z",
      "2027-03-17T21:00:00.000Z",
      "2027-03-24T21:00:00.000Z",
    ]);
  });
});
