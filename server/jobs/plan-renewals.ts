// The weekly plans' renewal job (issue 33, decision 091): announced 7 days ahead, the next cycle made, charged once,
// a refused one ended after 48 hours unpaid. Each part is idempotent: a run stopped midway is finished by the next.
import type { PaymentGateway } from "../payments/gateway";
import { chargeCycle } from "../plans/plan-charge";
import { announceRenewal, plansToAnnounce } from "../plans/plan-notice-job";
import { cyclesToCharge, endPastDue, lapsedPastDue, makeNextCycle, plansDueForRenewal } from "../plans/plan-renewal";
import { SWEEP_LIMIT, sweep, type JobDeps } from "./sweep";

export interface RenewalDeps extends JobDeps {
  /** Without a payment provider nothing can be charged, so nothing is renewed. */
  gateway?: PaymentGateway;
  /** Tests put a crash here: after PayPal charged, before the commit. */
  afterCharge?: () => void;
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
  return done;
}
