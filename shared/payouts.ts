// Weekly payouts to teachers (issue 34, api.md "Teachers' earnings and payouts", decision 097): when they run, the
// minimum, the batch's weekly id, and the answers of the payout, statement and summary routes.
import { z } from "zod";
import { pageQuery } from "./paging";

export const PAYOUT_STATUSES = ["pending", "succeeded", "failed", "unclaimed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** sending: created, not yet accepted by PayPal; sent: accepted, items being paid; done: every item final; failed:
 * PayPal refused the whole batch (every amount returned). */
export const PAYOUT_BATCH_STATUSES = ["sending", "sent", "done", "failed"] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** A teacher is paid once this much is available (cents). */
export const PAYOUT_MINIMUM_CENTS = 2000;
/** The weekly run: Mondays from 09:00 UTC. */
export const PAYOUT_WEEKDAY = 1;
export const PAYOUT_HOUR_UTC = 9;

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the ISO week holding `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The ISO week of `at` as "2026-W50" (the year is the ISO week-year: the one holding that week's Thursday). */
export function isoWeek(at: Date): string {
  const monday = weekStart(at);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = weekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** This week's scheduled run (Monday 09:00 UTC), which may be past. */
export const weeklyRunAt = (at: Date): Date => new Date(weekStart(at).getTime() + PAYOUT_HOUR_UTC * 3_600_000);

/** The next scheduled run strictly after `at`. */
export function nextPayoutAt(at: Date): Date {
  const run = weeklyRunAt(at);
  return run.getTime() > at.getTime() ? run : new Date(run.getTime() + 7 * DAY_MS);
}

/** One payout to one teacher, as the teacher and the admins list it. */
export interface PayoutItem {
  id: number;
  amount: string;
  status: PayoutStatus;
  createdAt: string;
  /** The address it was sent to. */
  paypalEmail: string;
  /** Why a failed or unclaimed payout came back (PayPal's reason, in words); null otherwise. */
  failureReason: string | null;
}

/** GET /api/teacher/payouts: newest first, paged; the next run's date and what it would pay now. */
export interface TeacherPayoutsAnswer {
  nextPayoutAt: string;
  total: number;
  items: PayoutItem[];
}

/** GET /api/admin/payouts: one payout, with its teacher and batch. */
export interface AdminPayoutItem extends PayoutItem {
  teacherId: number;
  teacherName: string;
  batchId: number;
}

export interface PayoutBatch {
  id: number;
  /** The id PayPal dedupes by: "halaqa-2026-W50" (a second attempt in a week after a refused one: "-2"). */
  senderBatchId: string;
  status: PayoutBatchStatus;
  /** "schedule" for the weekly job, else the admin who ran it. */
  runBy: "schedule" | "admin";
  createdAt: string;
  count: number;
  total: string;
  succeeded: number;
  pending: number;
  failed: number;
  unclaimed: number;
  /** Why PayPal refused the whole batch; null otherwise. */
  failureReason: string | null;
}

/** POST /api/admin/payouts/run: 201 with the batch it made, or 200 with this week's batch or none, and why. */
export interface PayoutRunAnswer {
  created: boolean;
  batch: PayoutBatch | null;
  message: string;
}

/** GET /api/admin/payouts/summary: the platform's money by week, and what is owed now. */
export interface PayoutSummaryAnswer {
  weeks: { weekStart: string; fees: string; refunds: string; paidOut: string }[];
  owed: { pending: string; available: string };
  paidOut: string;
}

export const payoutsQuerySchema = pageQuery();
const BATCH_ID_MESSAGE = "batchId must be a whole number from 1 to 2147483647";
export const adminPayoutsQuerySchema = pageQuery().extend({
  // Digits only, as the page's numbers: "0x10" or "1e3" are refused, not reinterpreted.
  batchId: z
    .string({ error: BATCH_ID_MESSAGE })
    .regex(/^\d{1,10}$/, BATCH_ID_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, BATCH_ID_MESSAGE).max(2_147_483_647, BATCH_ID_MESSAGE))
    .optional(),
});
export type AdminPayoutsQuery = z.output<typeof adminPayoutsQuerySchema>;

/** /api/teacher/statements/2026-12.csv: a month from 2020 to 2100. */
export const statementMonthSchema = z
  .string()
  .regex(/^(20[2-9]\d|2100)-(0[1-9]|1[0-2])$/, "The month must be written YYYY-MM, such as 2026-12");
