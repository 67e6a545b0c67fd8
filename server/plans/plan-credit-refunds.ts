// A plan that no longer renews gives its unused credits back (issue 33, decision 092): each refunded once, from the
// capture of the cycle that paid its lesson, with a request id committed before PayPal is called.
import crypto from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/money";
import { PAYMENT_CURRENCY } from "@shared/payment-terms";
import { bookings, planCredits, planCycles, plans } from "@shared/schema";
import type { Db, Tx } from "../db";
import { lessonNames } from "../bookings/booking-events";
import { reverseEarnings } from "../earnings/ledger";
import { notifyAll, recordAllInApp, type NotifyDeps, type Recorded } from "../notify/notify";
import { GatewayError, type PaymentGateway } from "../payments/gateway";

export interface CreditRefundDeps extends NotifyDeps {
  gateway: PaymentGateway;
  /** Tests put a crash here: after PayPal refunded, before the commit. */
  afterRefund?: () => void;
}

const ENDED = ["cancelled", "ended"] as const;

/** Unused, unrefunded credits of plans that no longer renew (of one plan when `planId` is given), oldest first. */
export async function creditsToRefund(db: Db, limit: number, planId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: planCredits.id })
    .from(planCredits)
    .innerJoin(plans, eq(plans.id, planCredits.planId))
    .where(
      and(
        isNull(planCredits.usedInCycleId),
        isNull(planCredits.refundedAt),
        inArray(plans.status, [...ENDED]),
        planId === undefined ? undefined : eq(planCredits.planId, planId),
      ),
    )
    .orderBy(planCredits.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Locks a credit still to refund (SKIP LOCKED: one another process holds is left to it); undefined otherwise. */
async function lockCredit(tx: Tx, creditId: number) {
  const [row] = await tx
    .select({ credit: planCredits, status: plans.status, cycleId: bookings.planCycleId })
    .from(planCredits)
    .innerJoin(plans, eq(plans.id, planCredits.planId))
    .innerJoin(bookings, eq(bookings.id, planCredits.bookingId))
    .where(eq(planCredits.id, creditId))
    .for("update", { of: planCredits, skipLocked: true });
  const open = row && !row.credit.usedInCycleId && !row.credit.refundedAt;
  return open && (ENDED as readonly string[]).includes(row.status) ? row : undefined;
}

/** What is left to refund of a cycle's capture: what it took, less the credit refunds already asked of it. */
async function room(tx: Tx, cycle: { amount: string; captureId: string | null }, creditId: number): Promise<number> {
  if (!cycle.captureId) return 0;
  const [asked] = await tx
    .select({ cents: sql<number>`coalesce(sum(${planCredits.amountCents}), 0)`.mapWith(Number) })
    .from(planCredits)
    .where(and(eq(planCredits.refundCaptureId, cycle.captureId), ne(planCredits.id, creditId)));
  return toCents(cycle.amount) - (asked?.cents ?? 0);
}

/**
 * Fixes the credit's refund (request id and capture) in a transaction of its own, under the plan's lock so two credits
 * never count on the same room. The lesson's own cycle first; when it paid less than that (credits taken off it, or
 * nothing), the plan's newest capture with room. False when nothing is to do or no capture has room.
 */
async function prepare(deps: CreditRefundDeps, creditId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCredit(tx, creditId);
    if (!row) return false;
    if (row.credit.refundRequestId) return true;
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, row.credit.planId)).for("update");
    const paid = await tx
      .select()
      .from(planCycles)
      .where(
        and(
          eq(planCycles.planId, row.credit.planId),
          eq(planCycles.status, "paid"),
          isNotNull(planCycles.paypalOrderId),
        ),
      )
      .orderBy(desc(planCycles.number));
    const candidates = [...paid.filter((c) => c.id === row.cycleId), ...paid.filter((c) => c.id !== row.cycleId)];
    for (const cycle of candidates) {
      const captureId = cycle.captureId ?? (await captureOf(deps.gateway, cycle.paypalOrderId));
      if (captureId && !cycle.captureId)
        await tx.update(planCycles).set({ captureId }).where(eq(planCycles.id, cycle.id));
      if ((await room(tx, { amount: cycle.amount, captureId }, creditId)) < row.credit.amountCents) continue;
      await tx
        .update(planCredits)
        .set({ refundRequestId: crypto.randomUUID(), refundCaptureId: captureId })
        .where(eq(planCredits.id, creditId));
      return true;
    }
    return false;
  });
}

