// Teachers' earnings (issue 34, api.md "Teachers' earnings and payouts", decision 094): the fee's contract, how a
// lesson's price splits into fee and net in whole cents, and the answers of the earnings routes.
import { z } from "zod";
import { emailSchema } from "./auth";
import { pageQuery } from "./paging";

/** The movements of the ledger; payouts and their returns come with the weekly payouts job. */
export const LEDGER_KINDS = ["earning", "reversal", "adjustment", "payout", "payout_returned"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The fee while no admin has set one, and its bounds (percent). */
export const DEFAULT_FEE_PERCENT = 15;
export const MAX_FEE_PERCENT = 50;
/** An earning becomes available this long after its lesson's report: the correction and dispute window. */
export const AVAILABLE_AFTER_HOURS = 48;

export const EARNING_STATUSES = ["pending", "available", "reversed", "paid_out"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

const FEE_MESSAGE = `percent must be a number from 0 to ${MAX_FEE_PERCENT} with at most two decimals, such as 15 or 12.5`;

/** PUT /api/admin/platform-fee: a JSON number, 0–50, at most two decimals (hundredths of a percent). */
export const platformFeeSchema = z.object(
  {
    percent: z
      .number({ error: FEE_MESSAGE })
      .min(0, FEE_MESSAGE)
      .max(MAX_FEE_PERCENT, FEE_MESSAGE)
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, FEE_MESSAGE),
  },
  { error: "Send {percent}" },
);
export type PlatformFeeInput = z.output<typeof platformFeeSchema>;

/** The fee in hundredths of a percent ("12.5" → 1250): integer arithmetic from here on. */
export const basisPoints = (percent: string | number): number => Math.round(Number(percent) * 100);

/**
 * A lesson's price split (decision 094): fee = gross × percent / 100 rounded half up to the cent, net = gross − fee,
 * so gross = fee + net exactly. Whole cents in, whole cents out; no binary fractions.
 */
export function splitFee(grossCents: number, percent: string | number): { fee: number; net: number } {
  const fee = Math.floor((grossCents * basisPoints(percent) + 5000) / 10000);
  return { fee, net: grossCents - fee };
}

/** GET /api/teacher/earnings: limit 1–100 (default 50) and offset. */
export const earningsQuerySchema = pageQuery();

export interface EarningItem {
  bookingId: number;
  classTitle: string;
  studentName: string;
  scheduledAt: string;
  gross: string;
  fee: string;
  net: string;
  /** The fee percent this lesson keeps (the one in force when it was paid). */
  feePercent: number;
  status: EarningStatus;
}

export interface EarningsAnswer {
  /** The fee in force now, for lessons paid from now on. */
  feePercent: number;
  pending: string;
  available: string;
  paidOut: string;
  total: number;
  items: EarningItem[];
}

export interface PlatformFeeAnswer {
  percent: number;
  setAt: string | null;
}

/** Payouts wait this long after the payout address was set or changed. */
export const PAYOUT_HOLD_HOURS = 48;

/** PUT /api/teacher/payout-method: the PayPal address the teacher is paid at. */
export const payoutMethodSchema = z.object({
  paypalEmail: emailSchema,
});
export type PayoutMethodInput = z.output<typeof payoutMethodSchema>;

export interface PayoutMethodAnswer {
  paypalEmail: string | null;
  /** When the address was last set to another one; null while none was set. */
  changedAt: string | null;
  /** Payouts to this address wait until then (changedAt + 48 hours). */
  payoutsHeldUntil: string | null;
}
