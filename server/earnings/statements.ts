// A teacher's monthly statement (api.md "Teachers' earnings and payouts", decision 097): every ledger row of the month
// (UTC), one line each, and a total line; each line's gross = fee + net, so the totals add up too.
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { fromCents } from "@shared/money";
import { bookings, classes, studentProfiles, teacherLedger } from "@shared/schema";
import type { Db } from "../db";

/** A month holds at most this many rows of one teacher (a lesson an hour, every hour, is 744). */
export const STATEMENT_ROWS = 5_000;

const KIND_WORDS: Record<string, string> = {
  earning: "Lesson paid",
  reversal: "Lesson refunded",
  adjustment: "Refund after payout",
  payout: "Payout",
  payout_returned: "Payout returned",
};

/** The statement of `month` ("2026-12") as CSV text, or null when the month has more rows than a statement holds. */
export async function monthlyStatement(db: Db, teacherId: number, month: string): Promise<string | null> {
  const [year, mon] = month.split("-").map(Number);
  const from = new Date(Date.UTC(year, mon - 1, 1));
  const to = new Date(Date.UTC(year, mon, 1));
  const rows = await db
    .select({
      createdAt: teacherLedger.createdAt,
      kind: teacherLedger.kind,
      bookingId: teacherLedger.bookingId,
      classTitle: classes.title,
      studentName: studentProfiles.name,
      scheduledAt: bookings.scheduledAt,
      feePercent: teacherLedger.feePercent,
      gross: teacherLedger.grossCents,
      fee: teacherLedger.feeCents,
      net: teacherLedger.netCents,
    })
    .from(teacherLedger)
    .leftJoin(bookings, eq(bookings.id, teacherLedger.bookingId))
    .leftJoin(classes, eq(classes.id, bookings.classId))
    .leftJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
    .where(
      and(eq(teacherLedger.teacherId, teacherId), gte(teacherLedger.createdAt, from), lt(teacherLedger.createdAt, to)),
    )
    .orderBy(asc(teacherLedger.createdAt), asc(teacherLedger.id))
    .limit(STATEMENT_ROWS + 1);
  if (rows.length > STATEMENT_ROWS) return null;
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const lines = rows.map((r) => [
    r.createdAt.toISOString().slice(0, 10),
    KIND_WORDS[r.kind] ?? r.kind,
    r.bookingId === null ? "" : String(r.bookingId),
    r.classTitle ?? "",
    r.studentName ?? "",
    r.scheduledAt?.toISOString().slice(0, 16).replace("T", " ") ?? "",
    r.feePercent === null ? "" : `${Number(r.feePercent)}%`,
    // Amounts stay numbers (cents, written by `cast`): the formula escape leaves a negative number alone.
    r.gross,
    r.fee,
    r.net,
  ]);
  return stringify(
    [...lines, ["Total", "", "", "", "", "", "", sum((r) => r.gross), sum((r) => r.fee), sum((r) => r.net)]],
    {
      header: true,
      columns: ["Date", "Type", "Lesson", "Class", "Child", "Lesson time (UTC)", "Fee %", "Gross", "Fee", "Net"],
      // A class title such as "=HYPERLINK(...)" stays text in a spreadsheet (CSV injection).
      escape_formulas: true,
      cast: { number: (cents) => fromCents(cents) },
      // Excel reads UTF-8 (Arabic names) only with the byte order mark.
      bom: true,
    },
  );
}
