// Weekly plans (issue 33): the first cycle made in one transaction as a booking is (decision 008): the family's row
// and the class locked, every lesson checked and held, and any refusal rolls back the whole plan (decision 088).
import { and, count, eq, inArray, ne, not, sql } from "drizzle-orm";
import { CAPS } from "@shared/constants";
import { fromCents, sameMoney, toCents } from "@shared/money";
import {
  PLAN_AMOUNT_CHANGED,
  PLAN_NOT_CANCELLABLE,
  PAUSED_TIME_KEPT,
  PLANS_CAP_MESSAGE,
  UNPAID_PLANS_CAP_MESSAGE,
  type CreatePlanValues,
  type PlanCreated,
  type PlanItem,
} from "@shared/plans";
import { bookings, planCycles, plans, studentProfiles } from "@shared/schema";
import { lockOwner, refuseAtCap } from "../caps";
import type { Tx } from "../db";
import { badRequest, conflict, forbidden, HttpError, notFound, pgError } from "../http-error";
import { notifyAll, recordAllInApp, type NotifyDeps } from "../notify/notify";
import { hasRoom, lockBookableClass, releaseLapsedHolds } from "../bookings/booking-guards";
import { SLOT_TAKEN } from "../bookings/bookings.rules";
import { bookingConflict } from "../bookings/bookings.service";
import { holdExpiry, holdLapsedSql } from "../scheduling/holds";
import { slotProblem } from "../scheduling/scheduling.rules";
import type { Viewer } from "../viewer";
import { keptProblem, keptTimes, pausedNowSql } from "./paused-times";
import { timesAhead } from "./held-times";
import type { PaymentGateway } from "../payments/gateway";
import { refundPlanCredits } from "./plan-credit-refunds";
import { releaseCredits } from "./plan-credits";
import { planCancelled } from "./plan-notices";
import { getPlanFor, mayCancel, planCore } from "./plans.queries";
import { cycleCents, cycleDates, cycleLessons, lessonCents, namingDate, type WantedLesson } from "./plans.rules";

/** Plans not over: they count against the cap. */
const LIVE = ["pending_payment", "active", "paused", "past_due"] as const;

/** A write of one lesson refused by the database (a race lost): 409 naming the lesson's date. */
function lessonConflict(err: unknown, lesson: WantedLesson): never {
  return bookingConflict(err, (message) => namingDate(lesson, message));
}

/** The sibling discount applies: the parent has a paid-for plan with this teacher for another child. */
// Only an active plan of the same class counts (the discount is the class's): a cheap plan on another class for an
// invented child, or one paused or unpaid, must not buy up to 50% off (found by the hostile pass).
export async function siblingPlan(tx: Tx, parentId: number, classId: number, studentId: number, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(plans)
    .where(
      and(
        eq(plans.parentId, parentId),
        eq(plans.classId, classId),
        ne(plans.studentId, studentId),
        eq(plans.status, "active"),
        not(pausedNowSql(now)),
      ),
    );
  return row.n > 0;
}

/**
 * Ends the parent's plans awaiting payment whose every hold has lapsed (decision 088): they hold nothing, and must not
 * keep counting against the cap of plans awaiting payment. The expiry job cancels their bookings as any lapsed hold.
 */
