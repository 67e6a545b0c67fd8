// The weekly payouts job (issue 34, decision 097), run each minute like the others: makes the week's batch from
// Monday 09:00 UTC, sends what is not yet accepted, and reads how sent items went. Each part is idempotent.
import { makeBatch } from "../earnings/payout-run";
import { checkBatches, sendBatches, type PayoutSendDeps } from "../earnings/payout-send";
import type { PaymentGateway } from "../payments/gateway";
import type { JobDeps } from "./sweep";

export interface PayoutJobDeps extends JobDeps {
  /** Without a provider that pays (a gateway with `payouts`) nobody is paid. */
  gateway?: PaymentGateway;
  afterSend?: () => void;
}

/** Runs the three parts; `runBy` is the admin who asked now (null: the schedule). */
export async function payTeachers(deps: PayoutJobDeps, now: Date, runBy: number | null = null) {
  const provider = deps.gateway?.payouts;
  if (!provider) return { made: null, done: 0 };
  const made = await makeBatch(deps.db, now, runBy);
  const send: PayoutSendDeps = { ...deps, payouts: provider };
  const done = (made.created ? 1 : 0) + (await sendBatches(send, now)) + (await checkBatches(send, now));
  return { made, done };
}

export async function runPayouts(deps: PayoutJobDeps, now: Date): Promise<number> {
  return (await payTeachers(deps, now)).done;
}
