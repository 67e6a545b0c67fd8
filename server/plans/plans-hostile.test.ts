// Hostile pass over weekly plans (issue 33): another family taking a plan's weekly times beyond its made cycles, by a
// plan of its own or a change; pause and resume misuse; who may touch a plan.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { plans } from "@shared/schema";
import { signInAs, signUp, useTestApp, type TestContext } from "../test/test-app";
import { markPaid, paidPlanCast, planRows } from "./plan-test-utils";

const ctx = useTestApp();

/** A paid plan that renews: a saved method, as a capture keeps. */
async function renewingPlan(c: TestContext) {
  const cast = await paidPlanCast(c);
  await c.db.db.update(plans).set({ vaultId: "vault-test" }).where(eq(plans.id, cast.planId));
  return cast;
}

/** Another family with a child, signed in. */
async function family(c: TestContext) {
  const parent = await signUp(c);
  const kid = await parent.agent.post("/api/student/profile").send({ name: "Amina", age: 8, level: "beginner" });
  return { parent, studentId: kid.body.id as number };
}

describe("another family's weekly times", () => {
  it("refuses a plan starting after a paid plan's cycle on its weekly time (409 naming the date), nothing written", async () => {
    const victim = await renewingPlan(ctx);
    const thief = await family(ctx);
    const body = { ...victim.body, studentId: thief.studentId, startsOn: victim.date(4) };
    const before = await planRows(ctx);
    const res = await thief.parent.agent.post("/api/plans").send(body);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toContain(`${victim.date(4)} 17:00`);
    expect(await planRows(ctx)).toEqual(before);
    // Another time of the same day is free; and once the plan is cancelled, its time is free again.
    const other = await thief.parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [{ day: victim.day, time: "15:00" }] });
    expect(other.status, other.text).toBe(201);
    await victim.parent.agent.post(`/api/plans/${victim.planId}/cancel`).expect(200);
    await thief.parent.agent.post(`/api/plans/${other.body.id}/cancel`).expect(200);
    expect((await thief.parent.agent.post("/api/plans").send(body)).status).toBe(201);
  });

  it("keeps a plan's changed times (nextWeekly) ahead of its cycles, not its old ones", async () => {
    const victim = await renewingPlan(ctx);
    await victim.parent.agent
      .patch(`/api/plans/${victim.planId}`)
      .send({ weekly: [{ day: victim.day, time: "15:00" }] })
      .expect(200);
    const thief = await family(ctx);
    const body = { ...victim.body, studentId: thief.studentId, startsOn: victim.date(4) };
    const taken = await thief.parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [{ day: victim.day, time: "15:00" }] });
    expect(taken.status, taken.text).toBe(409);
    expect((await thief.parent.agent.post("/api/plans").send(body)).status).toBe(201);
  });

  it("refuses a change onto another family's weekly time (409 naming the date) and keeps nothing", async () => {
    const victim = await renewingPlan(ctx);
    const thief = await family(ctx);
    const made = await thief.parent.agent
      .post("/api/plans")
      .send({ ...victim.body, studentId: thief.studentId, weekly: [{ day: victim.day, time: "15:00" }] });
    expect(made.status, made.text).toBe(201);
    await markPaid(ctx, made.body.id);
    const res = await thief.parent.agent.patch(`/api/plans/${made.body.id}`).send({ weekly: victim.body.weekly });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toContain(`${victim.date(4)} 17:00`);
    const [row] = await ctx.db.db.select().from(plans).where(eq(plans.id, made.body.id));
    expect(row.nextWeekly).toBeNull();
    // Its own times, or free ones, can still be chosen.
    const free = await thief.parent.agent
      .patch(`/api/plans/${made.body.id}`)
      .send({ weekly: [{ day: victim.day, time: "11:00" }] });
    expect(free.status, free.text).toBe(200);
    expect(free.body.nextWeekly).toEqual([{ day: victim.day, time: "11:00" }]);
  });

  it("keeps nothing ahead for a plan without a saved method: it never renews", async () => {
    const victim = await paidPlanCast(ctx);
    const other = await family(ctx);
    const res = await other.parent.agent
      .post("/api/plans")
      .send({ ...victim.body, studentId: other.studentId, startsOn: victim.date(4) });
    expect(res.status, res.text).toBe(201);
  });

  it("lets the family change its own plan to its own times and back", async () => {
    const { parent, planId, body } = await paidPlanCast(ctx);
    const res = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: body.weekly });
    expect(res.status, res.text).toBe(200);
    expect(res.body.nextWeekly).toBeNull();
  });
});

describe("pause and resume misuse", () => {
  it("refuses resuming a plan not paused, a pause still to come, and a second resume (409)", async () => {
    const { parent, planId, date } = await paidPlanCast(ctx);
    expect((await parent.agent.post(`/api/plans/${planId}/resume`)).status).toBe(409);
    await parent.agent
      .post(`/api/plans/${planId}/pause`)
      .send({ from: date(1), until: date(2) })
      .expect(200);
    expect((await parent.agent.post(`/api/plans/${planId}/resume`)).status).toBe(409);
  });

  it("refuses pausing or changing a cancelled plan (409), and pausing one awaiting payment", async () => {
    const { parent, planId, date, body } = await paidPlanCast(ctx);
    await parent.agent.post(`/api/plans/${planId}/cancel`).expect(200);
    expect((await parent.agent.post(`/api/plans/${planId}/pause`).send({ from: date(1), until: date(2) })).status).toBe(
      409,
    );
    expect((await parent.agent.patch(`/api/plans/${planId}`).send({ weekly: body.weekly })).status).toBe(409);
    expect((await parent.agent.post(`/api/plans/${planId}/resume`)).status).toBe(409);
    const pending = await parent.agent.post("/api/plans").send({ ...body, startsOn: date(4) });
    expect(pending.status, pending.text).toBe(201);
    const paused = await parent.agent
      .post(`/api/plans/${pending.body.id}/pause`)
      .send({ from: date(5), until: date(6) });
    expect(paused.status).toBe(409);
  });

  it("lets nobody but the family pause, resume or change, and an admin only cancel", async () => {
    const { parent, teacher, planId, date, body } = await paidPlanCast(ctx);
    const other = await family(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    const pause = { from: date(1), until: date(2) };
    for (const [who, want] of [
      [other.parent, 404],
      [teacher, 403],
      [admin, 403],
    ] as const) {
      expect((await who.agent.post(`/api/plans/${planId}/pause`).send(pause)).status).toBe(want);
      expect((await who.agent.post(`/api/plans/${planId}/resume`)).status).toBe(want);
      expect((await who.agent.patch(`/api/plans/${planId}`).send({ weekly: body.weekly })).status).toBe(want);
    }
    expect((await other.parent.agent.post(`/api/plans/${planId}/cancel`)).status).toBe(404);
    expect((await teacher.agent.post(`/api/plans/${planId}/cancel`)).status).toBe(403);
    // Another family's child in a plan of one's own: 404, nothing written.
    const before = await planRows(ctx);
    const res = await other.parent.agent.post("/api/plans").send({ ...body, startsOn: date(4) });
    expect(res.status).toBe(404);
    expect(await planRows(ctx)).toEqual(before);
    expect((await parent.agent.get(`/api/plans/${planId}`)).body.status).toBe("active");
  });
});
