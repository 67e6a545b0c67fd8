// Sending a batch to PayPal and reading how its items went (decision 097). A batch is claimed for 5 minutes, so a
// crashed sender's batch is sent again, with the same id: PayPal answers a repeat with the first batch.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { fromCents } from "@shared/money";
import { payoutBatches, payouts, teacherLedger } from "@shared/schema";
import type { Tx } from "../db";
import { GatewayError } from "../payments/gateway";
import type { PayoutBatchItemState, PayoutsProvider } from "../payments/payouts-provider";
import type { NotifyEvent } from "../notify/events";
import { notifyAll, type NotifyDeps } from "../notify/notify";
import { returnedKey } from "./payout-run";

const CLAIM_MS = 5 * 60_000;
/** PayPal is asked about a sent batch at most this often. */
const CHECK_EVERY_MS = 10 * 60_000;
const BATCHES_A_RUN = 10;

export interface PayoutSendDeps extends NotifyDeps {
  payouts: PayoutsProvider;
  /** Tests put a crash here: after PayPal accepted the batch, before the commit. */
  afterSend?: () => void;
}

/** PayPal refused (4xx other than auth, conflict, timeout or rate): nothing was paid. Else the outcome is unknown. */
const refused = (err: unknown): err is GatewayError =>
  err instanceof GatewayError && err.status >= 400 && err.status < 500 && ![401, 408, 409, 429].includes(err.status);

/** A payout comes back: its row says why, and the ledger returns its amount to available, once. */
async function returnPayout(tx: Tx, id: number, outcome: "failed" | "unclaimed", reason: string, now: Date) {
  const [row] = await tx
    .update(payouts)
    .set({ status: outcome, failureReason: reason.slice(0, 200), updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, "pending")))
    .returning();
  if (!row) return null;
  await tx
    .insert(teacherLedger)
    .values({
      teacherId: row.teacherId,
      kind: "payout_returned",
      grossCents: row.amountCents,
      feeCents: 0,
      netCents: row.amountCents,
      idempotencyKey: returnedKey(row.id),
      createdAt: now,
    })
    .onConflictDoNothing({ target: teacherLedger.idempotencyKey });
  return row;
}

const claimable = (now: Date) =>
  and(
    eq(payoutBatches.status, "sending"),
    or(isNull(payoutBatches.claimedAt), lt(payoutBatches.claimedAt, new Date(now.getTime() - CLAIM_MS))),
  );

/** Sends the batches made and not yet accepted; a refused batch gives every amount back. */
export async function sendBatches(deps: PayoutSendDeps, now: Date): Promise<number> {
  const waiting = await deps.db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(claimable(now))
    .orderBy(asc(payoutBatches.id))
    .limit(BATCHES_A_RUN);
  let sent = 0;
  for (const { id } of waiting) {
    const [batch] = await deps.db
      .update(payoutBatches)
      .set({ claimedAt: now })
      .where(and(eq(payoutBatches.id, id), claimable(now)))
      .returning();
    if (!batch) continue;
    const items = await deps.db.select().from(payouts).where(eq(payouts.batchId, id)).orderBy(asc(payouts.id));
    try {
      const { batchId } = await deps.payouts.createBatch({
        senderBatchId: batch.senderBatchId,
        emailSubject: "Your Halaqa payout",
        emailMessage: "Your earnings from teaching on Halaqa.",
        items: items.map((p) => ({
          senderItemId: `payout-${p.id}`,
          receiver: p.paypalEmail,
          amount: fromCents(p.amountCents),
          currency: "USD",
          note: "Halaqa weekly payout",
        })),
      });
      deps.afterSend?.();
      await deps.db
        .update(payoutBatches)
        .set({ status: "sent", providerBatchId: batchId.slice(0, 64), claimedAt: null })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, "sending")));
      sent++;
    } catch (err) {
      if (!refused(err)) {
        // Unknown outcome: the claim lapses and the same batch id is sent again.
        deps.logger?.warn({ err: { message: (err as Error).message }, batchId: id }, "payout batch not sent; retried");
        continue;
      }
      // The platform's failure, not the teachers' addresses: nobody is emailed; admins see the reason and run it again.
      await deps.db.transaction(async (tx) => {
        const reason = err.issue ?? `HTTP_${err.status}`;
        await tx
          .update(payoutBatches)
          .set({ status: "failed", failureReason: reason.slice(0, 200), claimedAt: null })
          .where(eq(payoutBatches.id, id));
        for (const p of items) await returnPayout(tx, p.id, "failed", reason, now);
      });
      deps.logger?.warn({ batchId: id, issue: err.issue }, "PayPal refused a payout batch; amounts returned");
    }
  }
  return sent;
}

