// POST /api/plans/{id}/pause and /resume (issue 33, decision 090): lessons in a pause credited once, the limits (60
// days, twice a year), who may, two pauses at once, and the paused weekly times kept from other plans only.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings, planCredits, planPauses, plans } from "@shared/schema";
import { wallClockIn } from "@shared/wall-clock";
import { signInAs, signUp, slotAt, useTestApp, validClass } from "../test/test-app";
import { paidPlanCast, planCast } from "./plan-test-utils";
import { addDays } from "./plans.rules";

const ctx = useTestApp();
const today = () => wallClockIn(new Date(), "Europe/London").date;

async function creditsOf(planId: number) {
  return ctx.db.db.select().from(planCredits).where(eq(planCredits.planId, planId));
}

describe("POST /api/plans/{id}/pause", () => {
  it("cancels the paid lessons inside the pause, credits each once, and lists the pause and credits", async () => {
    const { parent, planId, date } = await paidPlanCast(ctx);
    const res = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from: date(1), until: date(2) });
    expect(res.status, res.text).toBe(200);
    // The pause begins after today: the plan is active until then.
    expect(res.body).toMatchObject({
      id: planId,
      status: "active",
      pauses: [{ from: date(1), until: date(2) }],
      credits: { count: 2, amount: "40.00" },
    });
    expect(res.body.currentCycle.lessons).toHaveLength(2);
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, planId));
    const cancelled = rows.filter((b) => b.status === "cancelled").map((b) => b.scheduledAt.toISOString());
    expect(cancelled.sort()).toEqual([slotAt(date(1), "17:00"), slotAt(date(2), "17:00")]);
    const credits = await creditsOf(planId);
    expect(credits).toHaveLength(2);
    for (const c of credits) expect(c).toMatchObject({ reason: "paused", amountCents: 2000, usedInCycleId: null });
    // A second pause over the same days is refused and credits nothing more.
    const again = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from: date(2), until: date(3) });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already paused/);
    expect(await creditsOf(planId)).toHaveLength(2);
    const listed = await parent.agent.get("/api/plans").expect(200);
    expect(listed.body[0]).toMatchObject({ credits: { count: 2, amount: "40.00" }, pauses: res.body.pauses });
  });

  it("leaves a lesson less than 12 hours ahead to go ahead, uncredited: a pause is not a late cancellation", async () => {
    const { parent, planId, date } = await paidPlanCast(ctx);
    const [first] = await ctx.db.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.planId, planId), eq(bookings.scheduledAt, new Date(slotAt(date(0), "17:00")))));
    const soon = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
    await ctx.db.db
      .update(bookings)
      .set({ scheduledAt: soon, endsAt: new Date(soon.getTime() + 3_600_000) })
      .where(eq(bookings.id, first.id));
    const res = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from: today(), until: date(1) });
    expect(res.status, res.text).toBe(200);
    const [kept] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(kept.status).toBe("scheduled");
    const credited = (await creditsOf(planId)).map((c) => c.bookingId);
    expect(credited).not.toContain(first.id);
    expect(credited).toHaveLength(1);
  });

  it("shows the plan paused while today is inside the pause, and resume makes it active again", async () => {
    const { parent, teacher, planId, date } = await paidPlanCast(ctx);
    const res = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from: today(), until: date(1) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("paused");
    expect(res.body.credits).toEqual({ count: 2, amount: "40.00" });
    // Still `active` as stored: the pause is what makes it paused (decision 090).
    const [row] = await ctx.db.db.select().from(plans).where(eq(plans.id, planId));
    expect(row.status).toBe("active");
    expect((await teacher.agent.get(`/api/plans/${planId}`).expect(200)).body.status).toBe("paused");
    expect((await teacher.agent.post(`/api/plans/${planId}/resume`)).status).toBe(403);
    const resumed = await parent.agent.post(`/api/plans/${planId}/resume`);
    expect(resumed.status, resumed.text).toBe(200);
    // Begun today, so it ends today; the lessons it cancelled stay credits.
    expect(resumed.body).toMatchObject({ status: "active", pauses: [{ from: today(), until: today() }] });
    expect(resumed.body.credits.count).toBe(2);
    const again = await parent.agent.post(`/api/plans/${planId}/resume`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This plan is not paused");
  });

  it("refuses a pause of more than 60 days (409), one beginning before today or ending before it begins (400)", async () => {
    const { parent, planId } = await paidPlanCast(ctx);
    const from = addDays(today(), 1);
    const long = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from, until: addDays(from, 60) });
    expect(long.status).toBe(409);
    expect(long.body.message).toBe("A pause can last at most 60 days");
    const past = await parent.agent
      .post(`/api/plans/${planId}/pause`)
      .send({ from: addDays(today(), -1), until: from });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/before today/);
    const reversed = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from, until: addDays(from, -1) });
    expect(reversed.status).toBe(400);
    expect(
      (await parent.agent.post(`/api/plans/${planId}/pause`).send({ from: "2027-02-30", until: from })).status,
    ).toBe(400);
    expect(await ctx.db.db.select().from(planPauses).where(eq(planPauses.planId, planId))).toHaveLength(0);
    // Exactly 60 days is allowed.
    const ok = await parent.agent.post(`/api/plans/${planId}/pause`).send({ from, until: addDays(from, 59) });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.credits.count).toBe(4);
  });

  it("refuses a third pause within a year with 409 saying so", async () => {
    const { parent, planId, date } = await paidPlanCast(ctx);
    const pause = (from: string) => parent.agent.post(`/api/plans/${planId}/pause`).send({ from, until: from });
    expect((await pause(date(1))).status).toBe(200);
    expect((await pause(date(2))).status).toBe(200);
    const third = await pause(date(3));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("A plan can be paused at most twice in a year");
    expect(await creditsOf(planId)).toHaveLength(2);
    // A pause that began more than 365 days before the next counts no more.
    await ctx.db.db
      .update(planPauses)
      .set({ fromOn: addDays(date(1), -400), untilOn: addDays(date(1), -399) })
      .where(and(eq(planPauses.planId, planId), eq(planPauses.fromOn, date(1))));
    expect((await pause(date(3))).status).toBe(200);
  });

  it("refuses a plan that is not active (409), another parent (404), its teacher and admins (403)", async () => {
    const { parent, teacher, body, date } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    const url = `/api/plans/${made.body.id}/pause`;
    const pause = { from: date(1), until: date(1) };
    const unpaid = await parent.agent.post(url).send(pause);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe("Only an active plan can be paused");
    await ctx.db.db.update(plans).set({ status: "active" }).where(eq(plans.id, made.body.id));
    const other = await signUp(ctx);
    expect((await other.agent.post(url).send(pause)).status).toBe(404);
    expect((await other.agent.post(`/api/plans/${made.body.id}/resume`)).status).toBe(404);
    expect((await teacher.agent.post(url).send(pause)).status).toBe(403);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.post(url).send(pause)).status).toBe(403);
    expect((await parent.agent.post("/api/plans/999999/pause").send(pause)).status).toBe(404);
    expect(await ctx.db.db.select().from(planPauses).where(eq(planPauses.planId, made.body.id))).toHaveLength(0);
    await ctx.db.db.update(plans).set({ status: "cancelled" }).where(eq(plans.id, made.body.id));
    expect((await parent.agent.post(url).send(pause)).status).toBe(409);
  });

  it("gives one of two pauses at once the pause, the other a 409, and credits each lesson once", async () => {
    const { parent, planId, date } = await paidPlanCast(ctx);
    const send = () => parent.agent.post(`/api/plans/${planId}/pause`).send({ from: date(1), until: date(3) });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.db.db.select().from(planPauses).where(eq(planPauses.planId, planId))).toHaveLength(1);
    expect(await creditsOf(planId)).toHaveLength(3);
  });

  it("frees the paused lessons' slots for single bookings but keeps the weekly time from other plans", async () => {
    const { parent, planId, date, body } = await paidPlanCast(ctx);
    await parent.agent
      .post(`/api/plans/${planId}/pause`)
      .send({ from: date(1), until: date(2) })
      .expect(200);
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Amina", age: 8, level: "beginner" });
    const single = await other.agent
      .post("/api/bookings")
      .send({ classId: body.classId, studentId: kid.body.id, scheduledAt: slotAt(date(1), "17:00") });
    expect(single.status, single.text).toBe(201);
    const plan = { ...body, studentId: kid.body.id, startsOn: date(2) };
    const refused = await other.agent.post("/api/plans").send(plan);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${date(2)} 17:00`);
    expect(refused.body.message).toMatch(/paused/);
    // Another weekly time the same days is free to take.
    const weekly = [{ day: body.weekly[0].day, time: "15:00" }];
    expect((await other.agent.post("/api/plans").send({ ...plan, weekly })).status).toBe(201);
  });

  it("keeps the paused time from a plan on another class of the same teacher too", async () => {
    const { parent, teacher, planId, date, body } = await paidPlanCast(ctx);
    await parent.agent
      .post(`/api/plans/${planId}/pause`)
      .send({ from: date(1), until: date(2) })
      .expect(200);
    const second = await teacher.agent.post("/api/classes").send(validClass()).expect(201);
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Yusuf", age: 9, level: "beginner" });
    const plan = { ...body, classId: second.body.id, studentId: kid.body.id, startsOn: date(1) };
    const refused = await other.agent.post("/api/plans").send(plan);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${date(1)} 17:00`);
  });

  it("gives no sibling discount beside a plan paused now", async () => {
    const { parent, teacher, planId, classId, body, date } = await paidPlanCast(ctx);
    await teacher.agent.patch(`/api/classes/${classId}`).send({ siblingDiscountPercent: 50 }).expect(200);
    const sister = await parent.agent.post("/api/student/profile").send({ name: "Maryam", age: 7, level: "beginner" });
    const second = { ...body, studentId: sister.body.id, weekly: [{ day: body.weekly[0].day, time: "15:00" }] };
    await parent.agent
      .post(`/api/plans/${planId}/pause`)
      .send({ from: today(), until: date(0) })
      .expect(200);
    const res = await parent.agent.post("/api/plans").send({ ...second, amount: "40.00" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/total has changed/);
    await parent.agent.post(`/api/plans/${planId}/resume`).expect(200);
    expect((await parent.agent.post("/api/plans").send({ ...second, amount: "40.00" })).status).toBe(201);
  });

  it("slows many pauses, resumes and changes by one user (429)", async () => {
    const { parent, planId } = await paidPlanCast(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await parent.agent.post(`/api/plans/${planId}/resume`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
