// Paying a plan's first cycle (issue 33, decision 089): one order for the cycle's amount that also saves the payer's
// method; a completed capture marks every lesson of the cycle paid and the plan active, exactly once.
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { SCHEDULING } from "@shared/constants";
import { PAYMENT_CURRENCY, type PlanPaymentOrder } from "@shared/payments";
import { sameMoney } from "@shared/money";
import { bookings, classes, planCycles, plans, teacherProfiles, type PlanCycleRow, type PlanRow } from "@shared/schema";
import { HttpError, notFound } from "../http-error";
import { notifyAll, recordAllInApp, type Recorded } from "../notify/notify";
import { planPaid, planStarted } from "../plans/plan-notices";
import { teacherListed } from "../teachers/listed";
import { holdLapsed } from "../scheduling/holds";
import { GatewayError, type GatewayOrder } from "./gateway";
import { providerFailure, type PaymentDeps } from "./payments.service";
import { captureProblem, OPEN_ORDER_STATUSES, payableRefusal } from "./payments.rules";
import { payCycleLessons } from "../plans/cycle-lessons";

export const PLAN_HOLDS_LAPSED = "The held times lapsed, make the plan again";
export const PLAN_NOT_PAYABLE = "This plan is not awaiting its first payment";
export const PLAN_PAY_BY_PASSED = "The time to pay this renewal has passed";

/** Why a cycle cannot be paid: a past-due plan's 48 hours ran out, or the plan awaits no payment. */
const notPayable = (plan: Pick<PlanRow, "status">) =>
  new HttpError(409, plan.status === "past_due" ? PLAN_PAY_BY_PASSED : PLAN_NOT_PAYABLE);

const answer = (order: GatewayOrder, planId: number, paid: boolean): PlanPaymentOrder => ({
  id: order.id,
  status: order.status === "COMPLETED" ? "COMPLETED" : order.status === "APPROVED" ? "APPROVED" : "CREATED",
  planId,
  paymentStatus: paid ? "paid" : "pending",
});

/** The cycle's lessons: all still scheduled, and (when `now` is given) none whose hold has lapsed. */
async function holdsStand(deps: PaymentDeps, cycleId: number, now?: Date): Promise<boolean> {
  const rows = await deps.db
    .select({
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      expiresAt: bookings.expiresAt,
      paypalOrderId: bookings.paypalOrderId,
    })
    .from(bookings)
    .where(eq(bookings.planCycleId, cycleId));
  return rows.length > 0 && rows.every((b) => b.status === "scheduled" && !(now && holdLapsed(b, now)));
}

/**
 * Can the family pay this cycle now? The first while the plan awaits payment; a refused renewal's while the plan is
 * past due and its 48 hours have not run out (issue 33, decision 091).
 */
export function payableNow(
  plan: Pick<PlanRow, "status">,
  cycle: Pick<PlanCycleRow, "status" | "number" | "payBy">,
  now: Date,
): boolean {
  if (cycle.status !== "pending") return false;
  if (plan.status === "pending_payment") return cycle.number === 1;
  return plan.status === "past_due" && cycle.payBy !== null && cycle.payBy > now;
}

