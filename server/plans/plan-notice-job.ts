// The renewal announced (issue 33): 7 days before a cycle ends the family is told, once, the next cycle's dates, its
// lessons and amount as they stand (credits taken off), and how to pause or cancel before the charge.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/money";
import { planCredits, planCycles, planPauses, plans, studentProfiles } from "@shared/schema";
import { lockBookableClass } from "../bookings/booking-guards";
import type { Db, Tx } from "../db";
import { HttpError } from "../http-error";
import { recordAllInApp, type Recorded } from "../notify/notify";
import { RENEWING } from "./plan-renewal";
import { cycleDates, cycleLessons, lessonCents, renewsOnOf } from "./plans.rules";
import { siblingPlan } from "./plans.service";

/** Days before a cycle's last day that its renewal is announced. */
export const NOTICE_DAYS = 7;

/** Renewing plans whose latest cycle is paid, not yet announced, and ends within 7 days (the plan's zone). */
export async function plansToAnnounce(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    SELECT p.id FROM ${plans} p
    JOIN LATERAL (SELECT c.* FROM ${planCycles} c WHERE c.plan_id = p.id ORDER BY c.number DESC LIMIT 1) c ON true
    WHERE p.status IN ('active', 'paused') AND p.vault_id IS NOT NULL AND c.status = 'paid' AND c.notice_sent_at IS NULL
      AND c.ends_on - ${NOTICE_DAYS}::int <= (${now.toISOString()}::timestamptz AT TIME ZONE p.time_zone)::date
    ORDER BY c.ends_on, p.id LIMIT ${limit}`);
  return rows.rows.map((r) => r.id);
}

/** Tells the family once, under the plan's lock; null when there is nothing to tell (any more). */
export async function announceRenewal(tx: Tx, planId: number, now: Date): Promise<Recorded[] | null> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for("update");
  if (!plan || !(RENEWING as readonly string[]).includes(plan.status) || !plan.vaultId) return null;
  const [latest] = await tx
    .select()
    .from(planCycles)
    .where(eq(planCycles.planId, planId))
    .orderBy(desc(planCycles.number))
    .limit(1);
  if (!latest || latest.status !== "paid" || latest.noticeSentAt) return null;
  const row = await lockBookableClass(tx, plan.classId).catch((err: unknown) => {
    if (err instanceof HttpError) return null;
    throw err;
  });
  // A class no longer offered is not renewed (the renewal ends the plan): nothing to announce.
  if (!row) return null;
  const [first] = await tx
    .select({ startsOn: planCycles.startsOn })
    .from(planCycles)
    .where(and(eq(planCycles.planId, planId), eq(planCycles.number, 1)));
  const { startsOn, endsOn } = cycleDates(first.startsOn, latest.number + 1);
  const wanted = cycleLessons(plan.nextWeekly ?? plan.weekly, startsOn, endsOn, {
    ...row.hours,
    timeZone: plan.timeZone,
  });
  const pauses = await tx.select().from(planPauses).where(eq(planPauses.planId, planId));
  const lessons = wanted.lessons.filter((l) => !pauses.some((p) => p.fromOn <= l.date && l.date <= p.untilOn)).length;
  const percent = (await siblingPlan(tx, plan.parentId, plan.classId, plan.studentId, now))
    ? row.c.siblingDiscountPercent
    : 0;
  const lessonPrice = lessonCents(toCents(row.c.price), percent);
  const total = lessons * lessonPrice;
  // The credits the renewal will take off: whole credits, oldest first, as long as they fit (useCredits).
  const credits = await tx
    .select({ cents: planCredits.amountCents })
    .from(planCredits)
    .where(and(eq(planCredits.planId, planId), isNull(planCredits.usedInCycleId), isNull(planCredits.refundedAt)))
    .orderBy(asc(planCredits.id));
  let off = 0;
  for (const c of credits) {
    if (off + c.cents > total) break;
    off += c.cents;
  }
  const [child] = await tx
    .select({ name: studentProfiles.name })
    .from(studentProfiles)
    .where(eq(studentProfiles.id, plan.studentId));
  // The lesson's price told is kept: the renewal charges no more, whatever the class's price is by then.
  await tx
    .update(planCycles)
    .set({ noticeSentAt: now, noticeLessonCents: lessonPrice })
    .where(eq(planCycles.id, latest.id));
  return recordAllInApp(tx, [
    {
      kind: "plan_renewal_notice",
      to: plan.parentId,
      planId,
      studentName: child?.name ?? "",
      classTitle: row.c.title,
      startsOn,
      endsOn,
      lessons,
      amount: fromCents(total - off),
      chargedOn: renewsOnOf(latest.endsOn),
    },
  ]);
}
