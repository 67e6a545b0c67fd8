// Issue 17: one policy for everyone. Cancellation refunds (through the simulator and through the PayPal SDK against
// the local fake), rescheduling rules and races, and the 30-minute hold of an unpaid booking.
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "@shared/schema";
import { REFUND_CHANGED, RESCHEDULE_TOO_LATE } from "@shared/scheduling";
import type { createApp } from "../app";
import { BOOKING_EXPIRED } from "../scheduling/holds";
import { startFakePayPal, type FakePayPal } from "../test/fake-paypal";
import { paymentModes } from "../test/payment-modes";
import { moveLesson, notificationsOf } from "../test/lessons";
import { bookingCast, futureDate, signInAs, signUp, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();
let fake: FakePayPal;
beforeAll(async () => {
  fake = await startFakePayPal("test-client-id", "test-client-secret");
});
afterAll(async () => {
  await fake?.close();
});

const row = async (id: number) => (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];

const modes = paymentModes(() => fake);

let day = 2;
describe.each(modes)("cancellation with %s", (_mode, makeGateway, buyerApproves) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = ctx.makeApp({ payments: makeGateway(ctx.db.pool), limits: { login: 1000, register: 1000, upload: 1000 } });
  });

  /** A paid lesson on this mode's app: the cast's agents re-signed in on it. */
  async function paidLesson() {
    const cast = await bookingCast(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
    const teacher = supertest.agent(app);
    await teacher
      .post("/api/login")
      .send({ username: cast.teacher.username, password: cast.teacher.password })
      .expect(200);
    day = day >= 30 ? 2 : day + 1;
    const booked = await agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day), "15:00") });
    expect(booked.status).toBe(201);
    const order = await agent
      .post("/order")
      .send({ amount: booked.body.amount, currency: "USD", intent: "CAPTURE", bookingId: booked.body.id });
    expect(order.status).toBe(200);
    buyerApproves(order.body.id);
    expect((await agent.post(`/order/${order.body.id}/capture`)).status).toBe(200);
    return { cast, parent: agent, teacher, id: booked.body.id as number, orderId: order.body.id as string };
  }
  const refunds = (orderId: string) => (fake.orders.has(orderId) ? fake.refundCount(orderId) : null);

  it("refunds a parent in full 12 hours or more before the start: 'Refunded', and no longer counted as spent", async () => {
    const { parent, teacher, id, orderId, cast } = await paidLesson();
    expect((await parent.get("/api/dashboard")).body.amountSpent).toBe("20.00");
    await moveLesson(ctx, id, 12 + 1 / 60); // 12 h 1 min ahead
    const res = await parent.patch(`/api/bookings/${id}`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "cancelled", paymentStatus: "refunded", refund: "full" });
    expect(await row(id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    if (refunds(orderId) !== null) expect(refunds(orderId)).toBe(1);
    expect((await parent.get("/api/dashboard")).body.amountSpent).toBe("0.00");
    // The teacher is told; a second cancel changes nothing and refunds nothing more.
    expect((await notificationsOf(ctx, cast.teacher.user.id, "booking_cancelled")).at(-1)?.message).toMatch(
      /The family cancelled/,
    );
    expect((await parent.patch(`/api/bookings/${id}`).send({ status: "cancelled" })).status).toBe(409);
    if (refunds(orderId) !== null) expect(refunds(orderId)).toBe(1);
    expect((await teacher.get(`/api/bookings/${id}`)).body.paymentStatus).toBe("refunded");
  });

  it("gives a parent no refund under 12 hours before the start, and says so", async () => {
    const { parent, id, orderId } = await paidLesson();
    await moveLesson(ctx, id, 12 - 1 / 60); // 11 h 59 min ahead
    const res = await parent.patch(`/api/bookings/${id}`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "paid", refund: "none" });
    if (refunds(orderId) !== null) expect(refunds(orderId)).toBe(0);
    expect((await parent.get("/api/dashboard")).body.amountSpent).toBe("20.00");
  });

  it("refuses (409, nothing changed) a cancellation whose promised refund the server's clock no longer gives", async () => {
    const { parent, id, orderId } = await paidLesson();
    await moveLesson(ctx, id, 11.9);
    // The dialog, on a clock running late, promised a full refund.
    const res = await parent.patch(`/api/bookings/${id}`).send({ status: "cancelled", expectedRefund: "full" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REFUND_CHANGED.none);
    expect(await row(id)).toMatchObject({ status: "scheduled", paymentStatus: "paid" });
    if (refunds(orderId) !== null) expect(refunds(orderId)).toBe(0);
    const agreed = await parent.patch(`/api/bookings/${id}`).send({ status: "cancelled", expectedRefund: "none" });
    expect(agreed.body).toMatchObject({ status: "cancelled", refund: "none" });
    expect(
      (await parent.patch(`/api/bookings/${id}`).send({ scheduledAt: slotAt(futureDate(9)), expectedRefund: "none" }))
        .status,
    ).toBe(400);
  });

  it("always refunds the family in full when the teacher cancels, even an hour before", async () => {
    const { teacher, id, orderId, cast } = await paidLesson();
    await moveLesson(ctx, id, 1);
    const res = await teacher.patch(`/api/bookings/${id}`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refund: "full" });
    if (refunds(orderId) !== null) expect(refunds(orderId)).toBe(1);
    const told = (await notificationsOf(ctx, cast.parent.user.id, "booking_cancelled")).at(-1);
    expect(told?.message).toMatch(/The teacher cancelled/);
    // The bell was written before the refund ran: it never claims a refund that had not happened yet.
    expect(told?.message).toMatch(/is being refunded/);
  });

  it("always refunds in full when an admin cancels", async () => {
    const { id, orderId } = await paidLesson();
    const admin = supertest.agent(app);
    const who = await signInAs(ctx, ["admin"]);
    await admin.post("/api/login").send({ username: who.username, password: "secret-12345" }).expect(200);
    await moveLesson(ctx, id, 2);
    const res = await admin.patch(`/api/bookings/${id}`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentStatus: "refunded", refund: "full" });
    if (refunds(orderId) !== null) expect(refunds(orderId)).toBe(1);
  });
});

