// GET /api/plans, GET /api/plans/{id} and POST /api/plans/{id}/cancel (issue 33): who reads a plan, what the teacher
// sees of the family, and a cancellation that releases the unpaid holds and lets paid lessons go ahead.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, planCycles, plans } from "@shared/schema";
import { signInAs, signUp, slotAt, useTestApp } from "../test/test-app";
import { planCast } from "./plan-test-utils";
import { addDays } from "./plans.rules";

const ctx = useTestApp();

describe("reading plans", () => {
  it("shows a plan to its parent, its teacher and admins, and to nobody else (404)", async () => {
    const { parent, teacher, body } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    const admin = await signInAs(ctx, ["admin"]);
    for (const reader of [parent, teacher, admin]) {
      const res = await reader.agent.get(`/api/plans/${made.body.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: made.body.id,
        status: "pending_payment",
        studentName: "Zayd",
        currentCycle: made.body.currentCycle,
        lastLessonAt: null,
      });
    }
    expect((await parent.agent.get(`/api/plans/${made.body.id}`)).body.nextCycle).toBeNull();
    // Once the renewal made the next cycle, before it begins, the plan shows both.
    const { endsOn } = made.body.currentCycle;
    await ctx.db.db.insert(planCycles).values({
      planId: made.body.id,
      number: 2,
      startsOn: addDays(endsOn, 1),
      endsOn: addDays(endsOn, 28),
      amount: "80.00",
    });
    const both = await parent.agent.get(`/api/plans/${made.body.id}`).expect(200);
    expect(both.body.currentCycle.number).toBe(1);
    expect(both.body.nextCycle).toMatchObject({ number: 2, startsOn: addDays(endsOn, 1), lessons: [], skipped: [] });
    const stranger = await signUp(ctx);
    expect((await stranger.agent.get(`/api/plans/${made.body.id}`)).status).toBe(404);
    expect((await stranger.agent.get("/api/plans/999999999")).status).toBe(404);
  });

  it("lists the parent's and the teacher's plans, paged, and never the parent's contact details", async () => {
    const { parent, teacher, body } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    const mine = await parent.agent.get("/api/plans?limit=5&offset=0").expect(200);
    expect(mine.headers["x-total-count"]).toBe("1");
    expect(mine.body.map((p: { id: number }) => p.id)).toEqual([made.body.id]);
    const roster = await teacher.agent.get("/api/plans").expect(200);
    expect(roster.body).toHaveLength(1);
    expect(roster.body[0]).toMatchObject({ studentName: "Zayd", weekly: body.weekly });
    const text = JSON.stringify(roster.body);
    expect(text).not.toContain(parent.user.email);
    expect(text).not.toContain(parent.username);
    expect(text).not.toMatch(/"(email|phone|parentName)"/);
    // Its lessons are bookings in the family's list, each saying which plan it belongs to.
    const lessons = await parent.agent.get("/api/bookings").expect(200);
    expect(lessons.body.map((b: { planId: number }) => b.planId)).toEqual([
      made.body.id,
      made.body.id,
      made.body.id,
      made.body.id,
    ]);
    const stranger = await signUp(ctx);
    const none = await stranger.agent.get("/api/plans").expect(200);
    // Nor does a stranger read its lessons: a booking of another family is 404.
    expect((await stranger.agent.get(`/api/bookings/${lessons.body[0].id}`)).status).toBe(404);
    expect(none.body).toEqual([]);
    expect((await parent.agent.get("/api/plans?limit=1000")).status).toBe(400);
  });
});

describe("plan lessons on the teacher's calendar (issue 33)", () => {
  it("carries planId on a plan's lessons and null on a single booking, in the list and the .ics", async () => {
    const { parent, teacher, body, classId, studentId } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    const one = await parent.agent
      .post("/api/bookings")
      .send({ classId, studentId, scheduledAt: slotAt(body.startsOn, "14:00") });
    expect(one.status).toBe(201);
    const list = await teacher.agent.get("/api/bookings").expect(200);
    const byId = new Map(list.body.map((b: { id: number; planId: number | null }) => [b.id, b.planId]));
    expect(byId.get(one.body.id)).toBeNull();
    const planLessons = [...byId].filter(([, planId]) => planId === made.body.id);
    expect(planLessons).toHaveLength(4);
    const description = async (id: number) => {
      const res = await teacher.agent.get(`/api/bookings/${id}/calendar.ics`).buffer(true).expect(200);
      return String(res.text).replace(/\r\n[ \t]/g, "");
    };
    expect(await description(planLessons[0][0] as number)).toContain("Weekly plan lesson");
    expect(await description(one.body.id)).not.toContain("Weekly plan");
  });
});

describe("POST /api/plans/{id}/cancel", () => {
  it("cancels a plan awaiting payment: its held lessons are released; a second cancel is 409", async () => {
    const { parent, teacher, body } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    expect((await teacher.agent.post(`/api/plans/${made.body.id}/cancel`)).status).toBe(403);
    const stranger = await signUp(ctx);
    expect((await stranger.agent.post(`/api/plans/${made.body.id}/cancel`)).status).toBe(404);
    const res = await parent.agent.post(`/api/plans/${made.body.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", renewsOn: null, lastLessonAt: null });
    expect(res.body.currentCycle.lessons).toEqual([]);
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, made.body.id));
    expect(rows.map((b) => b.status)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
    // The slots are free again: another family can make a plan on them.
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Bilal", age: 10, level: "beginner" });
    await other.agent
      .post("/api/plans")
      .send({ ...body, studentId: kid.body.id })
      .expect(201);
    const again = await parent.agent.post(`/api/plans/${made.body.id}/cancel`);
    expect(again.status).toBe(409);
  });

  it("lets paid lessons go ahead and says when the last one is; an admin may cancel", async () => {
    const { parent, body } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    await ctx.db.db.update(plans).set({ status: "active" }).where(eq(plans.id, made.body.id));
    await ctx.db.db
      .update(bookings)
      .set({ paymentStatus: "paid", expiresAt: null })
      .where(eq(bookings.planId, made.body.id));
    const admin = await signInAs(ctx, ["admin"]);
    const res = await admin.agent.post(`/api/plans/${made.body.id}/cancel`);
    expect(res.status).toBe(200);
    const lessons = made.body.currentCycle.lessons as { scheduledAt: string }[];
    expect(res.body).toMatchObject({ status: "cancelled", lastLessonAt: lessons[3].scheduledAt, renewsOn: null });
    expect(res.body.currentCycle.lessons).toEqual(made.body.currentCycle.lessons);
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, made.body.id));
    expect(rows.every((b) => b.status === "scheduled" && b.paymentStatus === "paid")).toBe(true);
  });
});