async function endLapsedPlans(tx: Tx, parentId: number, now: Date): Promise<void> {
  await tx
    .update(plans)
    .set({ status: "ended" })
    .where(
      and(
        eq(plans.parentId, parentId),
        eq(plans.status, "pending_payment"),
        // Spelt out: drizzle writes an UPDATE's columns without their table, and "id" here would be the booking's.
        sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.planId} = "plans"."id"
          AND ${bookings.status} = 'scheduled' AND NOT ${holdLapsedSql(now)})`,
      ),
    );
}

async function refusePlanCaps(tx: Tx, parentId: number): Promise<void> {
  const [held] = await tx
    .select({ live: count() })
    .from(plans)
    .where(and(eq(plans.parentId, parentId), inArray(plans.status, [...LIVE])));
  const [unpaid] = await tx
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.parentId, parentId), eq(plans.status, "pending_payment")));
  refuseAtCap(held.live, CAPS.livePlansPerParent, PLANS_CAP_MESSAGE);
  refuseAtCap(unpaid.n, CAPS.unpaidPlansPerParent, UNPAID_PLANS_CAP_MESSAGE);
}

/** POST /api/plans: the plan and its first cycle, every lesson held unpaid for 30 minutes. */
export async function createPlan(
  deps: NotifyDeps,
  viewer: Viewer,
  input: CreatePlanValues,
  now = new Date(),
): Promise<PlanCreated> {
  const parentId = viewer.id;
  const { answer, told } = await deps.db
    .transaction(async (tx) => {
      await lockOwner(tx, parentId);
      await endLapsedPlans(tx, parentId, now);
      await refusePlanCaps(tx, parentId);
      const [student] = await tx
        .select({ id: studentProfiles.id })
        .from(studentProfiles)
        .where(and(eq(studentProfiles.id, input.studentId), eq(studentProfiles.parentId, parentId)));
      // Another parent's child is answered exactly like a missing one.
      if (!student) throw notFound("Student not found");
      const row = await lockBookableClass(tx, input.classId);
      if (row.c.teacherId === parentId) throw new HttpError(403, "You cannot book your own class");
      const { startsOn, endsOn } = cycleDates(input.startsOn);
      const { lessons, skipped } = cycleLessons(input.weekly, startsOn, endsOn, row.hours);
      for (const lesson of lessons) {
        const problem = slotProblem(lesson.startsAt, row.hours, row.c.duration, now);
        if (problem) throw badRequest(namingDate(lesson, problem));
      }
      if (lessons.length === 0) throw badRequest("weekly: The teacher is off on every date of this cycle");
      const percent = (await siblingPlan(tx, parentId, row.c.id, student.id, now)) ? row.c.siblingDiscountPercent : 0;
      const priceCents = toCents(row.c.price);
      const amount = fromCents(cycleCents(lessons.length, priceCents, percent));
      if (input.amount !== undefined && !sameMoney(input.amount, amount)) throw badRequest(PLAN_AMOUNT_CHANGED);
      const [plan] = await tx
        .insert(plans)
        .values({
          parentId,
          studentId: student.id,
          classId: row.c.id,
          teacherId: row.c.teacherId,
          weekly: input.weekly,
          timeZone: row.hours.timeZone,
        })
        .returning();
      const [cycle] = await tx
        .insert(planCycles)
        .values({ planId: plan.id, number: 1, startsOn, endsOn, amount, skipped })
        .returning();
      const kept = await keptTimes(tx, row.c.teacherId, startsOn, endsOn);
      // Another family's plan renews on its weekly times after its latest cycle: they are its, not free (hostile pass).
      const ahead = await timesAhead(tx, row.c.teacherId, startsOn, endsOn);
      const held = [];
      const released = [];
      for (const lesson of lessons) {
        const endsAt = new Date(lesson.startsAt.getTime() + row.c.duration * 60_000);
        released.push(
          ...(await releaseLapsedHolds(
            tx,
            { teacherId: row.c.teacherId, studentId: student.id, start: lesson.startsAt, end: endsAt },
            now,
          )),
        );
        const keep = keptProblem(kept, { ...lesson, endsAt, classId: row.c.id, maxStudents: row.c.maxStudents });
        if (keep.refused) throw conflict(namingDate(lesson, PAUSED_TIME_KEPT));
        const taken = keptProblem(ahead, {
          ...lesson,
          endsAt,
          classId: row.c.id,
          maxStudents: row.c.maxStudents - keep.seats,
        });
        if (taken.refused) throw conflict(namingDate(lesson, SLOT_TAKEN));
        if (!(await hasRoom(tx, row.c.id, lesson.startsAt, row.c.maxStudents - keep.seats - taken.seats)))
          throw conflict(namingDate(lesson, SLOT_TAKEN));
        const [booking] = await tx
          .insert(bookings)
          .values({
            classId: row.c.id,
            studentId: student.id,
            parentId,
            teacherId: row.c.teacherId,
            scheduledAt: lesson.startsAt,
            endsAt,
            // Held like an unpaid single booking: the expiry job releases the lessons of a plan not paid in time.
            expiresAt: holdExpiry(now),
            amount: fromCents(lessonCents(priceCents, percent)),
            planId: plan.id,
            planCycleId: cycle.id,
          })
          .returning({ id: bookings.id })
          .catch((err: unknown) => lessonConflict(err, lesson));
        held.push({ bookingId: booking.id, scheduledAt: lesson.startsAt.toISOString() });
      }
      return { answer: planCore(plan, cycle, held), told: await recordAllInApp(tx, released) };
    })
    .catch((err: unknown) => {
      if (err instanceof HttpError) throw err;
      // Two plans or bookings waited on each other and PostgreSQL broke the tie: the loser is told the time is taken.
      if (pgError(err).code === "40P01") throw conflict(SLOT_TAKEN);
      throw err;
    });
  await notifyAll(deps, told);
  return answer;
}

/**
 * POST /api/plans/{id}/cancel: no renewal; paid lessons go ahead, the unpaid holds are released. The plan's parent or
 * an admin; its teacher is refused (403), anyone else told nothing (404).
 */
export async function cancelPlan(
  deps: NotifyDeps & { gateway?: PaymentGateway },
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<PlanItem> {
  const told = await deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!plan || (plan.teacherId !== viewer.id && !mayCancel(viewer, plan))) throw notFound("Plan not found");
    if (!mayCancel(viewer, plan)) throw forbidden("Only the family or an admin can cancel a plan");
    if (plan.status === "cancelled" || plan.status === "ended") throw conflict(PLAN_NOT_CANCELLABLE);
    await tx.update(plans).set({ status: "cancelled", cancelledAt: now }).where(eq(plans.id, id));
    await tx
      .update(bookings)
      .set({ status: "cancelled" })
      .where(and(eq(bookings.planId, id), eq(bookings.status, "scheduled"), eq(bookings.paymentStatus, "pending")));
    const unpaid = await tx
      .update(planCycles)
      .set({ status: "cancelled" })
      .where(and(eq(planCycles.planId, id), eq(planCycles.status, "pending")))
      .returning({ id: planCycles.id });
    await releaseCredits(
      tx,
      unpaid.map((c) => c.id),
    );
    // A plan never paid was never news to the teacher; one that was is, with the change or not at all.
    return plan.status === "pending_payment" ? [] : recordAllInApp(tx, [await planCancelled(tx, id)]);
  });
  await notifyAll(deps, told);
  // Its unused credits go back now, not at the job's next run (decision 092).
  await refundPlanCredits(deps, [id]);
  return getPlanFor(deps.db, viewer, id);
}
