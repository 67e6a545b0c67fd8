// Payout answers for the client tests (issue 34, shared/payouts.ts): a teacher's payouts, an admin's batches and
// their payouts, and the summary.
import type {
  AdminPayoutItem,
  PayoutBatch,
  PayoutItem,
  PayoutSummaryAnswer,
  TeacherPayoutsAnswer,
} from "@shared/payouts";

export const payout = (over: Partial<PayoutItem> = {}): PayoutItem => ({
  id: 40,
  amount: "85.00",
  status: "succeeded",
  createdAt: "2026-12-07T12:00:00.000Z",
  paypalEmail: "aisha@example.com",
  failureReason: null,
  ...over,
});

/** One payout of each status, newest first. */
export const teacherPayouts = (over: Partial<TeacherPayoutsAnswer> = {}): TeacherPayoutsAnswer => {
  const items = over.items ?? [
    payout({ id: 44, status: "pending", amount: "42.50", createdAt: "2026-12-07T12:00:00.000Z" }),
    payout({ id: 43, status: "succeeded", amount: "85.00", createdAt: "2026-11-30T12:00:00.000Z" }),
    payout({
      id: 42,
      status: "failed",
      amount: "30.00",
      createdAt: "2026-11-23T12:00:00.000Z",
      paypalEmail: "old@example.com",
      failureReason: "The receiver's account is locked.",
    }),
    payout({
      id: 41,
      status: "unclaimed",
      amount: "25.00",
      createdAt: "2026-11-16T12:00:00.000Z",
      failureReason: null,
    }),
  ];
  return { nextPayoutAt: "2026-12-14T09:00:00.000Z", total: items.length, items, ...over };
};

export const batch = (over: Partial<PayoutBatch> = {}): PayoutBatch => ({
  id: 7,
  senderBatchId: "halaqa-2026-W50",
  status: "sent",
  runBy: "schedule",
  createdAt: "2026-12-07T12:00:00.000Z",
  count: 4,
  total: "182.50",
  succeeded: 1,
  pending: 1,
  failed: 1,
  unclaimed: 1,
  failureReason: null,
  ...over,
});

export const adminPayout = (over: Partial<AdminPayoutItem> = {}): AdminPayoutItem => ({
  ...payout(),
  teacherId: 3,
  teacherName: "Aisha Rahman",
  batchId: 7,
  ...over,
});

export const summary = (over: Partial<PayoutSummaryAnswer> = {}): PayoutSummaryAnswer => ({
  weeks: [
    { weekStart: "2026-11-30", fees: "12.00", refunds: "0.00", paidOut: "150.00" },
    { weekStart: "2026-12-07", fees: "18.75", refunds: "20.00", paidOut: "182.50" },
  ],
  owed: { pending: "51.00", available: "34.00" },
  paidOut: "332.50",
  ...over,
});
