// PATCH /api/plans/{id} (issue 33, decision 090): new weekly times from the next cycle on, checked as a new plan's
// against that cycle's first week, kept for the renewal; who may, and plans that can no longer change.
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, plans } from "@shared/schema";
import { signInAs, signUp, useTestApp } from "../test/test-app";
import { paidPlanCast } from "./plan-test-utils";

const ctx = useTestApp();

async function storedPlan(id: number) {
  const [row] = await ctx.db.db.select().from(plans).where(eq(plans.id, id));
  return row;
}

describe("PATCH /api/plans/{id}", () => {
  it("keeps the new weekly times for the next cycle and leaves this cycle's lessons as they are", async () => {
    const { parent, planId, day } = await paidPlanCast(ctx);
    const other = day === 6 ? 1 : day + 1;
    const weekly = [
      { day, time: "15:00" },
      { day: other, time: "10:00" },
    ];
    const res = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: planId,
      status: "active",
      weekly: [{ day, time: "17:00" }],
      nextWeekly: weekly,
    });
    expect(res.body.currentCycle.lessons).toHaveLength(4);
    expect((await storedPlan(planId)).nextWeekly).toEqual(weekly);
    const lessons = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, planId));
    expect(lessons.every((b) => b.status === "scheduled" && b.paymentStatus === "paid")).toBe(true);
    // Back to the plan's own times: nothing changes at the renewal.
    const back = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: [{ day, time: "17:00" }] });
    expect(back.status).toBe(200);
    expect(back.body.nextWeekly).toBeNull();
    expect((await parent.agent.get(`/api/plans/${planId}`).expect(200)).body.nextWeekly).toBeNull();
  });

  it("refuses a time the class does not offer in the next cycle's first week with 400 naming the date", async () => {
    const { parent, teacher, planId, day, date } = await paidPlanCast(ctx);
    // The next cycle begins four weeks after this one: on date(4).
    const late = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: [{ day, time: "22:00" }] });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain(`${date(4)} 22:00`);
    await teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: date(4), windows: [{ start: "09:00", end: "12:00" }] }] })
      .expect(200);
    const closed = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: [{ day, time: "16:00" }] });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toContain(`${date(4)} 16:00`);
    // Sunday: the teacher does not teach.
    const sunday = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: [{ day: 0, time: "16:00" }] });
    expect(sunday.status).toBe(400);
    expect(sunday.body.message).toMatch(/does not teach/);
    expect((await storedPlan(planId)).nextWeekly).toBeNull();
  });

  it("refuses bad weekly times with 400 and a clear message", async () => {
    const { parent, planId, day } = await paidPlanCast(ctx);
    const url = `/api/plans/${planId}`;
    const cases: [unknown, RegExp][] = [
      [[], /at least one weekly time/],
      [
        [
          { day, time: "15:00" },
          { day, time: "16:00" },
        ],
        /each day of the week at most once/,
      ],
      [Array.from({ length: 8 }, (_, i) => ({ day: i % 7, time: "15:00" })), /at most 7/],
      [[{ day: 7, time: "15:00" }], /0 \(Sunday\) to 6/],
      [[{ day, time: "5pm" }], /time such as 17:00/],
      ["Mondays", /list of/],
    ];
    for (const [weekly, message] of cases) {
      const res = await parent.agent.patch(url).send({ weekly });
      expect(res.status, JSON.stringify(weekly)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await parent.agent.patch(url).send({})).status).toBe(400);
    expect((await storedPlan(planId)).nextWeekly).toBeNull();
  });

  it("refuses a cancelled or ended plan with 409", async () => {
    const { parent, planId, day } = await paidPlanCast(ctx);
    for (const status of ["cancelled", "ended"] as const) {
      await ctx.db.db.update(plans).set({ status }).where(eq(plans.id, planId));
      const res = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: [{ day, time: "15:00" }] });
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe("This plan is cancelled or ended and can no longer be changed");
    }
    expect((await storedPlan(planId)).nextWeekly).toBeNull();
  });

  it("answers another parent with 404, the plan's teacher and admins with 403, nobody signed in with 401", async () => {
    const { parent, teacher, planId, day, body } = await paidPlanCast(ctx);
    const change = { weekly: [{ day, time: "15:00" }] };
    const other = await signUp(ctx);
    expect((await other.agent.patch(`/api/plans/${planId}`).send(change)).status).toBe(404);
    expect((await teacher.agent.patch(`/api/plans/${planId}`).send(change)).status).toBe(403);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.patch(`/api/plans/${planId}`).send(change)).status).toBe(403);
    expect((await supertest(ctx.app).patch(`/api/plans/${planId}`).send(change)).status).toBe(401);
    // A plan that does not exist: 404; an id that is not one: 400.
    expect((await parent.agent.patch("/api/plans/2147483647").send(change)).status).toBe(404);
    expect((await parent.agent.patch(`/api/plans/${body.classId}x`).send(change)).status).toBe(400);
    expect((await storedPlan(planId)).nextWeekly).toBeNull();
  });
});
