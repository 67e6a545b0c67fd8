import { describe, expect, it } from "vitest";
import { createReviewSchema, reviewerName } from "./reviews";

describe("reviewerName", () => {
  it("is the first name and the last name's initial", () => {
    expect(reviewerName("Fatima", "khan")).toBe("Fatima K.");
    expect(reviewerName(" Amina ", "  Yusuf ")).toBe("Amina Y.");
    expect(reviewerName("Hana", "")).toBe("Hana");
  });

  it("never cuts a character in half (an emoji, a letter with its accent)", () => {
    expect(reviewerName("Zed", "😀Smith")).toBe("Zed 😀.");
    expect(reviewerName("Zoe", "e\u0301mile")).toBe("Zoe E\u0301.");
  });
});

describe("createReviewSchema", () => {
  it("takes a booking id as digits only: hex, exponents and blanks are refused", () => {
    expect(createReviewSchema.safeParse({ bookingId: "13", rating: 4 }).success).toBe(true);
    for (const bookingId of ["0x0d", "1e1", " ", "13abc"]) {
      expect(createReviewSchema.safeParse({ bookingId, rating: 4 }).success, bookingId).toBe(false);
    }
  });

  it("asks for a rating when none was chosen, and says what is allowed for a wrong one (issue 32)", () => {
    const message = (input: object) =>
      createReviewSchema.safeParse({ bookingId: 1, ...input }).error?.issues[0]?.message;
    expect(message({})).toBe("Choose a rating from 1 to 5 stars");
    expect(message({ rating: 6 })).toBe("Rating must be a whole number from 1 to 5");
    expect(message({ rating: "5" })).toBe("Rating must be a whole number from 1 to 5");
  });
});