describe("cancelling what was not paid", () => {
  it("answers refund 'none' and frees the slot", async () => {
    const cast = await bookingCast(ctx);
    const at = slotAt(futureDate(6), "16:00");
    const booked = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: at });
    const res = await cast.parent.agent.patch(`/api/bookings/${booked.body.id}`).send({ status: "cancelled" });
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "pending", refund: "none", expiresAt: null });
    expect(
      (
        await cast.parent.agent
          .post("/api/bookings")
          .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: at })
      ).status,
    ).toBe(201);
  });
});

describe("rescheduling", () => {
  async function booked(hoursAhead?: number) {
    const cast = await bookingCast(ctx);
    const res = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(5), "15:00") });
    expect(res.status).toBe(201);
    if (hoursAhead !== undefined) await moveLesson(ctx, res.body.id, hoursAhead);
    return { ...cast, id: res.body.id as number };
  }

  it("lets the family move a lesson to another offered slot, and tells the teacher", async () => {
    const b = await booked();
    const to = slotAt(futureDate(7), "10:00");
    const res = await b.parent.agent.patch(`/api/bookings/${b.id}`).send({ scheduledAt: to });
    expect(res.status).toBe(200);
    expect(res.body.scheduledAt).toBe(to);
    expect(Date.parse(res.body.endsAt) - Date.parse(to)).toBe(45 * 60_000);
    expect((await notificationsOf(ctx, b.teacher.user.id, "booking_rescheduled")).at(-1)?.message).toMatch(
      /was moved from/,
    );
  });

  it("refuses a parent's move under 12 hours before the start (409); the teacher may, and the family is told", async () => {
    const b = await booked(11.5);
    const to = slotAt(futureDate(7), "10:00");
    const late = await b.parent.agent.patch(`/api/bookings/${b.id}`).send({ scheduledAt: to });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RESCHEDULE_TOO_LATE);
    const byTeacher = await b.teacher.agent.patch(`/api/bookings/${b.id}`).send({ scheduledAt: to });
    expect(byTeacher.status).toBe(200);
    expect((await notificationsOf(ctx, b.parent.user.id, "booking_rescheduled")).at(-1)?.message).toMatch(
      /was moved from/,
    );
  });

  it("refuses a time outside the teacher's hours (400) and one already taken (409), changing nothing", async () => {
    const b = await booked();
    const other = await b.parent.agent.post("/api/student/profile").send({ name: "Layla", age: 11, level: "beginner" });
    const taken = slotAt(futureDate(8), "11:00");
    expect(
      (
        await b.parent.agent
          .post("/api/bookings")
          .send({ classId: b.classId, studentId: other.body.id, scheduledAt: taken })
      ).status,
    ).toBe(201);
    const before = await row(b.id);
    const outside = await b.parent.agent
      .patch(`/api/bookings/${b.id}`)
      .send({ scheduledAt: slotAt(futureDate(8), "12:00") });
    expect(outside.status).toBe(400);
    const clash = await b.parent.agent.patch(`/api/bookings/${b.id}`).send({ scheduledAt: taken });
    expect(clash.status).toBe(409);
    expect((await row(b.id)).scheduledAt).toEqual(before.scheduledAt);
  });

  it("has the database's guarantee: of many moves onto one slot, exactly one wins", async () => {
    const first = await booked();
    const target = slotAt(futureDate(25), "17:00");
    const times = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"];
    // Ten families of the same class (one teacher), each moving their lesson onto the same slot at once.
    const movers = [first];
    for (let i = 0; i < 9; i++) {
      const parent = await signUp(ctx);
      const kid = await parent.agent
        .post("/api/student/profile")
        .send({ name: `Child ${i}`, age: 8, level: "beginner" });
      const res = await parent.agent
        .post("/api/bookings")
        .send({ classId: first.classId, studentId: kid.body.id, scheduledAt: slotAt(futureDate(15), times[i]) });
      expect(res.status).toBe(201);
      movers.push({ ...first, parent, id: res.body.id });
    }
    const results = await Promise.all(
      movers.map((m) => m.parent.agent.patch(`/api/bookings/${m.id}`).send({ scheduledAt: target })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const at = await ctx.db.db
      .select()
      .from(bookings)
      .where(eq(bookings.scheduledAt, new Date(target)));
    expect(at.filter((b) => b.status !== "cancelled")).toHaveLength(1);
  });
});

