// A plan's lesson that would be refunded in full becomes a credit instead (decision 092): its money was paid with the
// whole cycle, so it is taken off the next renewal, or refunded from that cycle's capture once the plan ends.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { toCents } from "@shared/money";
import { bookings, planCredits, PLAN_CREDIT_REASONS } from "@shared/schema";
import type { Tx } from "../db";
import { reverseEarnings } from "../earnings/ledger";

export type CreditReason = (typeof PLAN_CREDIT_REASONS)[number];

/** Why a cancelled lesson was credited, by who cancelled it. */
export const CREDIT_REASON = {
  parent: "family_cancelled",
  teacher: "teacher_cancelled",
  admin: "platform_cancelled",
} as const satisfies Record<string, CreditReason>;

/** True when this booking's refund is a credit on its plan: a plan's lesson, paid (with its cycle). */
export const creditsInstead = (b: { planId: number | null; paymentStatus: string }): boolean =>
  b.planId !== null && b.paymentStatus === "paid";

/**
 * Credits one paid lesson of a plan inside the caller's transaction (the one cancelling it), once: the unique index on
 * booking_id keeps a second credit out. The booking stays `paid` until the credit is refunded.
 */
export async function creditLesson(
  tx: Tx,
  b: { id: number; planId: number | null; amount: string },
  reason: CreditReason,
): Promise<void> {
  if (b.planId === null) return;
  await tx
    .insert(planCredits)
    .values({ planId: b.planId, bookingId: b.id, reason, amountCents: toCents(b.amount) })
    .onConflictDoNothing({ target: planCredits.bookingId });
  // The lesson was not held: its earning goes, whether the credit is later used on a renewal or refunded (decision 094).
  await reverseEarnings(tx, [b.id]);
}

/** Credits the paid plan lessons among `rows` (a teacher's lessons cancelled by the platform); answers their ids. */
export async function creditPlanLessons(
  tx: Tx,
  rows: { id: number; planId: number | null; amount: string; paymentStatus: string }[],
  reason: CreditReason,
): Promise<Set<number>> {
  const credited = rows.filter(creditsInstead);
  for (const b of credited) await creditLesson(tx, b, reason);
  return new Set(credited.map((b) => b.id));
}

/**
 * A cycle cancelled before it was paid gives back the credits it had taken off its charge: unused again, they are
 * taken off a later cycle or refunded.
 */
export async function releaseCredits(tx: Tx, cycleIds: number[]): Promise<void> {
  if (cycleIds.length === 0) return;
  await tx
    .update(planCredits)
    .set({ usedInCycleId: null })
    .where(and(inArray(planCredits.usedInCycleId, cycleIds), isNull(planCredits.refundedAt)));
}

/** The plan of a booking, when it has one (refundBooking's guard for a caller that did not credit it). */
export async function planOf(tx: Pick<Tx, "select">, bookingId: number): Promise<number | null> {
  const [row] = await tx.select({ planId: bookings.planId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.planId ?? null;
}
