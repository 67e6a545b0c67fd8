// Lessons for the tests of issue 16: a booking made over HTTP, paid through the simulator, and moved in time directly
// in the database (the API refuses past times).
import { and, eq, isNull } from "drizzle-orm";
import type { NotificationType } from "@shared/constants";
import { bookings, notifications } from "@shared/schema";
import { bookingCast, futureDate, slotAt, type TestContext } from "./test-app";

let day = 2;

/** A cast (teacher, class, parent, child) and one booking of theirs; paid unless `pay` is false. */
export async function lessonCast(
  ctx: TestContext,
  opts: { pay?: boolean; notes?: string; classOverrides?: Record<string, unknown> } = {},
) {
  const cast = await bookingCast(ctx, opts.classOverrides);
  // Each cast has its own teacher and child, so any slot is free; the day varies only to keep the data realistic.
  day = day >= 20 ? 2 : day + 1;
  const booked = await cast.parent.agent.post("/api/bookings").send({
    classId: cast.classId,
    studentId: cast.studentId,
    scheduledAt: slotAt(futureDate(day), "15:00"),
    notes: opts.notes,
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const bookingId = booked.body.id as number;
  if (opts.pay !== false) {
    const order = await cast.parent.agent
      .post("/order")
      .send({ amount: booked.body.amount, currency: "USD", intent: "CAPTURE", bookingId });
    if (order.status !== 200) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
    const capture = await cast.parent.agent.post(`/order/${order.body.id}/capture`);
    if (capture.status !== 200) throw new Error(`capture failed: ${capture.status} ${JSON.stringify(capture.body)}`);
  }
  return { ...cast, bookingId };
}

/** Moves a booking so that it starts `hoursFromNow` from now (negative: in the past), keeping its length. */
export async function moveLesson(ctx: TestContext, bookingId: number, hoursFromNow: number): Promise<void> {
  const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const startsAt = new Date(Date.now() + hoursFromNow * 3_600_000);
  await ctx.db.db
    .update(bookings)
    .set({
      scheduledAt: startsAt,
      endsAt: new Date(startsAt.getTime() + (b.endsAt.getTime() - b.scheduledAt.getTime())),
    })
    .where(eq(bookings.id, bookingId));
}

/** The in-app notifications of `userId` (null: the admin feed) of one type, oldest first. */
export async function notificationsOf(ctx: TestContext, userId: number | null, type: NotificationType) {
  return ctx.db.db
    .select()
    .from(notifications)
    .where(
      and(
        userId === null ? isNull(notifications.userId) : eq(notifications.userId, userId),
        eq(notifications.type, type),
      ),
    )
    .orderBy(notifications.id);
}

/** A valid report body for a lesson the student attended. */
export const heldReport = (overrides: Record<string, unknown> = {}) => ({
  attendance: "present",
  content: "Al-Fatiha with the rules of madd",
  rating: 4,
  feedback: "Lovely recitation",
  homework: "Recite Al-Fatiha three times a day",
  nextTopics: "Qalqalah",
  ...overrides,
});
