// Money on the wire is a decimal string with two places ("25.50", api.md), never a float; sums and comparisons are in
// whole cents, never binary fractions (0.1 + 0.2). Formatting for people: client/src/lib/format.ts formatMoney.

/** A plain amount: digits and at most two decimal places ("25", "25.5", "25.50"); not "2.55e1", "-1" or "". */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The amount in whole cents; NaN when it is not a plain amount. */
export function toCents(amount: string): number {
  return AMOUNT_PATTERN.test(amount) ? Math.round(Number(amount) * 100) : NaN;
}

/** The wire's spelling of an amount: two decimal places ("25" → "25.00"). */
export function toAmount(value: string | number): string {
  return Number(value).toFixed(2);
}

/** Whole cents back to the wire's spelling: 2550 → "25.50". */
export function fromCents(cents: number): string {
  return toAmount(cents / 100);
}

/** The same amount however it is spelled ("25.5" and "25.50"); false when either is not a plain amount. */
export function sameMoney(a: string, b: string): boolean {
  const cents = toCents(a);
  return !Number.isNaN(cents) && cents === toCents(b);
}
