// Where a teacher is paid (issue 34): one PayPal address; a change is emailed to the account's own address and holds
// payouts for 48 hours from it, so a stolen session cannot redirect the money at once (decision 095).
import { eq, sql } from "drizzle-orm";
import { PAYOUT_HOLD_HOURS, type PayoutMethodAnswer } from "@shared/earnings";
import { payoutMethods } from "@shared/schema";
import type { Db } from "../db";
import { notify, type NotifyDeps } from "../notify/notify";

const answer = (row: { paypalEmail: string; changedAt: Date } | undefined): PayoutMethodAnswer => ({
  paypalEmail: row?.paypalEmail ?? null,
  changedAt: row?.changedAt.toISOString() ?? null,
  payoutsHeldUntil: row ? new Date(row.changedAt.getTime() + PAYOUT_HOLD_HOURS * 3_600_000).toISOString() : null,
});

export async function getPayoutMethod(db: Db, teacherId: number): Promise<PayoutMethodAnswer> {
  const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.teacherId, teacherId));
  return answer(row);
}

/**
 * PUT /api/teacher/payout-method: sets the address. The same address again (in any letter case) changes nothing, so
 * it neither restarts the hold nor emails; another one (or the first) does both. One statement: two racing changes
 * each write their own row version, and each is told.
 */
export async function setPayoutMethod(
  deps: NotifyDeps,
  teacherId: number,
  paypalEmail: string,
  now = new Date(),
): Promise<PayoutMethodAnswer> {
  const [changed] = await deps.db
    .insert(payoutMethods)
    .values({ teacherId, paypalEmail, changedAt: now })
    .onConflictDoUpdate({
      target: payoutMethods.teacherId,
      set: { paypalEmail, changedAt: now },
      setWhere: sql`lower(${payoutMethods.paypalEmail}) <> lower(excluded.paypal_email)`,
    })
    .returning();
  if (!changed) return getPayoutMethod(deps.db, teacherId);
  await notify(deps, { kind: "payout_method_changed", to: teacherId, paypalEmail, changedAt: now });
  return answer(changed);
}
