// The weekly plans' renewal job (issue 33, decisions 091, 092): announced 7 days ahead, the next cycle made, charged
// once, a refused one ended after 48 hours unpaid, an ended plan's credits refunded. Each part is idempotent.
import type { PaymentGateway } from "../payments/gateway";
import { chargeCycle } from "../plans/plan-charge";
import { creditsToRefund, refundCredits } from "../plans/plan-credit-refunds";
import { announceRenewal, plansToAnnounce } from "../plans/plan-notice-job";
import { cyclesToCharge, endPastDue, lapsedPastDue, makeNextCycle, plansDueForRenewal } from "../plans/plan-renewal";
import { SWEEP_LIMIT, sweep, type JobDeps } from "./sweep";

export interface RenewalDeps extends JobDeps {
  /** Without a payment provider nothing can be charged, so nothing is renewed. */
  gateway?: PaymentGateway;
  /** Tests put a crash here: after PayPal charged, before the commit. */
  afterCharge?: () => void;
  /** Tests put a crash here: after PayPal refunded a credit, before the commit. */
  afterRefund?: () => void;
}

export async function renewPlans(deps: RenewalDeps, now: Date): Promise<number> {
  const gateway = deps.gateway;
  if (!gateway) return 0;
  // Announced first: a run that finds a plan already due tells the family before charging it.
  let done = await sweep(deps, "announce-plan-renewals", await plansToAnnounce(deps.db, now, SWEEP_LIMIT), (tx, id) =>
    announceRenewal(tx, id, now),
  );
  done += await sweep(deps, "renew-plans", await plansDueForRenewal(deps.db, now, SWEEP_LIMIT), async (tx, id) => {
    const made = await makeNextCycle(tx, id, now);
    return made ? made.told : null;
  });
  for (const id of await cyclesToCharge(deps.db, SWEEP_LIMIT)) {
    try {
      if (await chargeCycle({ ...deps, gateway }, id, now)) done++;
    } catch (err) {
      // Nothing of this cycle committed: the next run charges again with the same request id, answered as the first.
      deps.logger?.warn(
        { err: { message: (err as Error).message }, cycleId: id },
        "plan charge failed; retried next run",
      );
    }
  }
  done += await sweep(deps, "end-past-due-plans", await lapsedPastDue(deps.db, now, SWEEP_LIMIT), (tx, id) =>
    endPastDue(tx, id, now),
  );
  // Last: a plan ended by this run gives its credits back in the same run (decision 092).
  done += await refundCredits(
    { ...deps, gateway, afterRefund: deps.afterRefund },
    await creditsToRefund(deps.db, SWEEP_LIMIT),
    now,
  );
  return done;
}
