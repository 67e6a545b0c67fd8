// What a teacher reads of their earnings and what an admin sets of the fee (api.md "Teachers' earnings and
// payouts", decision 094). An earning's status is derived from the rows and the lesson, never stored.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  AVAILABLE_AFTER_HOURS,
  type EarningStatus,
  type EarningsAnswer,
  type PlatformFeeAnswer,
} from "@shared/earnings";
import { fromCents } from "@shared/money";
import type { PageQuery } from "@shared/paging";
import {
  bookings,
  classes,
  payoutLessons,
  payouts,
  platformFees,
  studentProfiles,
  teacherLedger,
} from "@shared/schema";
import type { Db } from "../db";
import { currentFee } from "./ledger";

const reversal = sql.raw("r");

/**
 * The status of the earning row `e` of the lesson `b` at `now`: reversed once a reversal row exists; paid out while it
 * is in a pending or succeeded payout; available 48 hours after the lesson's report said it was held (present, late,
 * or absent child), or after the end of a lesson its family cancelled too late for a refund; pending until then.
 */
export const statusSql = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz - make_interval(hours => ${AVAILABLE_AFTER_HOURS})`;
  return sql<EarningStatus>`CASE
    WHEN EXISTS (SELECT 1 FROM ${teacherLedger} ${reversal} WHERE ${reversal}.booking_id = ${teacherLedger.bookingId}
      AND ${reversal}.kind = 'reversal') THEN 'reversed'
    WHEN EXISTS (SELECT 1 FROM ${payoutLessons} JOIN ${payouts} ON ${payouts.id} = ${payoutLessons.payoutId}
      WHERE ${payoutLessons.bookingId} = ${teacherLedger.bookingId} AND ${payouts.status} IN ('pending', 'succeeded'))
      THEN 'paid_out'
    WHEN ${bookings.attendance} IN ('present', 'late', 'absent') AND ${bookings.reportedAt} <= ${at} THEN 'available'
    WHEN ${bookings.status} = 'cancelled' AND ${bookings.attendance} IS NULL AND ${bookings.endsAt} <= ${at}
      THEN 'available'
    ELSE 'pending' END`;
};

/** Each earning's status at `now`, by lesson (the property test's window on the derivation). */
export async function earningStatuses(db: Db, bookingIds: number[], now: Date): Promise<Map<number, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: bookings.id, status: statusSql(now) })
    .from(teacherLedger)
    .innerJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
    .where(and(inArray(teacherLedger.bookingId, bookingIds), eq(teacherLedger.kind, "earning")));
  return new Map(rows.map((r) => [r.bookingId, r.status]));
}

/**
 * Each teacher's available money at `now` (cents): the earnings available or paid out, plus every adjustment, payout
 * and returned payout. A payout subtracts what it paid, so a paid-out earning counts here and its payout takes it off.
 */
export const availableSql = (now: Date) =>
  sql<number>`coalesce(sum(${teacherLedger.netCents}) FILTER (WHERE ${teacherLedger.kind} IN ('adjustment', 'payout', 'payout_returned')
    OR (${teacherLedger.kind} = 'earning' AND ${statusSql(now)} IN ('available', 'paid_out'))), 0)`.mapWith(Number);

/** The teacher's balances, sums of their rows: pending earnings, available (above), paid out (minus the payouts). */
export async function balances(db: Pick<Db, "select">, teacherId: number, now: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`coalesce(sum(${teacherLedger.netCents}) FILTER (WHERE ${teacherLedger.kind} = 'earning'
        AND ${statusSql(now)} = 'pending'), 0)`.mapWith(Number),
      available: availableSql(now),
      paidOut: sql<number>`coalesce(-sum(${teacherLedger.netCents}) FILTER (WHERE ${teacherLedger.kind} IN
        ('payout', 'payout_returned')), 0)`.mapWith(Number),
    })
    .from(teacherLedger)
    .leftJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
    .where(eq(teacherLedger.teacherId, teacherId));
  return row;
}

/** GET /api/teacher/earnings: the fee now, the balances, and the teacher's earnings newest lesson first. */
export async function teacherEarnings(
  db: Db,
  teacherId: number,
  page: PageQuery,
  now = new Date(),
): Promise<EarningsAnswer> {
  const mine = and(eq(teacherLedger.teacherId, teacherId), eq(teacherLedger.kind, "earning"));
  const [fee, sums, [{ total }], rows] = await Promise.all([
    currentFee(db),
    balances(db, teacherId, now),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(teacherLedger)
      .where(mine),
    db
      .select({
        bookingId: bookings.id,
        classTitle: classes.title,
        studentName: studentProfiles.name,
        scheduledAt: bookings.scheduledAt,
        gross: teacherLedger.grossCents,
        fee: teacherLedger.feeCents,
        net: teacherLedger.netCents,
        feePercent: teacherLedger.feePercent,
        status: statusSql(now),
      })
      .from(teacherLedger)
      .innerJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
      .where(mine)
      .orderBy(desc(bookings.scheduledAt), desc(bookings.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    feePercent: Number(fee.percent),
    pending: fromCents(sums.pending),
    available: fromCents(sums.available),
    paidOut: fromCents(sums.paidOut),
    total,
    items: rows.map((r) => ({
      bookingId: r.bookingId,
      classTitle: r.classTitle,
      studentName: r.studentName,
      scheduledAt: r.scheduledAt.toISOString(),
      gross: fromCents(r.gross),
      fee: fromCents(r.fee),
      net: fromCents(r.net),
      feePercent: Number(r.feePercent),
      status: r.status,
    })),
  };
}

export async function getPlatformFee(db: Db): Promise<PlatformFeeAnswer> {
  const fee = await currentFee(db);
  return { percent: Number(fee.percent), setAt: fee.setAt?.toISOString() ?? null };
}

/** PUT /api/admin/platform-fee: a new row, never an edit; lessons paid from now on keep it. */
export async function setPlatformFee(db: Db, adminId: number, percent: number): Promise<PlatformFeeAnswer> {
  const [row] = await db
    .insert(platformFees)
    .values({ percent: percent.toFixed(2), setBy: adminId })
    .returning({ percent: platformFees.percent, setAt: platformFees.setAt });
  return { percent: Number(row.percent), setAt: row.setAt.toISOString() };
}
