// A plan's renewal (issue 33, decision 091): two days before a cycle ends the next is made (its lessons held, a taken
// time or a day off skipped and not charged) with the charge's request id, then the saved method is charged once.
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/money";
import { PLAN_PAST_DUE_HOURS, type PlanSkipped } from "@shared/plans";
import { bookings, planCredits, planCycles, planPauses, plans, type PlanCycleRow } from "@shared/schema";
import { hasRoom, lockBookableClass, releaseLapsedHolds } from "../bookings/booking-guards";
import type { Db, Tx } from "../db";
import { HttpError, pgError } from "../http-error";
import type { Recorded } from "../notify/notify";
import { recordAllInApp } from "../notify/notify";
import { slotProblem } from "../scheduling/scheduling.rules";
import { payCycleLessons } from "./cycle-lessons";
import { releaseCredits } from "./plan-credits";
import { cycleDates, cycleLessons, lessonCents, renewsOnOf } from "./plans.rules";
import { siblingPlan } from "./plans.service";
import { planPaymentDue } from "./plan-notices";

/** Plans that renew: a paused plan too (its pause only cancels the lessons inside it). */
export const RENEWING = ["active", "paused"] as const;

/** The teacher's calendar date of an instant. */
export const dateInZone = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** The plans whose latest cycle is paid and due for renewal today in their teacher's calendar, oldest first. */
export async function plansDueForRenewal(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    SELECT p.id FROM ${plans} p
    JOIN LATERAL (SELECT c.* FROM ${planCycles} c WHERE c.plan_id = p.id ORDER BY c.number DESC LIMIT 1) c ON true
    WHERE p.status IN ('active', 'paused') AND c.status = 'paid'
      AND c.ends_on - 2 <= (${now.toISOString()}::timestamptz AT TIME ZONE p.time_zone)::date
    ORDER BY c.ends_on, p.id LIMIT ${limit}`);
  return rows.rows.map((r) => r.id);
}

export interface MadeCycle {
  cycle: PlanCycleRow;
  told: Recorded[];
}

/**
 * Makes the plan's next cycle under its lock, once: nothing when it is made already, the plan no longer renews, or it
 * is not yet due. A class no longer bookable (closed, its teacher not listed) ends the plan instead.
 */
export async function makeNextCycle(tx: Tx, planId: number, now: Date): Promise<MadeCycle | null> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for("update");
  // A plan without a saved method renews too: its charge is refused at once, and the family pays by hand (chargeCycle).
  if (!plan || !(RENEWING as readonly string[]).includes(plan.status)) return null;
  const [latest] = await tx
    .select()
    .from(planCycles)
    .where(eq(planCycles.planId, planId))
    .orderBy(desc(planCycles.number))
    .limit(1);
  if (!latest || latest.status !== "paid" || renewsOnOf(latest.endsOn) > dateInZone(now, plan.timeZone)) return null;
  const row = await lockBookableClass(tx, plan.classId).catch((err: unknown) => {
    if (err instanceof HttpError) return null;
    throw err;
  });
  if (!row) {
    await tx.update(plans).set({ status: "ended" }).where(eq(plans.id, planId));
    return null;
  }
  const [first] = await tx
    .select({ startsOn: planCycles.startsOn })
    .from(planCycles)
    .where(and(eq(planCycles.planId, planId), eq(planCycles.number, 1)));
  const number = latest.number + 1;
  const { startsOn, endsOn } = cycleDates(first.startsOn, number);
  // The weekly times keep the plan's zone; the hours and days off are the teacher's now.
  // A change of days or times (PATCH) takes effect with this cycle.
  const weekly = plan.nextWeekly ?? plan.weekly;
  const wanted = cycleLessons(weekly, startsOn, endsOn, { ...row.hours, timeZone: plan.timeZone });
  const skipped: PlanSkipped[] = [...wanted.skipped];
  const pauses = await tx.select().from(planPauses).where(eq(planPauses.planId, planId));
  // The discount is asked again: the sibling's plan may have ended since.
  const percent = (await siblingPlan(tx, plan.parentId, plan.classId, plan.studentId, now))
    ? row.c.siblingDiscountPercent
    : 0;
  // Never more a lesson than the notice told the family (a price raised since then waits for the next notice).
  const told = latest.noticeLessonCents ?? Number.POSITIVE_INFINITY;
  const lessonPrice = Math.min(lessonCents(toCents(row.c.price), percent), told);
  const [cycle] = await tx
    .insert(planCycles)
    .values({ planId, number, startsOn, endsOn, amount: "0.00", skipped: [], chargeRequestId: crypto.randomUUID() })
    .returning();
  const released: Parameters<typeof recordAllInApp>[1] = [];
  let held = 0;
  for (const lesson of wanted.lessons) {
    // A date inside a pause is not booked, and not charged.
    if (pauses.some((p) => p.fromOn <= lesson.date && lesson.date <= p.untilOn)) {
      skipped.push({ date: lesson.date, time: lesson.time, reason: "paused" });
      continue;
    }
    const endsAt = new Date(lesson.startsAt.getTime() + row.c.duration * 60_000);
    if (slotProblem(lesson.startsAt, row.hours, row.c.duration, now)) {
      skipped.push({ date: lesson.date, time: lesson.time, reason: "unavailable" });
      continue;
    }
    released.push(
      ...(await releaseLapsedHolds(
        tx,
        { teacherId: plan.teacherId, studentId: plan.studentId, start: lesson.startsAt, end: endsAt },
        now,
      )),
    );
    // A savepoint per lesson: a time taken meanwhile (by the teacher's other class, say) is skipped, not the cycle.
    const booked = await tx
      .transaction(async (sp) => {
        if (!(await hasRoom(sp, plan.classId, lesson.startsAt, row.c.maxStudents))) return false;
        await sp.insert(bookings).values({
          classId: plan.classId,
          studentId: plan.studentId,
          parentId: plan.parentId,
          teacherId: plan.teacherId,
          scheduledAt: lesson.startsAt,
          endsAt,
          // Held until the charge, or until the family's time to pay by hand runs out.
          expiresAt: new Date(now.getTime() + PLAN_PAST_DUE_HOURS * 3_600_000),
          amount: fromCents(lessonPrice),
          planId,
          planCycleId: cycle.id,
        });
        return true;
      })
      .catch((err: unknown) => {
        // Taken meanwhile (the booking constraints); anything else is a real failure and fails the whole cycle.
        if (["23505", "23P01"].includes(pgError(err).code ?? "")) return false;
        throw err;
      });
    if (booked) held++;
    else skipped.push({ date: lesson.date, time: lesson.time, reason: "taken" });
  }
  skipped.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const credited = await useCredits(tx, planId, cycle.id, held * lessonPrice);
  const amount = fromCents(held * lessonPrice - credited);
  // Nothing to charge (every date off or taken, or all paid by credits): the cycle is paid as it stands.
  const status = toCents(amount) === 0 ? "paid" : "pending";
  await tx.update(plans).set({ weekly, nextWeekly: null }).where(eq(plans.id, planId));
  // Paid by credits alone: its lessons are paid too, or they would lapse as unpaid holds (decision 092); paid with the
  // credited lessons' money (their earnings were reversed when credited), they earn as usual.
  if (status === "paid") await payCycleLessons(tx, cycle.id, now);
  const [made] = await tx
    .update(planCycles)
    .set({ amount, skipped, status, chargeRequestId: status === "paid" ? null : cycle.chargeRequestId })
    .where(eq(planCycles.id, cycle.id))
    .returning();
  return { cycle: made, told: await recordAllInApp(tx, released) };
}

/**
 * Takes the plan's unused credits off a cycle worth `totalCents`, oldest first, as many whole credits as fit (never
 * below zero): each is marked used by the cycle, so it is counted once. Answers the cents taken off.
 */
export async function useCredits(tx: Tx, planId: number, cycleId: number, totalCents: number): Promise<number> {
  const open = await tx
    .select()
    .from(planCredits)
    .where(and(eq(planCredits.planId, planId), isNull(planCredits.usedInCycleId), isNull(planCredits.refundedAt)))
    .orderBy(asc(planCredits.id))
    .for("update");
  const used: number[] = [];
  let taken = 0;
  for (const credit of open) {
    if (taken + credit.amountCents > totalCents) break;
    taken += credit.amountCents;
    used.push(credit.id);
  }
  if (used.length > 0)
    await tx.update(planCredits).set({ usedInCycleId: cycleId }).where(inArray(planCredits.id, used));
  return taken;
}

/** Renewal cycles made and not yet charged, of plans that still renew. */
export async function cyclesToCharge(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: planCycles.id })
    .from(planCycles)
    .innerJoin(plans, eq(plans.id, planCycles.planId))
    .where(
      and(
        eq(planCycles.status, "pending"),
        isNotNull(planCycles.chargeRequestId),
        inArray(plans.status, [...RENEWING]),
      ),
    )
    .orderBy(planCycles.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Refused renewals whose time to pay by hand has run out: the held lessons are released and the plan ends. */
export async function lapsedPastDue(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(planCycles, and(eq(planCycles.planId, plans.id), eq(planCycles.status, "pending")))
    .where(
      and(eq(plans.status, "past_due"), isNotNull(planCycles.payBy), sql`${planCycles.payBy} <= ${now.toISOString()}`),
    )
    .orderBy(plans.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Ends a plan whose refused renewal was not paid in time, under its lock (a payment meanwhile wins), and tells the
 * family. Null: nothing to end.
 */
export async function endPastDue(tx: Tx, planId: number, now: Date): Promise<Recorded[] | null> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for("update");
  if (plan?.status !== "past_due") return null;
  const unpaid = await tx
    .update(planCycles)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(planCycles.planId, planId),
        eq(planCycles.status, "pending"),
        sql`${planCycles.payBy} <= ${now.toISOString()}`,
      ),
    )
    .returning({ id: planCycles.id });
  if (unpaid.length === 0) return null;
  await releaseCredits(
    tx,
    unpaid.map((c) => c.id),
  );
  await tx
    .update(bookings)
    .set({ status: "cancelled" })
    .where(
      and(
        inArray(
          bookings.planCycleId,
          unpaid.map((c) => c.id),
        ),
        eq(bookings.status, "scheduled"),
        eq(bookings.paymentStatus, "pending"),
      ),
    );
  await tx.update(plans).set({ status: "ended" }).where(eq(plans.id, planId));
  return recordAllInApp(tx, [await planPaymentDue(tx, unpaid[0].id, "ended")]);
}