/** A cycle paid before capture ids were kept: its order's completed capture. */
async function captureOf(gateway: PaymentGateway, orderId: string | null): Promise<string | null> {
  if (!orderId) return null;
  const order = await gateway.getOrder(orderId);
  return order.captures.find((c) => c.status !== "DECLINED" && c.status !== "FAILED")?.id ?? null;
}

/**
 * Refunds one credit, exactly once: PayPal is called inside the transaction that records its answer, under the credit's
 * lock, with the request id committed before; a crash between them rolls the record back and the next run repeats the
 * request, which PayPal answers with its first refund. Throws when PayPal failed: the next run tries again.
 */
export async function refundCredit(deps: CreditRefundDeps, creditId: number, now: Date): Promise<Recorded[] | null> {
  if (!(await prepare(deps, creditId))) return null;
  return settle(deps, creditId, now).catch(async (err: unknown) => {
    // PayPal refused for good (a 4xx but a conflict or a limit): no money moved, so the next run asks afresh, with a
    // new request id and maybe another capture (PayPal may answer a repeated id with the same refusal).
    if (err instanceof GatewayError && err.status >= 400 && err.status < 500 && ![409, 429].includes(err.status))
      await deps.db
        .update(planCredits)
        .set({ refundRequestId: null, refundCaptureId: null })
        .where(and(eq(planCredits.id, creditId), isNull(planCredits.refundedAt)));
    throw err;
  });
}

async function settle(deps: CreditRefundDeps, creditId: number, now: Date): Promise<Recorded[] | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCredit(tx, creditId);
    const { refundRequestId, refundCaptureId } = row?.credit ?? {};
    if (!row || !refundRequestId || !refundCaptureId) return null;
    const amount = fromCents(row.credit.amountCents);
    const refund = await deps.gateway.refund({
      captureId: refundCaptureId,
      amount,
      currency: PAYMENT_CURRENCY,
      requestId: refundRequestId,
      note: "Your Halaqa weekly plan has ended: the credit of a lesson not held is refunded.",
    });
    deps.afterRefund?.();
    if (refund.status !== "COMPLETED" && refund.status !== "PENDING")
      throw new GatewayError(422, `REFUND_${refund.status}`);
    await tx.update(planCredits).set({ refundedAt: now, refundId: refund.id }).where(eq(planCredits.id, creditId));
    const [flipped] = await tx
      .update(bookings)
      .set({ paymentStatus: "refunded", refundId: refund.id })
      .where(and(eq(bookings.id, row.credit.bookingId), eq(bookings.paymentStatus, "paid")))
      .returning({ parentId: bookings.parentId, scheduledAt: bookings.scheduledAt });
    if (!flipped) return [];
    // Reversed when it was credited; a repeat here inserts nothing.
    await reverseEarnings(tx, [row.credit.bookingId], now);
    const names = await lessonNames(tx, row.credit.bookingId);
    return recordAllInApp(tx, [
      {
        kind: "refund_issued",
        to: flipped.parentId,
        bookingId: row.credit.bookingId,
        scheduledAt: flipped.scheduledAt,
        amount,
        ...names,
      },
    ]);
  });
}

/**
 * Refunds the given credits one by one and tells the families after; a provider failure is logged and left for the
 * job's next run. Answers how many were refunded.
 */
export async function refundCredits(deps: CreditRefundDeps, ids: number[], now = new Date()): Promise<number> {
  let done = 0;
  const told: Recorded[] = [];
  for (const id of ids) {
    try {
      const events = await refundCredit(deps, id, now);
      if (!events) continue;
      done++;
      told.push(...events);
    } catch (err) {
      deps.logger?.warn(
        {
          creditId: id,
          err: { message: (err as Error).message },
          issue: err instanceof GatewayError ? err.issue : undefined,
        },
        "plan credit refund failed; retried next run",
      );
    }
  }
  await notifyAll(deps, told).catch(() => undefined);
  return done;
}

/** After a commit that ended a plan or credited a lesson of one that no longer renews: its credits, now. */
export async function refundPlanCredits(
  deps: NotifyDeps & { gateway?: PaymentGateway },
  planIds: Iterable<number>,
): Promise<void> {
  const gateway = deps.gateway;
  if (!gateway) return;
  for (const planId of new Set(planIds)) {
    await refundCredits({ ...deps, gateway }, await creditsToRefund(deps.db, 100, planId)).catch((err: unknown) =>
      deps.logger?.warn({ planId, err: { message: (err as Error).message } }, "plan credits not refunded; job retries"),
    );
  }
}
