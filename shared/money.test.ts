import { describe, expect, it } from "vitest";
import { fromCents, sameMoney, toAmount, toCents } from "./money";

describe("money in cents", () => {
  // Moved from server/payments/payments.rules.test.ts with sameMoney itself.
  it("compares money by cents, not by spelling", () => {
    expect(sameMoney("25.5", "25.50")).toBe(true);
    expect(sameMoney("25.50", "25.51")).toBe(false);
    expect(sameMoney("2.55e1", "25.50")).toBe(false);
    expect(sameMoney("", "0.00")).toBe(false);
  });

  it("counts plain amounts in whole cents and refuses anything else", () => {
    expect(toCents("25.5")).toBe(2550);
    expect(toCents("0.29")).toBe(29);
    expect(toCents("1234567.89")).toBe(123456789);
    for (const odd of ["", "-1", "1.234", "1e2", " 1", "0x10"]) expect(toCents(odd)).toBeNaN();
  });

  it("adds without binary fractions and writes two places", () => {
    expect(fromCents(toCents("0.10") + toCents("0.20"))).toBe("0.30");
    expect(fromCents(2550)).toBe("25.50");
    expect(toAmount("25")).toBe("25.00");
    expect(toAmount(19.5)).toBe("19.50");
  });
});
