// A renewal's charge (issue 33, decision 091): the cycle's row is locked (SKIP LOCKED: another process on it is left
// alone) and the saved method charged with the request id recorded when the cycle was made; its first answer counts.
import { eq } from "drizzle-orm";
import { PAYMENT_CURRENCY } from "@shared/payment-terms";
import { PLAN_PAST_DUE_HOURS } from "@shared/plans";
import { classes, planCycles, plans } from "@shared/schema";
import { notifyAll, recordAllInApp, type NotifyDeps, type Recorded } from "../notify/notify";
import type { PaymentGateway } from "../payments/gateway";
import { payCycleLessons } from "./cycle-lessons";
import { planPaid, planPaymentDue } from "./plan-notices";
import { RENEWING } from "./plan-renewal";

export interface ChargeDeps extends NotifyDeps {
  gateway: PaymentGateway;
  /** Tests put a crash here: after PayPal charged, before the commit. */
  afterCharge?: () => void;
}

export type ChargeOutcome = "paid" | "refused" | "pending" | null;

/**
 * Charges one renewal cycle, exactly once: the charge is made inside the transaction that records it, so a crash
 * between them rolls the record back and the next run repeats the same request id, which PayPal answers with its
 * first answer instead of charging again. Null: nothing to do (paid, not renewing, or another process holds it).
 */
export async function chargeCycle(deps: ChargeDeps, cycleId: number, now: Date): Promise<ChargeOutcome> {
  // The family's receipt, or the refusal with until when to pay, recorded with the outcome and emailed after it.
  let told: Recorded[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<ChargeOutcome> => {
    const [row] = await tx
      .select({ cycle: planCycles, plan: plans, title: classes.title })
      .from(planCycles)
      .innerJoin(plans, eq(plans.id, planCycles.planId))
      .innerJoin(classes, eq(classes.id, plans.classId))
      .where(eq(planCycles.id, cycleId))
      .for("update", { of: [planCycles, plans], skipLocked: true });
    if (!row) return null;
    const { cycle, plan } = row;
    const renewing = (RENEWING as readonly string[]).includes(plan.status);
    if (cycle.status !== "pending" || !cycle.chargeRequestId || !renewing) return null;
    // No saved method (PayPal did not keep one at the first payment): refused without asking PayPal, so the family is
    // told and may pay by hand; otherwise the plan stayed active for ever, never renewed (hostile pass).
    const charge = plan.vaultId
      ? await deps.gateway.chargeSaved({
          vaultId: plan.vaultId,
          amount: cycle.amount,
          currency: PAYMENT_CURRENCY,
          requestId: cycle.chargeRequestId,
          description: `Halaqa weekly plan: ${row.title}`.slice(0, 127),
        })
      : ({ outcome: "refused" } as const);
    deps.afterCharge?.();
    if (charge.outcome === "pending") return "pending";
    if (charge.outcome === "refused") {
      const payBy = new Date(now.getTime() + PLAN_PAST_DUE_HOURS * 3_600_000);
      await tx.update(plans).set({ status: "past_due" }).where(eq(plans.id, plan.id));
      await tx.update(planCycles).set({ payBy }).where(eq(planCycles.id, cycle.id));
      told = await recordAllInApp(tx, [await planPaymentDue(tx, cycle.id, "refused", payBy)]);
      return "refused";
    }
    await tx
      .update(planCycles)
      .set({ status: "paid", paypalOrderId: charge.order.id, captureId: charge.order.captures[0]?.id ?? null })
      .where(eq(planCycles.id, cycle.id));
    await payCycleLessons(tx, cycle.id, now);
    told = await recordAllInApp(tx, [await planPaid(tx, cycle.id, charge.order.id)]);
    return "paid";
  });
  await notifyAll(deps, told);
  return outcome;
}
