// Earnings answers for the client tests (api.md "Teachers' earnings and payouts"): one lesson, a page of three, and
// a teacher with no PayPal address yet.
import type { EarningItem, EarningsAnswer, PayoutMethodAnswer } from "@shared/earnings";

export const earning = (over: Partial<EarningItem> = {}): EarningItem => ({
  bookingId: 12,
  classTitle: "Tajweed for Beginners",
  studentName: "Yusuf",
  scheduledAt: "2030-03-04T12:00:00.000Z",
  gross: "20.00",
  fee: "3.00",
  net: "17.00",
  feePercent: 15,
  status: "pending",
  ...over,
});

export const earnings = (over: Partial<EarningsAnswer> = {}): EarningsAnswer => {
  const items = over.items ?? [
    earning(),
    earning({ bookingId: 11, scheduledAt: "2030-02-25T12:00:00.000Z", studentName: "Maryam", status: "available" }),
    earning({
      bookingId: 10,
      classTitle: "Hifz Juz 'Amma",
      scheduledAt: "2030-02-18T12:00:00.000Z",
      gross: "25.00",
      fee: "3.13",
      net: "21.87",
      feePercent: 12.5,
      status: "reversed",
    }),
  ];
  return { feePercent: 15, pending: "17.00", available: "17.00", paidOut: "0.00", total: items.length, items, ...over };
};

export const noAddress: PayoutMethodAnswer = { paypalEmail: null, changedAt: null, payoutsHeldUntil: null };
