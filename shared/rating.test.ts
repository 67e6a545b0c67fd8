import { describe, expect, it } from "vitest";
import { roundRating } from "./rating";

describe("roundRating", () => {
  it("is null without reviews", () => {
    expect(roundRating(null)).toBeNull();
  });

  it("rounds PostgreSQL's numeric average to one decimal, half up", () => {
    expect(roundRating("4.6666666666666667")).toBe(4.7);
    expect(roundRating("4.3333333333333333")).toBe(4.3);
    expect(roundRating("4.2500000000000000")).toBe(4.3);
    expect(roundRating("5.0000000000000000")).toBe(5);
    expect(roundRating("1")).toBe(1);
  });

  it("takes a number too", () => {
    expect(roundRating(3.95)).toBe(4);
    expect(roundRating(2.04)).toBe(2);
  });
});
