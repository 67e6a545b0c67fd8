// Issue 36's trial lessons: a class's trial (15–30 minutes, free up to the class price), booked once per child per
// teacher; a free one is booked paid with no order, a paid one goes through the normal payment.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, classes, notifications, teacherLedger } from "@shared/schema";
import { simulatorGateway } from "../payments/simulator";
import { notificationsOf } from "../test/lessons";
import { bookingCast, futureDate, slotAt, useTestApp, validClass } from "../test/test-app";

// The app's own gateway, so that a test can read the order PayPal's stand-in captured.
const payments = simulatorGateway();
const ctx = useTestApp({ payments });

const TRIAL = { trialMinutes: 20, trialPrice: "5.00" };
const classRow = async (id: number) => (await ctx.db.db.select().from(classes).where(eq(classes.id, id)))[0];
const bookingRow = async (id: number) => (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const bookingsOf = async (studentId: number) =>
  ctx.db.db.select().from(bookings).where(eq(bookings.studentId, studentId));

let day = 2;
/** A fresh weekday slot for each booking of the file, at `time`. */
const nextSlot = (time = "14:00") => {
  day = day >= 40 ? 2 : day + 1;
  return slotAt(futureDate(day), time);
};

describe("a class's trial", () => {
  it("is saved with the class and shown to families", async () => {
    const cast = await bookingCast(ctx, TRIAL);
    const own = await cast.teacher.agent.get(`/api/classes/${cast.classId}`);
    expect(own.body).toMatchObject({ trialMinutes: 20, trialPrice: "5.00" });
    expect(await classRow(cast.classId)).toMatchObject({ trialMinutes: 20, trialPrice: "5.00" });
    const listed = await cast.parent.agent.get(`/api/teachers?teacherId=${cast.teacher.user.id}`);
    expect(listed.body[0].classes[0]).toMatchObject({ trialMinutes: 20, trialPrice: "5.00" });
    const free = await cast.teacher.agent.post("/api/classes").send(validClass({ trialMinutes: 15, trialPrice: 0 }));
    expect(free.status, free.text).toBe(201);
    expect(free.body).toMatchObject({ trialMinutes: 15, trialPrice: "0.00" });
    const none = await cast.teacher.agent.post("/api/classes").send(validClass());
    expect(none.body).toMatchObject({ trialMinutes: null, trialPrice: null });
    // As dear as the class is allowed.
    const equal = await cast.teacher.agent
      .post("/api/classes")
      .send(validClass({ trialMinutes: 30, trialPrice: "20" }));
    expect(equal.status, equal.text).toBe(201);
  });

  it.each([
    [{ trialMinutes: 20, trialPrice: "20.01" }, "trialPrice", "A trial lesson cannot cost more than the class"],
    [{ trialMinutes: 20 }, "trialPrice", "Give a trial both its length and its price, or neither"],
    [{ trialPrice: "5.00" }, "trialMinutes", "Give a trial both its length and its price, or neither"],
    [{ trialMinutes: 14, trialPrice: "5.00" }, "trialMinutes", "A trial lasts 15 to 30 minutes"],
    [{ trialMinutes: 31, trialPrice: "5.00" }, "trialMinutes", "A trial lasts 15 to 30 minutes"],
    [{ trialMinutes: 20, trialPrice: "-1" }, "trialPrice", undefined],
  ])("refuses a new class with %j (400) and makes none", async (trial, path, message) => {
    const cast = await bookingCast(ctx);
    const before = await ctx.db.db.select().from(classes).where(eq(classes.teacherId, cast.teacher.user.id));
    const res = await cast.teacher.agent
      .post("/api/classes")
      .send(validClass({ title: "A class with a trial", ...trial }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    if (message) expect(res.body.errors[0].message).toBe(message);
    expect(await ctx.db.db.select().from(classes).where(eq(classes.teacherId, cast.teacher.user.id))).toEqual(before);
  });

  it("is judged on PATCH with the class as it will be; a refused change leaves the class as it was", async () => {
    const cast = await bookingCast(ctx, TRIAL);
    const patch = (body: Record<string, unknown>) =>
      cast.teacher.agent.patch(`/api/classes/${cast.classId}`).send(body);
    const before = await classRow(cast.classId);
    for (const body of [
      { price: "4.99" },
      { trialPrice: "25.00" },
      { trialMinutes: null },
      { trialPrice: null },
      { trialMinutes: 31 },
      { price: "4.00", title: "Cheaper now" },
    ]) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await classRow(cast.classId)).toEqual(before);
    }
    const lowered = await patch({ price: "5.00" });
    expect(lowered.status, lowered.text).toBe(200);
    expect(lowered.body).toMatchObject({ price: "5.00", trialPrice: "5.00" });
    const both = await patch({ price: "8.00", trialMinutes: 25, trialPrice: "0" });
    expect(both.body).toMatchObject({ price: "8.00", trialMinutes: 25, trialPrice: "0.00" });
    const removed = await patch({ trialMinutes: null, trialPrice: null });
    expect(removed.status).toBe(200);
    expect(await classRow(cast.classId)).toMatchObject({ trialMinutes: null, trialPrice: null });
    // A class without a trial takes no half of one.
    expect((await patch({ trialMinutes: 20 })).status).toBe(400);
    expect((await patch({ trialPrice: "1.00" })).status).toBe(400);
    expect(await classRow(cast.classId)).toMatchObject({ trialMinutes: null, trialPrice: null });
  });
});

describe("booking a trial", () => {
  it("books the trial's length and price, marked as a trial", async () => {
    const cast = await bookingCast(ctx, TRIAL);
    const scheduledAt = nextSlot();
    const res = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt, trial: true });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ trial: true, amount: "5.00", paymentStatus: "pending", status: "scheduled" });
    expect(Date.parse(res.body.endsAt) - Date.parse(scheduledAt)).toBe(20 * 60_000);
    expect(await bookingRow(res.body.id)).toMatchObject({ isTrial: true, amount: "5.00" });
    expect((await cast.teacher.agent.get(`/api/bookings/${res.body.id}`)).body.trial).toBe(true);
    // The same class booked normally: its own length and price.
    const normal = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: nextSlot(), trial: false });
    expect(normal.body).toMatchObject({ trial: false, amount: "20.00" });
    expect(Date.parse(normal.body.endsAt) - Date.parse(normal.body.scheduledAt)).toBe(45 * 60_000);
  });

  it("refuses a trial of a class that offers none (400), and books nothing", async () => {
    const cast = await bookingCast(ctx);
    const res = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: nextSlot(), trial: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This class does not offer a trial lesson");
    expect(await bookingsOf(cast.studentId)).toEqual([]);
    expect((await cast.parent.agent.post("/api/bookings").send({ classId: cast.classId, trial: "yes" })).status).toBe(
      400,
    );
  });

  it("gives one trial per child per teacher (409), a cancelled one aside; another child may have one", async () => {
    const cast = await bookingCast(ctx, TRIAL);
    const other = await cast.teacher.agent.post("/api/classes").send(validClass({ title: "Hifz circle", ...TRIAL }));
    expect(other.status).toBe(201);
    const book = (classId: number, studentId = cast.studentId) =>
      cast.parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: nextSlot(), trial: true });
    const first = await book(cast.classId);
    expect(first.status, first.text).toBe(201);
    for (const classId of [cast.classId, other.body.id as number]) {
      const again = await book(classId);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("This child has already had a trial lesson with this teacher");
    }
    expect(await bookingsOf(cast.studentId)).toHaveLength(1);
    // Another teacher's trial is the child's first with that teacher.
    const elsewhere = await bookingCast(ctx, TRIAL);
    const there = await cast.parent.agent.post("/api/bookings").send({
      classId: elsewhere.classId,
      studentId: cast.studentId,
      scheduledAt: nextSlot("16:00"),
      trial: true,
    });
    expect(there.status, there.text).toBe(201);
    // A sibling has a trial of their own.
    const sibling = await cast.parent.agent
      .post("/api/student/profile")
      .send({ name: "Maryam", age: 7, level: "beginner" });
    expect((await book(other.body.id, sibling.body.id)).status).toBe(201);
    // Cancelled, the first trial no longer counts.
    await cast.parent.agent.patch(`/api/bookings/${first.body.id}`).send({ status: "cancelled" }).expect(200);
    const after = await book(other.body.id);
    expect(after.status, after.text).toBe(201);
    expect(after.body.trial).toBe(true);
  });

  it("lets one of two racing trial bookings win (201) and refuses the other (409)", async () => {
    for (const sameClass of [true, false]) {
      const cast = await bookingCast(ctx, TRIAL);
      const other = await cast.teacher.agent.post("/api/classes").send(validClass({ title: "Second", ...TRIAL }));
      const results = await Promise.all(
        [cast.classId, sameClass ? cast.classId : (other.body.id as number)].map((classId, i) =>
          cast.parent.agent
            .post("/api/bookings")
            .send({ classId, studentId: cast.studentId, scheduledAt: nextSlot(i ? "16:00" : "14:00"), trial: true }),
        ),
      );
      expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join(" ")).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body.message).toBe(
        "This child has already had a trial lesson with this teacher",
      );
      expect(await bookingsOf(cast.studentId)).toHaveLength(1);
    }
  });
});

