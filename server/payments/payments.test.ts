// The payment rules, run twice: against the offline simulator and through @paypal/paypal-server-sdk against a
// local fake of PayPal's REST API. The server's checks must hold in both modes.
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings, classes, notifications, teacherProfiles } from "@shared/schema";
import { refundBooking } from "../bookings/cancellations.service";
import type { createApp } from "../app";
import { bookingCast, futureDate, signInAs, signUp, slotAt, useTestApp, validProfile } from "../test/test-app";
import { startFakePayPal, type FakePayPal } from "../test/fake-paypal";
import { paymentModes } from "../test/payment-modes";
import type { PaymentGateway } from "./gateway";
import { paypalGateway } from "./paypal-gateway";

const ctx = useTestApp();
let fake: FakePayPal;
beforeAll(async () => {
  fake = await startFakePayPal("test-client-id", "test-client-secret");
});
afterAll(async () => {
  await fake?.close();
});

const modes = paymentModes(() => fake);

let day = 3;
describe.each(modes)("payments with %s", (_mode, makeGateway, buyerApproves) => {
  let app: ReturnType<typeof createApp>;
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = makeGateway(ctx.db.pool);
    app = ctx.makeApp({ payments: gateway, limits: { login: 1000, register: 1000, upload: 1000 } });
  });

  /** A parent (on this mode's app) with a fresh unpaid booking. */
  async function unpaidBooking() {
    const cast = await bookingCast(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const res = await agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day++), "15:00") });
    expect(res.status).toBe(201);
    return { agent, booking: res.body as { id: number; amount: string }, cast };
  }
  const orderBody = (bookingId: number, amount = "20.00") => ({
    amount,
    currency: "USD",
    intent: "CAPTURE",
    bookingId,
  });
  const row = async (id: number) => (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it("GET /setup gives a client token to signed-in users only", async () => {
    expect((await supertest(app).get("/setup")).status).toBe(401);
    const { agent } = await unpaidBooking();
    const res = await agent.get("/setup");
    expect(res.status).toBe(200);
    expect(typeof res.body.clientToken).toBe("string");
    expect(res.body.clientToken.length).toBeGreaterThan(10);
    expect(res.body.clientToken).not.toMatch(/^access-token-/); // never the server's own access token
  });

  it("creates an order for the booking's amount, bound to the booking; a repeat returns the same order", async () => {
    const { agent, booking } = await unpaidBooking();
    const res = await agent.post("/order").send(orderBody(booking.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "CREATED", bookingId: booking.id, paymentStatus: "pending" });
    expect((await row(booking.id)).paypalOrderId).toBe(res.body.id);
    const again = await agent.post("/order").send(orderBody(booking.id));
    expect(again.body.id).toBe(res.body.id);
  });

  it.each([
    [{ amount: "0.01" }, 400, "amount: The amount must be 20.00, the price of this booking"],
    [{ amount: "19.99" }, 400, "amount: The amount must be 20.00, the price of this booking"],
    [{ currency: "EUR" }, 400, "currency: currency must be USD"],
    [{ intent: "AUTHORIZE" }, 400, "intent: intent must be CAPTURE"],
    [{ amount: -20 }, 400, "amount: Enter an amount such as 25 or 25.50"],
  ])("refuses a changed order %j and changes nothing", async (patch, status, message) => {
    const { agent, booking } = await unpaidBooking();
    const res = await agent.post("/order").send({ ...orderBody(booking.id), ...patch });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await row(booking.id)).paypalOrderId).toBeNull();
  });

  it("accepts the amount written without cents", async () => {
    const { agent, booking } = await unpaidBooking();
    expect((await agent.post("/order").send(orderBody(booking.id, "20"))).status).toBe(200);
  });

  it("captures once: the booking is paid, a repeat gives the same result and charges nothing more", async () => {
    const { agent, booking } = await unpaidBooking();
    const { body: order } = await agent.post("/order").send(orderBody(booking.id));
    buyerApproves(order.id);
    const first = await agent.post(`/order/${order.id}/capture`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: order.id,
      status: "COMPLETED",
      bookingId: booking.id,
      paymentStatus: "paid",
    });
    expect((await row(booking.id)).paymentStatus).toBe("paid");
    const second = await agent.post(`/order/${order.id}/capture`);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: "COMPLETED", paymentStatus: "paid" });
    if (fake.orders.has(order.id)) expect(fake.captureCount(order.id)).toBe(1);
    expect((await agent.post("/order").send(orderBody(booking.id))).status).toBe(409);
    const dash = await agent.get("/api/dashboard");
    expect(dash.body.amountSpent).toBe("20.00");
  });

  it("stays safe under 10 concurrent captures: paid once", async () => {
    const { agent, booking } = await unpaidBooking();
    const { body: order } = await agent.post("/order").send(orderBody(booking.id));
    buyerApproves(order.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => agent.post(`/order/${order.id}/capture`)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect((await row(booking.id)).paymentStatus).toBe("paid");
    if (fake.orders.has(order.id)) expect(fake.captureCount(order.id)).toBe(1);
  });

  it("refuses a parent paying someone else's booking or capturing their order (404), changing nothing", async () => {
    const { agent, booking } = await unpaidBooking();
    const { body: order } = await agent.post("/order").send(orderBody(booking.id));
    buyerApproves(order.id);
    const intruder = await signUp(ctx);
    const other = supertest.agent(app);
    await other.post("/api/login").send({ username: intruder.username, password: intruder.password }).expect(200);
    expect((await other.post("/order").send(orderBody(booking.id))).status).toBe(404);
    expect((await other.post(`/order/${order.id}/capture`)).status).toBe(404);
    expect((await row(booking.id)).paymentStatus).toBe("pending");
    expect((await other.post("/order/NOT-OURS-123/capture")).status).toBe(404);
    expect((await other.post("/order/..%2F..%2Fetc/capture")).status).toBe(404);
    expect((await supertest(app).post(`/order/${order.id}/capture`)).status).toBe(401);
    expect((await supertest(app).post("/order").send(orderBody(booking.id))).status).toBe(401);
  });

  it("refuses to take payment for a cancelled booking", async () => {
    const { agent, booking } = await unpaidBooking();
    await agent.patch(`/api/bookings/${booking.id}`).send({ status: "cancelled" }).expect(200);
    const res = await agent.post("/order").send(orderBody(booking.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This booking was cancelled");
  });

  // The case: an admin rejects the teacher ("Police check is forged") while the family is at the payment step.
  const withdrawn: [string, (cast: Awaited<ReturnType<typeof bookingCast>>) => Promise<unknown>, string][] = [
    [
      "whose teacher was rejected",
      (cast) =>
        ctx.db.db
          .update(teacherProfiles)
          .set({ verificationStatus: "rejected", feedback: "Police check is forged" })
          .where(eq(teacherProfiles.userId, cast.teacher.user.id)),
      "This teacher is not taking bookings at the moment, so it cannot be paid for",
    ],
    [
      "whose class was withdrawn",
      (cast) => ctx.db.db.update(classes).set({ isActive: false }).where(eq(classes.id, cast.classId)),
      "This class is no longer offered, so it cannot be paid for",
    ],
  ];
  it.each(withdrawn)(
    "takes no money for a booking %s after its order was opened, nor opens a new order",
    async (_case, withdraw, message) => {
      const { agent, booking, cast } = await unpaidBooking();
      const { body: order } = await agent.post("/order").send(orderBody(booking.id)).expect(200);
      buyerApproves(order.id);
      await withdraw(cast);
      const capture = await agent.post(`/order/${order.id}/capture`);
      expect(capture.status).toBe(409);
      expect(capture.body.message).toBe(message);
      expect((await row(booking.id)).paymentStatus).toBe("pending");
      // Nothing reached the provider's capture.
      if (fake.orders.has(order.id)) expect(fake.captureCount(order.id)).toBe(0);
      const again = await agent.post("/order").send(orderBody(booking.id));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(message);
    },
  );

  // Issue 14: rejecting an approved teacher left families booked and paying. Now their upcoming lessons are
  // cancelled, the families told, and the paid ones refunded through the provider (once, whatever is retried).
  it("cancels a rejected teacher's upcoming lessons, tells the families and refunds the paid ones once", async () => {
    const { agent, booking, cast } = await unpaidBooking();
    const { body: order } = await agent.post("/order").send(orderBody(booking.id)).expect(200);
    buyerApproves(order.id);
    await agent.post(`/order/${order.id}/capture`).expect(200);
    // A second lesson of the same family, not paid yet.
    const unpaid = await agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day++), "16:00") });
    expect(unpaid.status).toBe(201);

    const admin = await signInAs(ctx, ["admin"]);
    const adminAgent = supertest.agent(app);
    await adminAgent.post("/api/login").send({ username: admin.username, password: "secret-12345" }).expect(200);
    const res = await adminAgent
      .patch(`/api/teacher/profile/${cast.teacher.profileId}`)
      .send({ verificationStatus: "rejected", feedback: "Police check is forged" });
    expect(res.status).toBe(200);

    const paid = await row(booking.id);
    expect(paid).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(paid.refundId).toBeTruthy();
    expect(await row(unpaid.body.id)).toMatchObject({ status: "cancelled", paymentStatus: "pending", refundId: null });
    if (fake.orders.has(order.id)) expect(fake.refundCount(order.id)).toBe(1);
    // A retried refund (same request id) gives the same refund back, never a second one.
    expect(
      await refundBooking(
        { db: ctx.db.db, gateway: gateway },
        { id: booking.id, amount: booking.amount, paypalOrderId: order.id },
        "retry",
      ),
    ).toBe(true);
    if (fake.orders.has(order.id)) expect(fake.refundCount(order.id)).toBe(1);

    const told = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.parent.user.id), eq(notifications.type, "booking_cancelled")));
    expect(told).toHaveLength(2);
    // Families hear that the teacher is unavailable, never the admin's private reason.
    for (const n of told) expect(n.message).not.toContain("forged");
    expect(told.find((n) => (n.data as { bookingId: number }).bookingId === booking.id)?.message).toContain(
      "is being refunded",
    );
    // The rejected teacher no longer sees the child's name (or the parent's notes) on those lessons.
    const seen = await cast.teacher.agent.get("/api/bookings");
    expect(seen.status).toBe(200);
    // The paid lesson is listed, without the child; the one cancelled unpaid was never theirs and is not (issue 32).
    const ids = (seen.body as Array<{ id: number }>).map((b) => b.id);
    expect(ids).toContain(booking.id);
    expect(ids).not.toContain(unpaid.body.id);
    expect(JSON.stringify(seen.body)).not.toContain("Zayd");
    expect(seen.body[0].studentName).toBe("A student");
    // Nor after resubmitting the profile (back to pending): the lessons are cancelled, their details stay hidden.
    await cast.teacher.agent.post("/api/teacher/profile").send(validProfile()).expect(200);
    expect(JSON.stringify((await cast.teacher.agent.get("/api/bookings")).body)).not.toContain("Zayd");
    // The family is not charged again: a new order for the cancelled lesson is refused.
    expect((await agent.post("/order").send(orderBody(unpaid.body.id))).status).toBe(409);
  });

  it("counts a capture already refunded (by hand, or under a forgotten request id) as refunded, without a second refund", async () => {
    const { agent, booking } = await unpaidBooking();
    const { body: order } = await agent.post("/order").send(orderBody(booking.id)).expect(200);
    buyerApproves(order.id);
    await agent.post(`/order/${order.id}/capture`).expect(200);
    const [capture] = (await gateway.getOrder(order.id)).captures;
    await gateway.refund({
      captureId: capture.id,
      amount: booking.amount,
      currency: "USD",
      requestId: `by-hand-${booking.id}`,
      note: "refunded in PayPal",
    });
    await ctx.db.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expect(
      await refundBooking(
        { db: ctx.db.db, gateway },
        { id: booking.id, amount: booking.amount, paypalOrderId: order.id },
        "again",
      ),
    ).toBe(true);
    expect(await row(booking.id)).toMatchObject({ paymentStatus: "refunded" });
    if (fake.orders.has(order.id)) expect(fake.refundCount(order.id)).toBe(1);
  });

  it("refunds a payment that completes after its lesson was cancelled (a rejection racing the capture)", async () => {
    const { agent, booking } = await unpaidBooking();
    const { body: order } = await agent.post("/order").send(orderBody(booking.id)).expect(200);
    buyerApproves(order.id);
    // The provider captures while an admin's cancellation lands between our checks and the booking update.
    const capture = gateway.captureOrder.bind(gateway);
    gateway.captureOrder = async (id, requestId) => {
      await ctx.db.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
      return capture(id, requestId);
    };
    try {
      const res = await agent.post(`/order/${order.id}/capture`);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/refunded/);
    } finally {
      gateway.captureOrder = capture;
    }
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    if (fake.orders.has(order.id)) expect(fake.refundCount(order.id)).toBe(1);
  });
});