describe("the 30-minute hold of an unpaid booking", () => {
  it("is stamped on the booking and released once lapsed: the slot is free again and the lapsed booking cannot be paid", async () => {
    const cast = await bookingCast(ctx);
    const at = slotAt(futureDate(11), "14:00");
    const made = Date.now();
    const first = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: at });
    expect(first.status).toBe(201);
    const expiresAt = Date.parse(first.body.expiresAt);
    expect(expiresAt - made).toBeGreaterThan(29 * 60_000);
    expect(expiresAt - made).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const date = futureDate(11);
    const taken = await cast.parent.agent.get(`/api/classes/${cast.classId}/availability?from=${date}&to=${date}`);
    expect(taken.body.find((s: { startsAt: string }) => s.startsAt === at).available).toBe(false);

    // The half hour passes (the job queue has not run yet).
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.body.id));
    const free = await cast.parent.agent.get(`/api/classes/${cast.classId}/availability?from=${date}&to=${date}`);
    expect(free.body.find((s: { startsAt: string }) => s.startsAt === at).available).toBe(true);
    const order = await cast.parent.agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: first.body.id });
    expect(order.status).toBe(409);
    expect(order.body.message).toBe(BOOKING_EXPIRED);

    // Another family takes the slot; the lapsed hold is cancelled in the same transaction.
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Hana", age: 7, level: "beginner" });
    const second = await other.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: kid.body.id, scheduledAt: at });
    expect(second.status).toBe(201);
    expect(await row(first.body.id)).toMatchObject({ status: "cancelled" });
  });

  it("gives a family in the middle of paying (an order opened in time) 15 minutes' grace before another may take the slot", async () => {
    const cast = await bookingCast(ctx);
    const at = slotAt(futureDate(14), "14:00");
    const first = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: at });
    const order = await cast.parent.agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: first.body.id });
    expect(order.status).toBe(200);
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Hana", age: 7, level: "beginner" });
    const take = () =>
      other.agent.post("/api/bookings").send({ classId: cast.classId, studentId: kid.body.id, scheduledAt: at });
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, first.body.id));
    expect((await take()).status).toBe(409);
    // Its move is refused once the hold has lapsed, grace or not; it may still be paid (the open order) or cancelled.
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(bookings.id, first.body.id));
    const move = await cast.parent.agent
      .patch(`/api/bookings/${first.body.id}`)
      .send({ scheduledAt: slotAt(futureDate(15), "10:00") });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(BOOKING_EXPIRED);
    expect((await take()).status).toBe(201);
    expect(await row(first.body.id)).toMatchObject({ status: "cancelled" });
  });

  it("ends when the booking is paid", async () => {
    const cast = await bookingCast(ctx);
    const booked = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(13), "14:00") });
    const order = await cast.parent.agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: booked.body.id });
    await cast.parent.agent.post(`/order/${order.body.id}/capture`).expect(200);
    const paid = await cast.parent.agent.get(`/api/bookings/${booked.body.id}`);
    expect(paid.body).toMatchObject({ paymentStatus: "paid", expiresAt: null });
    expect((await row(booked.body.id)).expiresAt).toBeNull();
  });
});
