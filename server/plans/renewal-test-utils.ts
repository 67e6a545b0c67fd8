// What the renewal tests share: PayPal's local fake (it counts the charges of a saved method), and a plan whose first
// cycle is paid, with the moment its renewal is due.
import supertest from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
import { asc, eq } from "drizzle-orm";
import { bookings, planCycles, plans, teacherProfiles } from "@shared/schema";
import type { PaymentGateway } from "../payments/gateway";
import { paypalGateway } from "../payments/paypal-gateway";
import { startFakePayPal, type FakePayPal } from "../test/fake-paypal";
import type { TestContext } from "../test/test-app";
import { planCast } from "./plan-test-utils";
import { addDays } from "./plans.rules";

export function useRenewals(ctx: TestContext) {
  const env = {} as { fake: FakePayPal; gateway: PaymentGateway };
  beforeAll(async () => {
    env.fake = await startFakePayPal("test-client-id", "test-client-secret");
    env.gateway = paypalGateway({
      clientId: "test-client-id",
      clientSecret: "test-client-secret",
      environment: "sandbox",
      apiBaseUrl: env.fake.url,
    });
  });
  afterAll(async () => {
    await env.fake?.close();
  });

  /** An active plan of 4 lessons at 20.00 on one weekday, its first cycle paid through PayPal. */
  async function paidPlan(timeZone?: string) {
    const app = ctx.makeApp({ payments: env.gateway, limits: { login: 1000, register: 1000, upload: 1000 } });
    const cast = await planCast(ctx);
    // The teacher's calendar (and so the plan's weekly times) in another zone.
    if (timeZone)
      await ctx.db.db.update(teacherProfiles).set({ timeZone }).where(eq(teacherProfiles.userId, cast.teacher.user.id));
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const made = await agent.post("/api/plans").send(cast.body);
    expect(made.status, made.text).toBe(201);
    const body = { amount: "80.00", currency: "USD", intent: "CAPTURE", planId: made.body.id };
    const order = await agent.post("/order").send(body);
    env.fake.approve(order.body.id);
    expect((await agent.post(`/order/${order.body.id}/capture`)).body.paymentStatus).toBe("paid");
    const id = made.body.id as number;
    const [plan] = await ctx.db.db.select().from(plans).where(eq(plans.id, id));
    const firstEndsOn = made.body.currentCycle.endsOn as string;
    // Noon (UTC) on the day the renewal is due: two days before the first cycle's last day.
    const dueAt = new Date(`${addDays(firstEndsOn, -2)}T12:00:00Z`);
    // The teacher signed in on the same app (with this PayPal), to cancel or report its lessons.
    const teacher = supertest.agent(app);
    await teacher
      .post("/api/login")
      .send({ username: cast.teacher.username, password: cast.teacher.password })
      .expect(200);
    return { id, vaultId: plan.vaultId as string, dueAt, agent, teacher, cast, firstEndsOn };
  }

  const cycles = (planId: number) =>
    ctx.db.db.select().from(planCycles).where(eq(planCycles.planId, planId)).orderBy(asc(planCycles.number));
  const lessonsOf = (cycleId: number) => ctx.db.db.select().from(bookings).where(eq(bookings.planCycleId, cycleId));
  const statusOf = async (planId: number) =>
    (await ctx.db.db.select().from(plans).where(eq(plans.id, planId)))[0].status;
  return { env, paidPlan, cycles, lessonsOf, statusOf };
}
