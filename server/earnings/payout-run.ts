// Making a week's payout batch (decision 097): who is due (20.00 available, address older than 48 hours), and for each
// a payout, its lessons and its ledger row, all committed before PayPal is called. One batch creation at a time.
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { PAYOUT_HOLD_HOURS } from "@shared/earnings";
import { isoWeek, PAYOUT_MINIMUM_CENTS, weeklyRunAt } from "@shared/payouts";
import { bookings, payoutBatches, payoutLessons, payoutMethods, payouts, teacherLedger, users } from "@shared/schema";
import type { Db, Tx } from "../db";
import { availableSql, balances, statusSql } from "./earnings.service";
import { lockTeachers } from "./ledger";

/** pg_advisory_xact_lock's key for making a batch: two runs at once make one batch. */
const BATCH_LOCK = 34_002;
/** Teachers a batch pays at most (PayPal takes 15,000; the rest wait a week, house rule 11). */
export const BATCH_LIMIT = 500;

export const ALREADY_SENT = "This week's payouts were already sent.";
export const NONE_DUE = "No teacher is due a payout now.";
export const SENT = "Payouts sent to PayPal.";

export const payoutKey = (payoutId: number) => `payout:${payoutId}`;
export const returnedKey = (payoutId: number) => `payout_returned:${payoutId}`;

export interface BatchMade {
  created: boolean;
  batchId: number | null;
  message: string;
}

const settledAt = (now: Date) => new Date(now.getTime() - PAYOUT_HOLD_HOURS * 3_600_000);

/**
 * Teachers with at least the minimum available and an address set 48 hours ago or more, not suspended; at most
 * BATCH_LIMIT of them.
 */
async function dueTeachers(tx: Tx, now: Date): Promise<number[]> {
  const settled = settledAt(now);
  const rows = await tx
    .select({ teacherId: teacherLedger.teacherId })
    .from(teacherLedger)
    .innerJoin(payoutMethods, eq(payoutMethods.teacherId, teacherLedger.teacherId))
    .innerJoin(users, eq(users.id, teacherLedger.teacherId))
    .leftJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
    .where(and(lte(payoutMethods.changedAt, settled), isNull(users.suspendedAt)))
    .groupBy(teacherLedger.teacherId)
    .having(sql`${availableSql(now)} >= ${PAYOUT_MINIMUM_CENTS}`)
    // Those paid longest ago (or never) first: past the limit, the same teachers are not left out week after week.
    .orderBy(
      sql`max(${teacherLedger.createdAt}) FILTER (WHERE ${teacherLedger.kind} = 'payout') ASC NULLS FIRST`,
      teacherLedger.teacherId,
    )
    .limit(BATCH_LIMIT);
  return rows.map((r) => r.teacherId);
}

/** One teacher's payout in the batch, under their ledger lock: what is available now, and the lessons it pays. */
async function addPayout(tx: Tx, batchId: number, teacherId: number, now: Date): Promise<boolean> {
  await lockTeachers(tx, [teacherId]);
  const { available } = await balances(tx, teacherId, now);
  // Again under the lock: an address changed or a suspension since the teachers were chosen keeps them out.
  const [method] = await tx
    .select({ paypalEmail: payoutMethods.paypalEmail })
    .from(payoutMethods)
    .innerJoin(users, eq(users.id, payoutMethods.teacherId))
    .where(
      and(
        eq(payoutMethods.teacherId, teacherId),
        lte(payoutMethods.changedAt, settledAt(now)),
        isNull(users.suspendedAt),
      ),
    );
  if (available < PAYOUT_MINIMUM_CENTS || !method) return false;
  const lessons = await tx
    .select({ bookingId: teacherLedger.bookingId })
    .from(teacherLedger)
    .innerJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
    .where(
      and(
        eq(teacherLedger.teacherId, teacherId),
        eq(teacherLedger.kind, "earning"),
        sql`${statusSql(now)} = 'available'`,
      ),
    );
  const [payout] = await tx
    .insert(payouts)
    .values({
      batchId,
      teacherId,
      amountCents: available,
      paypalEmail: method.paypalEmail,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payouts.id });
  if (lessons.length > 0)
    await tx.insert(payoutLessons).values(lessons.map((l) => ({ payoutId: payout.id, bookingId: l.bookingId! })));
  await tx.insert(teacherLedger).values({
    teacherId,
    kind: "payout",
    grossCents: -available,
    feeCents: 0,
    netCents: -available,
    idempotencyKey: payoutKey(payout.id),
    createdAt: now,
  });
  return true;
}

/**
 * Makes this week's batch, once: the schedule makes one a week from Monday 09:00 UTC (empty when nobody is due, so
 * the week is on record); an admin makes one now unless this week's already paid someone and PayPal did not refuse it.
 */
export async function makeBatch(db: Db, now: Date, runBy: number | null): Promise<BatchMade> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK})`);
    const week = isoWeek(now);
    const sameWeek = await tx
      .select({
        id: payoutBatches.id,
        status: payoutBatches.status,
        count: sql<number>`(select count(*) from ${payouts} where ${payouts.batchId} = ${payoutBatches.id})`.mapWith(
          Number,
        ),
      })
      .from(payoutBatches)
      .where(eq(payoutBatches.week, week))
      .orderBy(desc(payoutBatches.id));
    const latest = sameWeek[0];
    if (runBy === null && (latest || now < weeklyRunAt(now)))
      return { created: false, batchId: latest?.id ?? null, message: latest ? ALREADY_SENT : NONE_DUE };
    if (latest && latest.status !== "failed" && latest.count > 0)
      return { created: false, batchId: latest.id, message: ALREADY_SENT };
    const due = await dueTeachers(tx, now);
    if (due.length === 0 && runBy !== null) return { created: false, batchId: null, message: NONE_DUE };
    const senderBatchId = `halaqa-${week}${sameWeek.length > 0 ? `-${sameWeek.length + 1}` : ""}`;
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ senderBatchId, week, status: "sending", runBy, createdAt: now })
      .returning({ id: payoutBatches.id });
    let paid = 0;
    for (const teacherId of due) if (await addPayout(tx, batch.id, teacherId, now)) paid++;
    if (paid === 0) await tx.update(payoutBatches).set({ status: "done" }).where(eq(payoutBatches.id, batch.id));
    if (paid === 0 && runBy !== null) return { created: false, batchId: null, message: NONE_DUE };
    return { created: true, batchId: batch.id, message: paid > 0 ? SENT : NONE_DUE };
  });
}
