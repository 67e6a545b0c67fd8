// Unpaid holds released (issue 17): past its expires_at an unpaid booking is cancelled, its parent told once, and its
// slot free again; a paid booking, or one still inside its hold, is left alone.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { lessonCast, notificationsOf } from "../test/lessons";
import { useTestApp, type TestContext } from "../test/test-app";
import supertest from "supertest";
import { simulatorGateway } from "../payments/simulator";
import { expireUnpaidBookings } from "./expiries";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const deps = () => ({ db: ctx.db.db, mailer });
const SUBJECT = "Your Halaqa booking was released";

const bookingOf = async (c: TestContext, id: number) =>
  (await c.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];
/** Sets the booking's hold to end at `at` (the clock of these tests, not the wall's). */
const holdUntil = (c: TestContext, id: number, at: Date) =>
  c.db.db.update(bookings).set({ expiresAt: at }).where(eq(bookings.id, id));

describe("expireUnpaidBookings", () => {
  it("cancels an unpaid booking once its hold has ended, tells its parent once, and frees the slot", async () => {
    const l = await lessonCast(ctx, { pay: false });
    const end = new Date(Date.now() + 10 * 60_000);
    await holdUntil(ctx, l.bookingId, end);

    await expireUnpaidBookings(deps(), new Date(end.getTime() - 1000));
    expect(await bookingOf(ctx, l.bookingId)).toMatchObject({ status: "scheduled", paymentStatus: "pending" });
    expect(await notificationsOf(ctx, l.parent.user.id, "booking_expired")).toEqual([]);

    await expireUnpaidBookings(deps(), end);
    await expireUnpaidBookings(deps(), new Date(end.getTime() + 60_000));
    const b = await bookingOf(ctx, l.bookingId);
    expect(b).toMatchObject({ status: "cancelled", paymentStatus: "pending" });
    const told = await notificationsOf(ctx, l.parent.user.id, "booking_expired");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: "Booking released" });
    expect(told[0].message).toContain("was not paid within 30 minutes, so it was released and the time is free again.");
    expect(told[0].data).toEqual({
      bookingId: l.bookingId,
      link: `/parent/dashboard?tab=bookings&booking=${l.bookingId}`,
    });
    expect(mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject === SUBJECT)).toHaveLength(1);
    // The teacher is not told: the booking never became a lesson.
    expect(await notificationsOf(ctx, l.teacher.user.id, "booking_expired")).toEqual([]);

    // The time is free again: the same family books it anew.
    const again = await l.parent.agent
      .post("/api/bookings")
      .send({ classId: l.classId, studentId: l.studentId, scheduledAt: b.scheduledAt.toISOString() });
    expect(again.status).toBe(201);
  });

  it("gives a family in the middle of paying (an order opened in time) 15 minutes more to approve it", async () => {
    const l = await lessonCast(ctx, { pay: false });
    const end = new Date(Date.now() + 10 * 60_000);
    await holdUntil(ctx, l.bookingId, end);
    await ctx.db.db
      .update(bookings)
      .set({ paypalOrderId: `ORDER-${l.bookingId}` })
      .where(eq(bookings.id, l.bookingId));
    await expireUnpaidBookings(deps(), new Date(end.getTime() + 14 * 60_000));
    expect(await bookingOf(ctx, l.bookingId)).toMatchObject({ status: "scheduled", paymentStatus: "pending" });
    await expireUnpaidBookings(deps(), new Date(end.getTime() + 15 * 60_000));
    expect(await bookingOf(ctx, l.bookingId)).toMatchObject({ status: "cancelled" });
    expect(await notificationsOf(ctx, l.parent.user.id, "booking_expired")).toHaveLength(1);
  });

  it("records as paid, never releases, a lapsed hold whose order the provider reports captured (a capture not recorded)", async () => {
    const gateway = simulatorGateway();
    const app = ctx.makeApp({ payments: gateway, limits: { login: 1000, register: 1000, upload: 1000 } });
    const l = await lessonCast(ctx, { pay: false });
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: l.parent.username, password: l.parent.password }).expect(200);
    const order = await agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: l.bookingId });
    expect(order.status).toBe(200);
    // The money moves at the provider, and the server stops before writing it down.
    await gateway.captureOrder(order.body.id, `halaqa-capture-${l.bookingId}-${order.body.id}`);
    const end = new Date(Date.now() - 60 * 60_000);
    await holdUntil(ctx, l.bookingId, end);
    await expireUnpaidBookings({ ...deps(), gateway }, new Date());
    expect(await bookingOf(ctx, l.bookingId)).toMatchObject({ status: "scheduled", paymentStatus: "paid" });
    expect(await notificationsOf(ctx, l.parent.user.id, "booking_expired")).toEqual([]);
  });

  it("leaves a paid booking, and one whose hold has not ended, alone", async () => {
    const paid = await lessonCast(ctx);
    const now = new Date(Date.now() + 60 * 60_000);
    // A paid booking's hold no longer counts, even if one were left on it.
    await holdUntil(ctx, paid.bookingId, new Date(Date.now() - 60_000));
    const waiting = await lessonCast(ctx, { pay: false });
    await holdUntil(ctx, waiting.bookingId, new Date(now.getTime() + 1000));

    await expireUnpaidBookings(deps(), now);
    expect(await bookingOf(ctx, paid.bookingId)).toMatchObject({ status: "scheduled", paymentStatus: "paid" });
    expect(await bookingOf(ctx, waiting.bookingId)).toMatchObject({ status: "scheduled", paymentStatus: "pending" });
    expect(await notificationsOf(ctx, paid.parent.user.id, "booking_expired")).toEqual([]);
    expect(await notificationsOf(ctx, waiting.parent.user.id, "booking_expired")).toEqual([]);
  });

  it("concurrent runs release a booking and tell its parent once", async () => {
    const l = await lessonCast(ctx, { pay: false });
    const end = new Date(Date.now() + 5 * 60_000);
    await holdUntil(ctx, l.bookingId, end);
    await Promise.all([expireUnpaidBookings(deps(), end), expireUnpaidBookings(deps(), end)]);
    expect(await notificationsOf(ctx, l.parent.user.id, "booking_expired")).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject === SUBJECT)).toHaveLength(1);
  });
});
