// The ledger's writes (decision 094): an earning in the transaction that marks a lesson paid, a reversal in the one
// that decides its money goes back or that it was not held. Keys name each movement, so a repeat inserts nothing.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_FEE_PERCENT, splitFee } from "@shared/earnings";
import { toCents } from "@shared/money";
import { bookings, payoutLessons, payouts, platformFees, teacherLedger } from "@shared/schema";
import type { Tx } from "../db";

type Reader = Pick<Tx, "select">;

export const earningKey = (bookingId: number) => `earning:${bookingId}`;
/** A lesson's money going back: a reversal, or an adjustment once it was paid out; one key, so never both. */
export const reversalKey = (bookingId: number) => `reversal:${bookingId}`;

/** pg_advisory_xact_lock's first key for one teacher's money (the second is the teacher's id). */
const LEDGER_LOCK = 34_001;

/**
 * Holds these teachers' money until the transaction ends: a payout choosing a teacher's lessons and a refund of one
 * of them never interleave, so a lesson is reversed or paid out, never both. In id order, so two never deadlock.
 */
export async function lockTeachers(tx: Pick<Tx, "execute">, teacherIds: number[]): Promise<void> {
  for (const id of [...new Set(teacherIds)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK}, ${id})`);
}

/** The fee in force: the newest row an admin set, or the default while there is none. */
export async function currentFee(db: Reader): Promise<{ percent: string; setAt: Date | null }> {
  const [row] = await db
    .select({ percent: platformFees.percent, setAt: platformFees.setAt })
    .from(platformFees)
    .orderBy(desc(platformFees.id))
    .limit(1);
  return row ?? { percent: DEFAULT_FEE_PERCENT.toFixed(2), setAt: null };
}

/**
 * The earnings of lessons just marked paid, at the fee in force now, each lesson at its own price (a plan's lesson at
 * its share of the cycle, bookings.amount). Lessons not paid are left out; one already earned inserts nothing.
 */
export async function recordEarnings(tx: Tx, bookingIds: number[], now = new Date()): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const paid = await tx
    .select({ id: bookings.id, teacherId: bookings.teacherId, amount: bookings.amount })
    .from(bookings)
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.paymentStatus, "paid")));
  if (paid.length === 0) return 0;
  const { percent } = await currentFee(tx);
  const rows = paid.map((b) => {
    const gross = toCents(b.amount);
    const { fee, net } = splitFee(gross, percent);
    return {
      teacherId: b.teacherId,
      kind: "earning" as const,
      bookingId: b.id,
      grossCents: gross,
      feeCents: fee,
      netCents: net,
      feePercent: percent,
      idempotencyKey: earningKey(b.id),
      createdAt: now,
    };
  });
  const inserted = await tx
    .insert(teacherLedger)
    .values(rows)
    .onConflictDoNothing({ target: teacherLedger.idempotencyKey })
    .returning({ id: teacherLedger.id });
  return inserted.length;
}

/**
 * Takes back the earnings of these lessons, once each, as the exact negative of the earning: a reversal while the
 * lesson is not paid out (it nets to zero), a negative adjustment once it is in a pending or succeeded payout (the
 * money left already: it is taken from the next payouts, decision 097).
 */
export async function reverseEarnings(tx: Tx, bookingIds: number[], now = new Date()): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const earned = await tx
    .select()
    .from(teacherLedger)
    .where(and(inArray(teacherLedger.bookingId, bookingIds), eq(teacherLedger.kind, "earning")));
  if (earned.length === 0) return 0;
  await lockTeachers(
    tx,
    earned.map((e) => e.teacherId),
  );
  const paidOut = await tx
    .select({ bookingId: payoutLessons.bookingId })
    .from(payoutLessons)
    .innerJoin(payouts, eq(payouts.id, payoutLessons.payoutId))
    .where(
      and(
        inArray(
          payoutLessons.bookingId,
          earned.map((e) => e.bookingId!),
        ),
        inArray(payouts.status, ["pending", "succeeded"]),
      ),
    );
  const adjusted = new Set(paidOut.map((p) => p.bookingId));
  const inserted = await tx
    .insert(teacherLedger)
    .values(
      earned.map((e) => ({
        teacherId: e.teacherId,
        kind: adjusted.has(e.bookingId!) ? ("adjustment" as const) : ("reversal" as const),
        bookingId: e.bookingId,
        grossCents: -e.grossCents,
        feeCents: -e.feeCents,
        netCents: -e.netCents,
        feePercent: e.feePercent,
        idempotencyKey: reversalKey(e.bookingId!),
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: teacherLedger.idempotencyKey })
    .returning({ id: teacherLedger.id });
  return inserted.length;
}