describe("PayPal-only checks (SDK against the fake)", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = ctx.makeApp({
      payments: paypalGateway({
        clientId: "test-client-id",
        clientSecret: "test-client-secret",
        environment: "sandbox",
        apiBaseUrl: fake.url,
      }),
      limits: { login: 1000, register: 1000, upload: 1000 },
    });
  });

  async function orderFor() {
    const cast = await bookingCast(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const { body: booking } = await agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day++), "16:00") });
    const { body: order } = await agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: booking.id });
    const paymentStatus = async () =>
      (await ctx.db.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].paymentStatus;
    return { agent, order, booking, paymentStatus };
  }

  it("sends PayPal the booking's amount with a PayPal-Request-Id per booking", async () => {
    const { order, booking } = await orderFor();
    expect(fake.orders.get(order.id)?.amount).toEqual({ currency_code: "USD", value: "20.00" });
    expect(fake.orders.get(order.id)?.referenceId).toBe(`booking-${booking.id}`);
    const create = fake.calls.filter((c) => c.method === "POST" && c.path === "/v2/checkout/orders").at(-1);
    expect(create?.requestId).toMatch(new RegExp(`^halaqa-order-${booking.id}-\\d{13}-first$`));
  });

  it("does not mark paid before the buyer approved", async () => {
    const { agent, order, paymentStatus } = await orderFor();
    const res = await agent.post(`/order/${order.id}/capture`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The payment has not been approved yet");
    expect(await paymentStatus()).toBe("pending");
  });

  it.each([
    [{ value: "1.00" }, "The payment did not match the price of the booking"],
    [{ currency: "EUR" }, "The payment did not match the price of the booking"],
    [{ status: "PENDING" }, "The payment was not completed"],
    [{ status: "DECLINED" }, "The payment was not completed"],
  ])("does not mark paid when PayPal reports %j", async (override, message) => {
    const { agent, order, paymentStatus } = await orderFor();
    fake.approve(order.id);
    fake.captureOverride = override;
    try {
      const res = await agent.post(`/order/${order.id}/capture`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
    } finally {
      fake.captureOverride = null;
    }
    expect(await paymentStatus()).toBe("pending");
  });

  it("answers /setup with 502, not PayPal's own status, when PayPal refuses our credentials", async () => {
    const wrong = ctx.makeApp({
      payments: paypalGateway({
        clientId: "test-client-id",
        clientSecret: "wrong-secret",
        environment: "sandbox",
        apiBaseUrl: fake.url,
      }),
    });
    const cast = await bookingCast(ctx);
    const agent = supertest.agent(wrong);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const res = await agent.get("/setup");
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "The payment provider could not be reached. Please try again." });
  });

  it("answers 502 with a clear message when PayPal cannot be reached", async () => {
    const unreachable = ctx.makeApp({
      payments: paypalGateway({
        clientId: "x",
        clientSecret: "y",
        environment: "sandbox",
        apiBaseUrl: "http://127.0.0.1:9",
        timeoutMs: 2000,
      }),
    });
    const cast = await bookingCast(ctx);
    const agent = supertest.agent(unreachable);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const { body: booking } = await agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day++), "17:00") });
    const res = await agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: booking.id });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The payment provider could not be reached. Please try again.");
  });
});
