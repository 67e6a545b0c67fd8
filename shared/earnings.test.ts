// The fee's split of a lesson's price (decision 094): half a cent up, gross = fee + net exactly, and the fee's bounds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { platformFeeSchema, splitFee } from "./earnings";

describe("splitFee", () => {
  it("rounds the fee half a cent up and leaves the rest to the teacher", () => {
    expect(splitFee(2033, 15)).toEqual({ fee: 305, net: 1728 });
    expect(splitFee(2033, "12.50")).toEqual({ fee: 254, net: 1779 });
    expect(splitFee(10, 15)).toEqual({ fee: 2, net: 8 });
    expect(splitFee(2000, 0)).toEqual({ fee: 0, net: 2000 });
    expect(splitFee(0, 50)).toEqual({ fee: 0, net: 0 });
  });

  it("always adds up, within the cent of the exact fee", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 5000 }), (gross, bp) => {
        const { fee, net } = splitFee(gross, bp / 100);
        expect(fee + net).toBe(gross);
        expect(Number.isInteger(fee)).toBe(true);
        expect(Math.abs(fee - (gross * bp) / 10000)).toBeLessThanOrEqual(0.5);
        expect(net).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("platformFeeSchema", () => {
  it("takes 0–50 with two decimals at most", () => {
    for (const percent of [0, 15, 12.5, 33.33, 50]) expect(platformFeeSchema.safeParse({ percent }).success).toBe(true);
    for (const percent of [-0.01, 50.01, 12.345, "15", null, Number.NaN])
      expect(platformFeeSchema.safeParse({ percent }).success).toBe(false);
  });
});
