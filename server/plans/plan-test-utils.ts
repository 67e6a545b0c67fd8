// What the plan tests share: a cast on a weekday at 17:00, the rows a plan writes, and a plan made over HTTP.
import { count } from "drizzle-orm";
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