async function settleItem(deps: PayoutSendDeps, batchId: number, item: PayoutBatchItemState, now: Date) {
  const id = Number(/^payout-(\d+)$/.exec(item.senderItemId)?.[1]);
  const outcome = item.outcome;
  if (!Number.isSafeInteger(id) || outcome === "pending") return null;
  // Unclaimed money waits at PayPal for 30 days: cancelled first, so it cannot be claimed after we return it.
  if (item.outcome === "unclaimed" && !(await deps.payouts.cancelItem(item.itemId))) return null;
  return deps.db.transaction(async (tx): Promise<NotifyEvent | null> => {
    if (outcome === "succeeded") {
      const [row] = await tx
        .update(payouts)
        .set({ status: "succeeded", providerItemId: item.itemId.slice(0, 64), updatedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.batchId, batchId), eq(payouts.status, "pending")))
        .returning();
      return row
        ? { kind: "payout_sent", to: row.teacherId, amount: fromCents(row.amountCents), paypalEmail: row.paypalEmail }
        : null;
    }
    const [mine] = await tx.select({ batchId: payouts.batchId }).from(payouts).where(eq(payouts.id, id));
    if (mine?.batchId !== batchId) return null;
    const reason = outcome === "unclaimed" ? "UNCLAIMED" : (item.reason ?? "FAILED");
    const row = await returnPayout(tx, id, outcome, reason, now);
    if (row)
      await tx
        .update(payouts)
        .set({ providerItemId: item.itemId.slice(0, 64) })
        .where(eq(payouts.id, id));
    return row
      ? {
          kind: "payout_returned",
          to: row.teacherId,
          amount: fromCents(row.amountCents),
          paypalEmail: row.paypalEmail,
          reason,
        }
      : null;
  });
}

/** Asks PayPal how the sent batches' items went; a batch is done once none is pending. */
export async function checkBatches(deps: PayoutSendDeps, now: Date): Promise<number> {
  const sent = await deps.db
    .select()
    .from(payoutBatches)
    .where(
      and(
        eq(payoutBatches.status, "sent"),
        or(isNull(payoutBatches.checkedAt), lt(payoutBatches.checkedAt, new Date(now.getTime() - CHECK_EVERY_MS))),
      ),
    )
    .orderBy(asc(payoutBatches.id))
    .limit(BATCHES_A_RUN);
  let settled = 0;
  const told: NotifyEvent[] = [];
  for (const batch of sent) {
    try {
      const { items } = await deps.payouts.getBatch(batch.providerBatchId ?? "");
      for (const item of items) {
        const event = await settleItem(deps, batch.id, item, now);
        if (!event) continue;
        told.push(event);
        settled++;
      }
    } catch (err) {
      deps.logger?.warn({ err: { message: (err as Error).message }, batchId: batch.id }, "payout batch not checked");
    }
    await deps.db
      .update(payoutBatches)
      .set({
        checkedAt: now,
        status: sql`CASE WHEN EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.batchId} = ${batch.id}
          AND ${payouts.status} = 'pending') THEN 'sent' ELSE 'done' END`,
      })
      .where(eq(payoutBatches.id, batch.id));
  }
  await notifyAll(deps, told);
  return settled;
}
