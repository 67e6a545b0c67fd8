// Issue 33: a plan's teacher is told of a new plan once it is paid, of a pause and of a cancellation, in the bell
// with a link to the roster; a plan cancelled before it was paid tells nobody.
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@shared/schema";
import { useTestApp } from "../test/test-app";
import { planCast } from "./plan-test-utils";

const ctx = useTestApp();

async function teacherBell(teacherId: number) {
  const rows = await ctx.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, teacherId), eq(notifications.type, "booking")));
  return rows.filter((n) => (n.data as { planId?: number } | null)?.planId !== undefined);
}

describe("what a plan's teacher is told", () => {
  it("hears of the plan when it is paid, of a pause and of the cancellation", async () => {
    const cast = await planCast(ctx);
    const agent = supertest.agent(ctx.app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const made = await agent.post("/api/plans").send(cast.body);
    expect(made.status, made.text).toBe(201);
    // Not yet paid: nothing to tell.
    expect(await teacherBell(cast.teacher.user.id)).toHaveLength(0);
    const order = await agent
      .post("/order")
      .send({ amount: "80.00", currency: "USD", intent: "CAPTURE", planId: made.body.id });
    expect((await agent.post(`/order/${order.body.id}/capture`)).body.paymentStatus).toBe("paid");
    const [started] = await teacherBell(cast.teacher.user.id);
    expect(started).toMatchObject({
      title: "New weekly plan",
      data: { planId: made.body.id, link: "/teacher/dashboard?tab=bookings" },
    });
    expect(started.message).toContain("every week");

    await agent
      .post(`/api/plans/${made.body.id}/pause`)
      .send({ from: cast.date(1), until: cast.date(2) })
      .expect(200);
    await agent.post(`/api/plans/${made.body.id}/cancel`).expect(200);
    const told = (await teacherBell(cast.teacher.user.id)).map((n) => n.title).sort();
    expect(told).toEqual(["New weekly plan", "Weekly plan cancelled", "Weekly plan paused"]);
    const paused = (await teacherBell(cast.teacher.user.id)).find((n) => n.title === "Weekly plan paused");
    expect(paused?.message).toContain(`from ${cast.date(1)} to ${cast.date(2)}`);
  });

  it("tells nobody of a plan cancelled before it was paid", async () => {
    const cast = await planCast(ctx);
    const agent = supertest.agent(ctx.app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const made = await agent.post("/api/plans").send(cast.body);
    await agent.post(`/api/plans/${made.body.id}/cancel`).expect(200);
    expect(await teacherBell(cast.teacher.user.id)).toHaveLength(0);
  });
});
