// What teachers and admins read of payouts (api.md "Teachers' earnings and payouts", decision 097): a teacher's own
// payouts, every payout and batch for the admins, and the platform's money by week.
import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import { fromCents } from "@shared/money";
import type { PageQuery } from "@shared/paging";
import {
  nextPayoutAt,
  weekStart,
  type AdminPayoutItem,
  type AdminPayoutsQuery,
  type PayoutBatch,
  type PayoutItem,
  type PayoutSummaryAnswer,
  type TeacherPayoutsAnswer,
} from "@shared/payouts";
import { bookings, payoutBatches, payouts, teacherLedger, users, type PayoutRow } from "@shared/schema";
import type { Db } from "../db";
import { availableSql, statusSql } from "./earnings.service";

const item = (p: PayoutRow): PayoutItem => ({
  id: p.id,
  amount: fromCents(p.amountCents),
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  paypalEmail: p.paypalEmail,
  failureReason: p.failureReason,
});

export async function teacherPayouts(
  db: Db,
  teacherId: number,
  page: PageQuery,
  now = new Date(),
): Promise<TeacherPayoutsAnswer> {
  const mine = eq(payouts.teacherId, teacherId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(payouts).where(mine),
    db.select().from(payouts).where(mine).orderBy(desc(payouts.id)).limit(page.limit).offset(page.offset),
  ]);
  return { nextPayoutAt: nextPayoutAt(now).toISOString(), total, items: rows.map(item) };
}

export async function adminPayouts(
  db: Db,
  query: AdminPayoutsQuery,
): Promise<{ total: number; items: AdminPayoutItem[] }> {
  const where: SQL | undefined = query.batchId ? eq(payouts.batchId, query.batchId) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(payouts).where(where),
    db
      .select({ payout: payouts, teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.teacherId))
      .where(where)
      .orderBy(desc(payouts.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      ...item(r.payout),
      teacherId: r.payout.teacherId,
      teacherName: r.teacherName,
      batchId: r.payout.batchId,
    })),
  };
}

const counted = (status: string) => sql<number>`count(*) FILTER (WHERE ${payouts.status} = ${status})`.mapWith(Number);

/** One batch or a page of them, newest first, each with its totals. */
export async function payoutBatchList(
  db: Db,
  page: PageQuery,
  only?: number,
): Promise<{ total: number; items: PayoutBatch[] }> {
  const where = only ? eq(payoutBatches.id, only) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(payoutBatches).where(where),
    db
      .select({
        batch: payoutBatches,
        count: sql<number>`count(${payouts.id})`.mapWith(Number),
        cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
        succeeded: counted("succeeded"),
        pending: counted("pending"),
        failed: counted("failed"),
        unclaimed: counted("unclaimed"),
      })
      .from(payoutBatches)
      .leftJoin(payouts, eq(payouts.batchId, payoutBatches.id))
      .where(where)
      .groupBy(payoutBatches.id)
      .orderBy(desc(payoutBatches.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.batch.id,
      senderBatchId: r.batch.senderBatchId,
      status: r.batch.status,
      runBy: r.batch.runBy === null ? "schedule" : "admin",
      createdAt: r.batch.createdAt.toISOString(),
      count: r.count,
      total: fromCents(r.cents),
      succeeded: r.succeeded,
      pending: r.pending,
      failed: r.failed,
      unclaimed: r.unclaimed,
      failureReason: r.batch.failureReason,
    })),
  };
}

const WEEKS = 12;

/** The last 12 weeks' fees, refunds and payouts (Monday to Sunday, UTC), and what the teachers are owed now. */
export async function payoutSummary(db: Db, now = new Date()): Promise<PayoutSummaryAnswer> {
  const from = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * 86_400_000);
  const week = sql<string>`date_trunc('week', ${teacherLedger.createdAt} AT TIME ZONE 'UTC')`;
  const kind = teacherLedger.kind;
  const [byWeek, [owed], [paid]] = await Promise.all([
    db
      .select({
        week: sql<string>`to_char(${week}, 'YYYY-MM-DD')`,
        fees: sql<number>`coalesce(sum(${teacherLedger.feeCents}) FILTER (WHERE ${kind} IN ('earning', 'reversal', 'adjustment')), 0)`.mapWith(
          Number,
        ),
        refunds:
          sql<number>`coalesce(-sum(${teacherLedger.grossCents}) FILTER (WHERE ${kind} IN ('reversal', 'adjustment')), 0)`.mapWith(
            Number,
          ),
        paidOut:
          sql<number>`coalesce(-sum(${teacherLedger.netCents}) FILTER (WHERE ${kind} IN ('payout', 'payout_returned')), 0)`.mapWith(
            Number,
          ),
      })
      .from(teacherLedger)
      .where(sql`${teacherLedger.createdAt} >= ${from}`)
      .groupBy(week)
      .orderBy(week),
    db
      .select({
        pending: sql<number>`coalesce(sum(t.pending), 0)`.mapWith(Number),
        // A teacher who owes (a refund after a payout) is not money owed to the others.
        available: sql<number>`coalesce(sum(greatest(t.available, 0)), 0)`.mapWith(Number),
      })
      .from(
        db
          .select({
            pending:
              sql<number>`coalesce(sum(${teacherLedger.netCents}) FILTER (WHERE ${kind} = 'earning' AND ${statusSql(now)} = 'pending'), 0)`.as(
                "pending",
              ),
            available: sql<number>`${availableSql(now)}`.as("available"),
          })
          .from(teacherLedger)
          .leftJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
          .groupBy(teacherLedger.teacherId)
          .as("t"),
      ),
    db
      .select({
        cents: sql<number>`coalesce(-sum(${teacherLedger.netCents}), 0)`.mapWith(Number),
      })
      .from(teacherLedger)
      .where(sql`${kind} IN ('payout', 'payout_returned')`),
  ]);
  const found = new Map(byWeek.map((w) => [w.week, w]));
  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const start = new Date(from.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10);
    const w = found.get(start);
    return {
      weekStart: start,
      fees: fromCents(w?.fees ?? 0),
      refunds: fromCents(w?.refunds ?? 0),
      paidOut: fromCents(w?.paidOut ?? 0),
    };
  });
  return {
    weeks,
    owed: { pending: fromCents(owed.pending), available: fromCents(owed.available) },
    paidOut: fromCents(paid.cents),
  };
}
