// What a payment tells people (issue 16): the parent's receipt (amount, class, date, order id) and the teacher's
// notice, in-app and by email per each one's preferences; once per payment; never failing the capture.
import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { bookings, notifications } from "@shared/schema";
import { memoryMailer, type Mailer } from "../mail/mailer";
import { whenIn } from "../notify/when";
import { bookingCast, futureDate, slotAt, useTestApp } from "../test/test-app";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

let day = 3;
/** A cast with a fresh booking and its order, on `app`. */
async function orderedBooking(app = ctx.app) {
  const cast = await bookingCast(ctx);
  const agent = app === ctx.app ? cast.parent.agent : supertest.agent(app);
  if (app !== ctx.app)
    await agent.post("/api/login").send({ username: cast.parent.username, password: cast.parent.password }).expect(200);
  const scheduledAt = slotAt(futureDate(day++), "15:00");
  const booking = await agent
    .post("/api/bookings")
    .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt });
  expect(booking.status).toBe(201);
  const order = await agent
    .post("/order")
    .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: booking.body.id });
  expect(order.status).toBe(200);
  return {
    cast,
    agent,
    bookingId: booking.body.id as number,
    orderId: order.body.id as string,
    scheduledAt: new Date(scheduledAt),
  };
}

const paymentNotes = (userId: number) =>
  ctx.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "payment")));

describe("a captured payment", () => {
  it("gives the parent a receipt and tells the teacher, in-app and by email, each time in their own zone", async () => {
    const { cast, agent, bookingId, orderId, scheduledAt } = await orderedBooking();
    mailer.sent.length = 0;
    expect((await agent.post(`/order/${orderId}/capture`)).status).toBe(200);

    const [receipt] = await paymentNotes(cast.parent.user.id);
    expect(receipt).toMatchObject({
      title: "Payment received",
      message: `We received $20.00 for "Tajweed for beginners" for Zayd with Amina Yusuf on ${whenIn(scheduledAt, "UTC")}. Order ${orderId}.`,
      data: { bookingId, orderId, amount: "20.00", link: `/parent/dashboard?tab=bookings&booking=${bookingId}` },
      read: false,
    });
    const [told] = await paymentNotes(cast.teacher.user.id);
    expect(told).toMatchObject({
      title: "Lesson paid",
      data: { bookingId, link: `/teacher/dashboard?tab=bookings&booking=${bookingId}` },
    });
    expect(told.message).toContain(whenIn(scheduledAt, "Europe/London"));

    const toParent = mailer.sent.find((m) => m.to === cast.parent.user.email);
    // Issue 32: the payment's email is the booking's confirmation, and it opens the booking.
    expect(toParent?.subject).toBe("Your Halaqa booking is confirmed: receipt for $20.00");
    expect(toParent?.text).toContain(`/parent/dashboard?tab=bookings&booking=${bookingId}`);
    for (const part of [
      "Amount: $20.00",
      "Class: Tajweed for beginners",
      `Lesson: ${whenIn(scheduledAt, "UTC")}`,
      `Order: ${orderId}`,
    ]) {
      expect(toParent?.text).toContain(part);
    }
    expect(mailer.sent.find((m) => m.to === cast.teacher.user.email)?.subject).toBe("A Halaqa lesson was paid");
  });

  it("tells once: a repeated or racing capture writes no second notice", async () => {
    const { cast, agent, orderId } = await orderedBooking();
    mailer.sent.length = 0;
    const answers = await Promise.all([1, 2, 3].map(() => agent.post(`/order/${orderId}/capture`)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    await agent.post(`/order/${orderId}/capture`).expect(200);
    expect(await paymentNotes(cast.parent.user.id)).toHaveLength(1);
    expect(await paymentNotes(cast.teacher.user.id)).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.to === cast.parent.user.email)).toHaveLength(1);
  });

  it("emails the receipt only while 'Payment receipts' is on; the in-app receipt stays", async () => {
    const { cast, agent, orderId } = await orderedBooking();
    await agent
      .patch("/api/user/preferences")
      .send({ emailPreferences: { paymentReceipts: false } })
      .expect(200);
    mailer.sent.length = 0;
    await agent.post(`/order/${orderId}/capture`).expect(200);
    expect(await paymentNotes(cast.parent.user.id)).toHaveLength(1);
    expect(mailer.sent.map((m) => m.to)).toEqual([cast.teacher.user.email]);
  });

  it("a mail server that fails never fails the capture", async () => {
    const broken: Mailer = { send: () => Promise.reject(new Error("SMTP down")) };
    const { cast, agent, bookingId, orderId } = await orderedBooking(
      ctx.makeApp({ mailer: broken, limits: { login: 1000, register: 1000 } }),
    );
    const res = await agent.post(`/order/${orderId}/capture`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingId, paymentStatus: "paid" });
    expect((await ctx.db.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].paymentStatus).toBe("paid");
    expect(await paymentNotes(cast.parent.user.id)).toHaveLength(1);
  });

  it("an order opened but not paid tells nobody", async () => {
    const { cast } = await orderedBooking();
    expect(await paymentNotes(cast.parent.user.id)).toEqual([]);
    expect(await paymentNotes(cast.teacher.user.id)).toEqual([]);
  });
});
