// Paying a plan's first cycle (issue 33, decision 089) with each gateway: the order is for the cycle's amount, the
// capture pays every lesson once, activates the plan and keeps the saved method, which renewals can then charge.
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, planCycles, plans } from "@shared/schema";
import type { createApp } from "../app";
import { signUp, useTestApp } from "../test/test-app";
import { startFakePayPal, type FakePayPal } from "../test/fake-paypal";
import { paymentModes } from "../test/payment-modes";
import { planCast } from "../plans/plan-test-utils";
import type { PaymentGateway } from "./gateway";
import { markPlanPaid, PLAN_HOLDS_LAPSED, PLAN_NOT_PAYABLE } from "./plan-payments";
import { PLAN_LESSON_ALONE } from "./payments.rules";

const ctx = useTestApp();
let fake: FakePayPal;
beforeAll(async () => {
  fake = await startFakePayPal("test-client-id", "test-client-secret");
});
afterAll(async () => {
  await fake?.close();
});

const orderBody = (planId: number, amount = "80.00") => ({ amount, currency: "USD", intent: "CAPTURE", planId });

describe.each(paymentModes(() => fake))("a plan's first payment with %s", (_mode, makeGateway, buyerApproves) => {
  let app: ReturnType<typeof createApp>;
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = makeGateway(ctx.db.pool);
    app = ctx.makeApp({ payments: gateway, limits: { login: 1000, register: 1000, upload: 1000 } });
  });

  /** A parent signed in on this mode's app with a plan of 4 lessons at 20.00 awaiting payment. */
  async function unpaidPlan() {
    const cast = await planCast(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const res = await agent.post("/api/plans").send(cast.body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.currentCycle.amount).toBe("80.00");
    return { agent, plan: res.body as { id: number }, cast };
  }
  const planRow = async (id: number) => (await ctx.db.db.select().from(plans).where(eq(plans.id, id)))[0];
  const lessons = (id: number) => ctx.db.db.select().from(bookings).where(eq(bookings.planId, id));
  const cycle = async (id: number) => (await ctx.db.db.select().from(planCycles).where(eq(planCycles.planId, id)))[0];

  it("pays every lesson of the cycle once, activates the plan and keeps a saved method renewals can charge", async () => {
    const { agent, plan } = await unpaidPlan();
    const created = await agent.post("/order").send(orderBody(plan.id));
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({ status: "CREATED", planId: plan.id, paymentStatus: "pending" });
    expect((await cycle(plan.id)).paypalOrderId).toBe(created.body.id);
    // The holds get the 15 minutes' grace of an open order (decision 049), once.
    const held = (await lessons(plan.id)).map((b) => (b.expiresAt?.getTime() ?? 0) - b.createdAt.getTime());
    for (const ms of held) expect(Math.round(ms / 60_000)).toBe(45);
    // A repeat answers with the same order.
    expect((await agent.post("/order").send(orderBody(plan.id))).body.id).toBe(created.body.id);
    const heldAgain = (await lessons(plan.id)).map((b) => (b.expiresAt?.getTime() ?? 0) - b.createdAt.getTime());
    expect(heldAgain).toEqual(held);
    buyerApproves(created.body.id);
    const results = await Promise.all(Array.from({ length: 4 }, () => agent.post(`/order/${created.body.id}/capture`)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    const first = results.find((r) => r.status === 200);
    expect(first?.body).toMatchObject({
      id: created.body.id,
      status: "COMPLETED",
      planId: plan.id,
      paymentStatus: "paid",
    });
    const rows = await lessons(plan.id);
    expect(rows).toHaveLength(4);
    for (const b of rows) expect(b).toMatchObject({ paymentStatus: "paid", expiresAt: null, status: "scheduled" });
    expect((await cycle(plan.id)).status).toBe("paid");
    const active = await planRow(plan.id);
    expect(active.status).toBe("active");
    expect(active.vaultId).toEqual(expect.any(String));
    // A repeated capture changes nothing more and takes nothing more.
    const again = await agent.post(`/order/${created.body.id}/capture`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "COMPLETED", paymentStatus: "paid" });
    if (fake.orders.has(created.body.id)) expect(fake.captureCount(created.body.id)).toBe(1);
    expect((await agent.post("/order").send(orderBody(plan.id))).status).toBe(409);
    // The API shows the plan active.
    expect((await agent.get(`/api/plans/${plan.id}`)).body.status).toBe("active");
    // The saved method charges a renewal without the payer.
    const charge = await gateway.chargeSaved({
      vaultId: active.vaultId as string,
      amount: "80.00",
      currency: "USD",
      requestId: `test-renewal-${plan.id}-${Date.now()}`,
      description: "Halaqa weekly plan renewal",
    });
    expect(charge.outcome).toBe("captured");
  });

  it("refuses an amount other than the cycle's (400) and writes nothing", async () => {
    const { agent, plan } = await unpaidPlan();
    const res = await agent.post("/order").send(orderBody(plan.id, "20.00"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("amount: The amount must be 80.00, the price of these four weeks of the plan");
    expect((await cycle(plan.id)).paypalOrderId).toBeNull();
  });

  it("answers another parent with 404, for the order and for its capture", async () => {
    const { agent, plan } = await unpaidPlan();
    const { body: order } = await agent.post("/order").send(orderBody(plan.id));
    buyerApproves(order.id);
    const intruder = await signUp(ctx);
    const other = supertest.agent(app);
    await other.post("/api/login").send({ username: intruder.username, password: intruder.password }).expect(200);
    expect((await other.post("/order").send(orderBody(plan.id))).status).toBe(404);
    expect((await other.post(`/order/${order.id}/capture`)).status).toBe(404);
    expect((await planRow(plan.id)).status).toBe("pending_payment");
    if (fake.orders.has(order.id)) expect(fake.captureCount(order.id)).toBe(0);
  });

  it("refuses a cancelled plan (409), before any money moves", async () => {
    const { agent, plan } = await unpaidPlan();
    const { body: order } = await agent.post("/order").send(orderBody(plan.id));
    buyerApproves(order.id);
    await agent.post(`/api/plans/${plan.id}/cancel`).expect(200);
    const capture = await agent.post(`/order/${order.id}/capture`);
    expect(capture.status).toBe(409);
    expect(capture.body.message).toBe(PLAN_NOT_PAYABLE);
    if (fake.orders.has(order.id)) expect(fake.captureCount(order.id)).toBe(0);
    const again = await agent.post("/order").send(orderBody(plan.id));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PLAN_NOT_PAYABLE);
    for (const b of await lessons(plan.id)) expect(b.paymentStatus).toBe("pending");
  });

  it("refunds, once, a capture that completes after the plan was cancelled; no lesson is paid", async () => {
    const { agent, plan } = await unpaidPlan();
    const { body: order } = await agent.post("/order").send(orderBody(plan.id));
    buyerApproves(order.id);
    // The money moves (the capture route's own check passed) and the family cancels before it is recorded.
    const captured = await gateway.captureOrder(order.id, `test-capture-${order.id}`);
    await agent.post(`/api/plans/${plan.id}/cancel`).expect(200);
    const deps = { db: ctx.db.db, gateway };
    const first = await markPlanPaid(deps, plan.id, await cycle(plan.id), captured).catch((e: unknown) => e);
    expect(first).toMatchObject({ status: 409, afterChange: true });
    expect((first as Error).message).toContain("your payment has been refunded");
    const second = await markPlanPaid(deps, plan.id, await cycle(plan.id), captured).catch((e: unknown) => e);
    expect((second as Error).message).toContain("your payment has been refunded");
    if (fake.orders.has(order.id)) expect(fake.refundCount(order.id)).toBe(1);
    expect((await planRow(plan.id)).status).toBe("cancelled");
    for (const b of await lessons(plan.id)) expect(b.paymentStatus).toBe("pending");
  });

  it("refuses a plan whose holds lapsed (409) and opens no order", async () => {
    const { agent, plan } = await unpaidPlan();
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.planId, plan.id));
    const res = await agent.post("/order").send(orderBody(plan.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PLAN_HOLDS_LAPSED);
    expect((await cycle(plan.id)).paypalOrderId).toBeNull();
  });

  it("refuses to pay one lesson of a plan alone (409): the plan's order pays them all", async () => {
    const { agent, plan } = await unpaidPlan();
    const [lesson] = await lessons(plan.id);
    const res = await agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: lesson.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PLAN_LESSON_ALONE);
    for (const b of await lessons(plan.id)) expect(b.paypalOrderId).toBeNull();
  });

  it("refuses bookingId and planId together, or neither (400)", async () => {
    const { agent, plan } = await unpaidPlan();
    const [lesson] = await lessons(plan.id);
    const both = await agent.post("/order").send({ ...orderBody(plan.id), bookingId: lesson.id });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("bookingId: Give either a bookingId or a planId");
    const neither = await agent.post("/order").send({ amount: "80.00", currency: "USD", intent: "CAPTURE" });
    expect(neither.status).toBe(400);
    expect((await cycle(plan.id)).paypalOrderId).toBeNull();
  });
});
