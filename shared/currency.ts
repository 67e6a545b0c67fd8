// Approximate prices in the viewer's currency (issue 20, api.md "Language and currency"): prices stay in USD; an
// admin keeps a table of rates per 1 USD, each with the moment it was last set (decision 064).
import { z } from "zod";
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from "./constants";

/**
 * What a rate may be, in units of the currency per 1 USD. The 22 currencies run from about 0.3 (KWD) to about 90,000
 * (LBP); the bounds leave room for years of drift and refuse typos such as a rate of 0 or a pasted phone number.
 * Rates are kept to 6 decimal places (numeric(18,6)).
 */
export const RATE_BOUNDS = { min: 0.001, max: 1_000_000, decimals: 6 } as const;

/** The currency all prices are in: its rate is always 1. */
export const BASE_CURRENCY = DEFAULT_CURRENCY;

const rateValue = z
  .number({ error: "Enter the rate as a number" })
  .min(RATE_BOUNDS.min, `Must be at least ${RATE_BOUNDS.min}`)
  .max(RATE_BOUNDS.max, `Must be at most ${RATE_BOUNDS.max.toLocaleString("en-US")}`);

/**
 * PUT /api/admin/currency-rates: the rates being set, by currency code; the others keep theirs. Each rate given is
 * dated now, so saving a rate unchanged records that it was checked. USD may be given only as 1.
 */
export const updateCurrencyRatesSchema = z.strictObject({
  // One optional key per supported currency, nothing else: the body is bounded by the currency list itself.
  rates: z
    .strictObject(
      Object.fromEntries(CURRENCIES.map((code) => [code, rateValue.optional()])) as Record<
        Currency,
        z.ZodOptional<typeof rateValue>
      >,
      {
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? `Not one of the supported currencies: ${issue.keys.slice(0, 3).join(", ")}`
            : "rates must be an object of currency codes and rates",
      },
    )
    .superRefine((rates, ctx) => {
      const codes = Object.keys(rates).filter((code) => rates[code as Currency] !== undefined);
      if (codes.length === 0) ctx.addIssue({ code: "custom", message: "Give at least one rate" });
      if (rates[BASE_CURRENCY] !== undefined && rates[BASE_CURRENCY] !== 1) {
        ctx.addIssue({
          code: "custom",
          path: [BASE_CURRENCY],
          message: "USD is the base currency: its rate is always 1",
        });
      }
    })
    .transform((rates) => rates as Partial<Record<Currency, number>>),
});
export type UpdateCurrencyRatesInput = z.infer<typeof updateCurrencyRatesSchema>;

/** One currency's rate: units per 1 USD, and when an admin last set it (ISO). */
export interface CurrencyRate {
  currency: Currency;
  rate: number;
  updatedAt: string;
}

/** GET /api/currency-rates (and the PUT's answer): every supported currency with a rate, in CURRENCIES order. */
export interface CurrencyRates {
  base: typeof BASE_CURRENCY;
  rates: CurrencyRate[];
}

/**
 * `amount` (in `from`) in `to`, through the rates per 1 USD; null when a rate is missing or the amount is not a
 * number. Unrounded: rounding is the display's job.
 */
export function convertAmount(
  amount: string | number,
  from: string,
  to: string,
  rates: readonly CurrencyRate[],
): number | null {
  const value = typeof amount === "string" ? (amount.trim() ? Number(amount) : NaN) : amount;
  const rateOf = (code: string) => (code === BASE_CURRENCY ? 1 : rates.find((r) => r.currency === code)?.rate);
  const fromRate = rateOf(from);
  const toRate = rateOf(to);
  if (!Number.isFinite(value) || !fromRate || !toRate) return null;
  return (value / fromRate) * toRate;
}
