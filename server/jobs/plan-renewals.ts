// The weekly plans' renewal job (issue 33, decision 091): next cycles made, then charged once each, then refused
// renewals not paid within 48 hours ended. Every part is idempotent: a run that stops midway is finished by the next.
import type { PaymentGateway } from "../payments/gateway";
import { chargeCycle } from "../plans/plan-charge";
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
  let done = await sweep(deps, "renew-plans", await plansDueForRenewal(deps.db, now, SWEEP_LIMIT), async (tx, id) => {
    const made = await makeNextCycle(tx, id, now);
    return made ? made.told : null;
  });
  for (const id of await cyclesToCharge(deps.db, SWEEP_LIMIT)) {
    try {
      if (await chargeCycle({ db: deps.db, gateway, afterCharge: deps.afterCharge }, id, now)) done++;
    } catch (err) {
      // Nothing of this cycle committed: the next run charges again with the same request id, answered as the first.
      deps.logger?.warn(
        { err: { message: (err as Error).message }, cycleId: id },
        "plan charge failed; retried next run",
      );
    }
  }
  done += await sweep(deps, "end-past-due-plans", await lapsedPastDue(deps.db, now, SWEEP_LIMIT), async (tx, id) =>
    (await endPastDue(tx, id, now)) ? [] : null,
  );
  return done;
}