/** POST /order {planId}: the plan's parent only; the first cycle, pending, every hold standing, its exact amount. */
export async function createPlanOrder(
  deps: PaymentDeps,
  parentId: number,
  planId: number,
  clientAmount: string,
  now = new Date(),
): Promise<PlanPaymentOrder> {
  const [row] = await deps.db
    .select({ plan: plans, cycle: planCycles, title: classes.title, classActive: classes.isActive, teacherListed })
    .from(plans)
    .innerJoin(planCycles, eq(planCycles.planId, plans.id))
    .innerJoin(classes, eq(classes.id, plans.classId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, plans.teacherId))
    .where(eq(plans.id, planId))
    // The cycle to pay: the first while the plan awaits payment, a refused renewal's while it is past due.
    .orderBy(desc(planCycles.number))
    .limit(1);
  // Someone else's plan is answered like a missing one.
  if (!row || row.plan.parentId !== parentId) throw notFound("Plan not found");
  const { plan, cycle } = row;
  if (cycle.status === "paid") throw new HttpError(409, "This plan is already paid");
  if (!payableNow(plan, cycle, now)) throw notPayable(plan);
  const unpayable = payableRefusal({
    status: "scheduled",
    classActive: row.classActive,
    teacherApproved: row.teacherListed === true,
  });
  if (unpayable) throw new HttpError(unpayable[0], unpayable[1]);
  if (!(await holdsStand(deps, cycle.id, now))) throw new HttpError(409, PLAN_HOLDS_LAPSED);
  if (!sameMoney(clientAmount, cycle.amount))
    throw new HttpError(400, `amount: The amount must be ${cycle.amount}, the price of these four weeks of the plan`);

  if (cycle.paypalOrderId) {
    // As for a booking: reuse an order the buyer can still approve; record one captured but not recorded.
    const existing = await deps.gateway.getOrder(cycle.paypalOrderId).catch((err: unknown) => {
      if (err instanceof GatewayError && err.status === 404) return null;
      return providerFailure(err);
    });
    if (existing && OPEN_ORDER_STATUSES.has(existing.status)) return answer(existing, plan.id, false);
    if (existing?.status === "COMPLETED") return markPlanPaid(deps, plan.id, cycle, existing);
  }

  const order = await deps.gateway
    .createOrder({
      amount: cycle.amount,
      currency: PAYMENT_CURRENCY,
      referenceId: `plan-${plan.id}-cycle-${cycle.number}`,
      description: `Halaqa weekly plan: ${row.title}`.slice(0, 127),
      // Stable per cycle and per replaced order (as a booking's): a retried or racing request gets the same order.
      requestId: `halaqa-plan-order-${cycle.id}-${cycle.createdAt.getTime()}-${cycle.paypalOrderId ?? "first"}`,
      saveMethod: true,
    })
    .catch(providerFailure);

  const bound = await deps.db
    .update(planCycles)
    .set({ paypalOrderId: order.id })
    .where(
      and(
        eq(planCycles.id, cycle.id),
        eq(planCycles.status, "pending"),
        cycle.paypalOrderId ? eq(planCycles.paypalOrderId, cycle.paypalOrderId) : isNull(planCycles.paypalOrderId),
      ),
    )
    .returning({ id: planCycles.id });
  if (bound.length > 0 && !cycle.paypalOrderId) {
    // The grace a booking's open order gets (decision 049), given once: the lessons' order id is kept on the cycle.
    await deps.db
      .update(bookings)
      .set({ expiresAt: sql`${bookings.expiresAt} + make_interval(mins => ${SCHEDULING.openOrderGraceMinutes})` })
      .where(and(eq(bookings.planCycleId, cycle.id), eq(bookings.paymentStatus, "pending")));
  }
  if (bound.length === 0) {
    const [now2] = await deps.db.select().from(planCycles).where(eq(planCycles.id, cycle.id));
    if (now2.status === "paid") throw new HttpError(409, "This plan is already paid");
    if (now2.paypalOrderId !== order.id)
      throw new HttpError(409, "A payment for this plan is already in progress. Please try again.");
  }
  return answer(order, plan.id, false);
}

/**
 * Records a completed capture: under the plan's lock, a pending cycle bound to this order whose plan still awaits
 * payment and whose lessons all stand flips once (lessons paid, cycle paid, plan active, vault id kept). A capture that
 * finds the plan cancelled or a lesson released is refunded in full, once (the refund's request id is the cycle's).
 */