describe("paying for a trial", () => {
  it("books a free trial paid, with no order, no earning and no refund when cancelled", async () => {
    const cast = await bookingCast(ctx, { trialMinutes: 15, trialPrice: "0.00" });
    const res = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: nextSlot(), trial: true });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ trial: true, amount: "0.00", paymentStatus: "paid" });
    expect(await bookingRow(res.body.id)).toMatchObject({
      paypalOrderId: null,
      expiresAt: null,
      paymentStatus: "paid",
    });
    const order = await cast.parent.agent
      .post("/order")
      .send({ amount: "0.00", currency: "USD", intent: "CAPTURE", bookingId: res.body.id });
    expect(order.status).toBe(409);
    expect((await bookingRow(res.body.id)).paypalOrderId).toBeNull();
    expect(await ctx.db.db.select().from(teacherLedger).where(eq(teacherLedger.bookingId, res.body.id))).toEqual([]);
    const cancelled = await cast.parent.agent.patch(`/api/bookings/${res.body.id}`).send({ status: "cancelled" });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Nothing was taken: nothing goes back, and no admin hears of a refund that could not be made.
    expect(await bookingRow(res.body.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid", refundId: null });
    const adminFeed = await notificationsOf(ctx, null, "booking_cancelled");
    expect(adminFeed.filter((n) => (n.data as { bookingId?: number }).bookingId === res.body.id)).toEqual([]);
    const told = await ctx.db.db.select().from(notifications).where(eq(notifications.userId, cast.parent.user.id));
    expect(told.filter((n) => /refund/i.test(`${n.title} ${n.message}`))).toEqual([]);
  });

  it("takes a paid trial through the normal payment, for the trial's price", async () => {
    const cast = await bookingCast(ctx, TRIAL);
    const res = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: nextSlot(), trial: true });
    expect(res.body).toMatchObject({ amount: "5.00", paymentStatus: "pending" });
    const orderBody = (amount: string) => ({ amount, currency: "USD", intent: "CAPTURE", bookingId: res.body.id });
    const dear = await cast.parent.agent.post("/order").send(orderBody("20.00"));
    expect(dear.status).toBe(400);
    expect(dear.body.message).toBe("amount: The amount must be 5.00, the price of this booking");
    expect((await bookingRow(res.body.id)).paypalOrderId).toBeNull();
    const order = await cast.parent.agent.post("/order").send(orderBody("5.00"));
    expect(order.status, order.text).toBe(200);
    const capture = await cast.parent.agent.post(`/order/${order.body.id}/capture`);
    expect(capture.status, capture.text).toBe(200);
    expect(await bookingRow(res.body.id)).toMatchObject({ paymentStatus: "paid", paypalOrderId: order.body.id });
    const captured = await payments.getOrder(order.body.id);
    expect(captured.captures.map((c) => [c.status, c.value])).toEqual([["COMPLETED", "5.00"]]);
    const [earning] = await ctx.db.db
      .select()
      .from(teacherLedger)
      .where(and(eq(teacherLedger.bookingId, res.body.id), eq(teacherLedger.kind, "earning")));
    expect(earning.grossCents).toBe(500);
  });
});
