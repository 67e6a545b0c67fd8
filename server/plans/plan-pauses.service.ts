// Pausing and resuming a plan (decision 090): the pause stored and the status derived from it; the paid lessons inside
// it cancelled and credited once, in one transaction holding the plan's row, so two pauses at once give one.
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { toCents } from "@shared/money";
import {
  PAUSE_FROM_PAST,
  PAUSE_OVERLAPS,
  PAUSE_TOO_LONG,
  PAUSES_PER_YEAR_MESSAGE,
  PLAN_NOT_PAUSABLE,
  PLAN_NOT_PAUSED,
  PLAN_PAUSE_MAX_DAYS,
  PLAN_PAUSES_PER_YEAR,
  type PausePlanValues,
  type PlanItem,
} from "@shared/plans";
import { bookings, classes, planCredits, planPauses, plans, type PlanRow } from "@shared/schema";
import { refundOnCancel } from "@shared/scheduling";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import type { Db, Tx } from "../db";
import { reverseEarnings } from "../earnings/ledger";
import { notifyAll, recordAllInApp, type NotifyDeps } from "../notify/notify";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { can, type Viewer } from "../viewer";
import { pausedOn } from "./paused-times";
import { planPaused } from "./plan-notices";
import { getPlanFor } from "./plans.queries";
import { addDays, daysBetween, tooManyPauses } from "./plans.rules";

/**
 * The plan's row, locked until the transaction ends, for its parent: anyone who may not read it is told nothing
 * (404, as GET), its teacher and admins are refused (403).
 */
export async function lockOwnPlan(tx: Tx, viewer: Viewer, id: number, doing: string): Promise<PlanRow> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
  if (!plan || !can(viewer, "read booking", plan)) throw notFound("Plan not found");
  if (plan.parentId !== viewer.id) throw forbidden(`Only the family can ${doing} a plan`);
  return plan;
}

const pausesOf = (tx: Tx, planId: number) =>
  tx.select().from(planPauses).where(eq(planPauses.planId, planId)).orderBy(asc(planPauses.fromOn));

/**
 * Cancels the plan's paid lessons still to come on the dates `from`–`until` of its zone and credits each once (the
 * booking is unique among credits). Returns how many were credited.
 */
async function creditPausedLessons(tx: Tx, plan: PlanRow, from: string, until: string, now: Date): Promise<number> {
  // A day's margin either side of the dates' instants; the exact dates are then read in the plan's zone.
  const start = instantIn(addDays(from, -1), "12:00", plan.timeZone);
  const end = instantIn(addDays(until, 1), "12:00", plan.timeZone);
  const rows = await tx
    .select({ id: bookings.id, scheduledAt: bookings.scheduledAt, amount: bookings.amount })
    .from(bookings)
    .where(
      and(
        eq(bookings.planId, plan.id),
        eq(bookings.status, "scheduled"),
        eq(bookings.paymentStatus, "paid"),
        gte(bookings.scheduledAt, start),
        lt(bookings.scheduledAt, end),
      ),
    )
    .for("update");
  const inside = rows.filter((b) => {
    const date = wallClockIn(b.scheduledAt, plan.timeZone).date;
    // Only a lesson the family could cancel now with a full refund (12 hours or more ahead): a pause from today must
    // not credit the lesson of the next hour, a late cancellation in disguise (hostile pass). Those go ahead.
    return from <= date && date <= until && refundOnCancel("parent", "paid", b.scheduledAt, now) === "full";
  });
  if (inside.length === 0) return 0;
  await tx
    .update(bookings)
    .set({ status: "cancelled" })
    .where(
      inArray(
        bookings.id,
        inside.map((b) => b.id),
      ),
    );
  const credited = await tx
    .insert(planCredits)
    .values(
      inside.map((b) => ({
        planId: plan.id,
        bookingId: b.id,
        reason: "paused" as const,
        amountCents: toCents(b.amount),
      })),
    )
    .onConflictDoNothing({ target: planCredits.bookingId })
    .returning({ id: planCredits.id });
  // Not held: their earnings go, as for any credited lesson (decision 094).
  await reverseEarnings(
    tx,
    inside.map((b) => b.id),
    now,
  );
  return credited.length;
}

/** POST /api/plans/{id}/pause: an active plan, from today on, at most 60 days, at most twice in any 365 days. */
export async function pausePlan(
  deps: NotifyDeps,
  viewer: Viewer,
  id: number,
  input: PausePlanValues,
  now = new Date(),
): Promise<PlanItem> {
  const db = deps.db;
  const told = await db.transaction(async (tx) => {
    const plan = await lockOwnPlan(tx, viewer, id, "pause");
    if (plan.status !== "active") throw conflict(PLAN_NOT_PAUSABLE);
    const today = wallClockIn(now, plan.timeZone).date;
    if (input.from < today) throw badRequest(PAUSE_FROM_PAST);
    if (daysBetween(input.from, input.until) > PLAN_PAUSE_MAX_DAYS) throw conflict(PAUSE_TOO_LONG);
    const pauses = await pausesOf(tx, id);
    if (pauses.some((p) => p.fromOn <= input.until && input.from <= p.untilOn)) throw conflict(PAUSE_OVERLAPS);
    const starts = pauses.map((p) => p.fromOn);
    if (tooManyPauses(starts, input.from, PLAN_PAUSES_PER_YEAR)) throw conflict(PAUSES_PER_YEAR_MESSAGE);
    // The class's row too: a plan being made on it waits for the pause, and then finds the weekly times kept.
    await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, plan.classId)).for("update");
    await tx.insert(planPauses).values({ planId: id, fromOn: input.from, untilOn: input.until });
    await creditPausedLessons(tx, plan, input.from, input.until, now);
    // The teacher is told, with the change or not at all.
    return recordAllInApp(tx, [await planPaused(tx, id, input.from, input.until)]);
  });
  await notifyAll(deps, told);
  return getPlanFor(db, viewer, id, now);
}

/**
 * POST /api/plans/{id}/resume: ends the pause in force today. Its last day becomes yesterday (today when it began
 * today); the lessons it cancelled stay credits.
 */
export async function resumePlan(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<PlanItem> {
  await db.transaction(async (tx) => {
    const plan = await lockOwnPlan(tx, viewer, id, "resume");
    const today = wallClockIn(now, plan.timeZone).date;
    const pauses = await pausesOf(tx, id);
    const current = pauses.find((p) => pausedOn([p], today));
    if (plan.status !== "active" || !current) throw conflict(PLAN_NOT_PAUSED);
    const yesterday = addDays(today, -1);
    await tx
      .update(planPauses)
      .set({ untilOn: yesterday < current.fromOn ? current.fromOn : yesterday, resumedAt: now })
      .where(eq(planPauses.id, current.id));
  });
  return getPlanFor(db, viewer, id, now);
}