export async function markPlanPaid(
  deps: PaymentDeps,
  planId: number,
  cycle: PlanCycleRow,
  order: GatewayOrder,
): Promise<PlanPaymentOrder> {
  const problem = captureProblem(order, cycle.amount, PAYMENT_CURRENCY);
  if (problem) {
    deps.logger?.warn({ planId, orderId: order.id, orderStatus: order.status }, "plan capture not accepted");
    throw new HttpError(409, problem);
  }
  const told: Recorded[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    // The plan first, then its bookings: the order cancelPlan takes them in.
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for("update");
    const [now] = await tx.select().from(planCycles).where(eq(planCycles.id, cycle.id)).for("update");
    if (now.status === "paid") return now.paypalOrderId === order.id ? "paid" : "mismatch";
    if (now.paypalOrderId !== order.id) return "mismatch";
    const released = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.planCycleId, cycle.id), ne(bookings.status, "scheduled")))
      .limit(1);
    if (!payableNow(plan, now, new Date()) || released.length > 0) return "refund";
    await payCycleLessons(tx, cycle.id);
    // The capture is kept: a lesson's credit is refunded from it once the plan ends (decision 092).
    const captureId = order.captures.find((c) => c.status === "COMPLETED")?.id ?? null;
    await tx.update(planCycles).set({ status: "paid", captureId }).where(eq(planCycles.id, cycle.id));
    await tx
      .update(plans)
      .set({ status: "active", ...(order.vaultId ? { vaultId: order.vaultId } : {}) })
      .where(eq(plans.id, planId));
    // The teacher hears of a new plan once its first cycle is paid (a past-due renewal paid by hand is no news).
    if (now.number === 1) told.push(...(await recordAllInApp(tx, [await planStarted(tx, plan.id)])));
    // The family's receipt, whichever cycle this was.
    told.push(...(await recordAllInApp(tx, [await planPaid(tx, cycle.id, order.id)])));
    return "flipped";
  });
  if (outcome === "flipped") await notifyAll(deps, told).catch(() => undefined);
  if (outcome === "flipped" || outcome === "paid") {
    if (outcome === "flipped") deps.logger?.info({ planId, orderId: order.id }, "plan's cycle paid");
    return answer(order, planId, true);
  }
  if (outcome === "mismatch") {
    deps.logger?.warn({ planId, orderId: order.id }, "captured order no longer bound to its plan");
    throw new HttpError(409, "This payment no longer matches the plan");
  }
  return refundCycle(deps, planId, cycle, order);
}

/** The money moved for a plan cancelled or released meanwhile: give the whole capture back under one request id. */
async function refundCycle(
  deps: PaymentDeps,
  planId: number,
  cycle: PlanCycleRow,
  order: GatewayOrder,
): Promise<never> {
  deps.logger?.warn({ planId, orderId: order.id }, "payment captured for a plan no longer payable: refunding");
  const capture = order.captures.find((c) => c.status === "COMPLETED");
  const refunded = capture
    ? await deps.gateway
        .refund({
          captureId: capture.id,
          amount: cycle.amount,
          currency: PAYMENT_CURRENCY,
          requestId: `halaqa-refund-plan-cycle-${cycle.id}-${order.id}`,
          note: "Your Halaqa weekly plan was cancelled.",
        })
        .then((r) => r.status === "COMPLETED" || r.status === "PENDING")
        .catch((err: unknown) => err instanceof GatewayError && err.issue === "CAPTURE_FULLY_REFUNDED")
    : false;
  if (!refunded) deps.logger?.error({ planId, orderId: order.id }, "plan payment refund failed: refund by hand");
  const refusal = new HttpError(
    409,
    refunded
      ? "This plan was cancelled or its times released while you were paying, so your payment has been refunded"
      : "This plan was cancelled or its times released while you were paying; our team will refund your payment",
  );
  refusal.afterChange = true;
  throw refusal;
}

/** POST /order/{id}/capture for a plan's order; undefined when the order is not one of this parent's plans. */
export async function capturePlanOrder(
  deps: PaymentDeps,
  parentId: number,
  orderId: string,
): Promise<PlanPaymentOrder | undefined> {
  const [row] = await deps.db
    .select({ plan: plans, cycle: planCycles })
    .from(planCycles)
    .innerJoin(plans, eq(plans.id, planCycles.planId))
    .where(and(eq(planCycles.paypalOrderId, orderId), eq(plans.parentId, parentId)));
  if (!row) return undefined;
  const { plan, cycle } = row;
  if (cycle.status === "paid") return { id: orderId, status: "COMPLETED", planId: plan.id, paymentStatus: "paid" };
  // Checked before the money moves: a plan cancelled or ended, or a lesson released, since the order was opened.
  if (!payableNow(plan, cycle, new Date())) throw notPayable(plan);
  if (!(await holdsStand(deps, cycle.id))) throw new HttpError(409, PLAN_HOLDS_LAPSED);

  let order: GatewayOrder;
  try {
    order = await deps.gateway.captureOrder(orderId, `halaqa-capture-plan-${cycle.id}-${orderId}`);
  } catch (err) {
    if (err instanceof GatewayError && err.issue === "ORDER_ALREADY_CAPTURED") {
      order = await deps.gateway.getOrder(orderId).catch(providerFailure);
    } else {
      deps.logger?.warn({ planId: plan.id, orderId }, "plan capture failed");
      providerFailure(err);
    }
  }
  return markPlanPaid(deps, plan.id, cycle, order);
}
