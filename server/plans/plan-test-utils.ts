// What the plan tests share: a cast on a weekday at 17:00, the rows a plan writes, a plan made over HTTP and paid.
import { count, eq } from "drizzle-orm";
import { bookings, planCycles, plans } from "@shared/schema";
import { bookingCast, futureDate, type TestContext } from "../test/test-app";
import { addDays, weekdayOf } from "./plans.rules";

/** Every row a plan writes, to prove a refusal wrote nothing. */
export async function planRows(ctx: TestContext) {
  const db = ctx.db.db;
  const [[p], [c], [b]] = await Promise.all([
    db.select({ n: count() }).from(plans),
    db.select({ n: count() }).from(planCycles),
    db.select({ n: count() }).from(bookings),
  ]);
  return { plans: p.n, cycles: c.n, bookings: b.n };
}

/** A start `days` ahead (never a Sunday) and its weekday: the teacher's default hours teach Monday to Saturday. */
export function startOn(days = 4) {
  const startsOn = futureDate(days);
  return { startsOn, day: weekdayOf(startsOn), date: (week: number) => addDays(startsOn, 7 * week) };
}

/** The cast of bookings, and a body for a plan on one weekday at 17:00 from `startsOn`. */
export async function planCast(ctx: TestContext, classOverrides: Record<string, unknown> = {}) {
  const cast = await bookingCast(ctx, classOverrides);
  const start = startOn();
  const body = {
    classId: cast.classId,
    studentId: cast.studentId,
    weekly: [{ day: start.day, time: "17:00" }],
    startsOn: start.startsOn,
  };
  return { ...cast, ...start, body };
}

/** Marks the plan's first cycle paid as a capture does: lessons paid, holds cleared, the plan active. */
export async function markPaid(ctx: TestContext, planId: number): Promise<void> {
  const db = ctx.db.db;
  await db.update(bookings).set({ paymentStatus: "paid", expiresAt: null }).where(eq(bookings.planId, planId));
  await db.update(planCycles).set({ status: "paid" }).where(eq(planCycles.planId, planId));
  await db.update(plans).set({ status: "active" }).where(eq(plans.id, planId));
}

/** The cast with its plan made and paid: four weekly lessons at 17:00 from `startsOn`. */
export async function paidPlanCast(ctx: TestContext) {
  const cast = await planCast(ctx);
  const made = await cast.parent.agent.post("/api/plans").send(cast.body);
  if (made.status !== 201) throw new Error(`plan failed: ${made.status} ${made.text}`);
  await markPaid(ctx, made.body.id);
  return { ...cast, planId: made.body.id as number };
}
