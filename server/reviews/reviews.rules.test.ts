import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewRefusal, reviewWindowOpen, wasHeld } from "./reviews.rules";

const now = new Date("2026-12-01T12:00:00Z");
const daysBefore = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("reviewRefusal", () => {
  it("allows a lesson completed with the child present or late", () => {
    expect(
      reviewRefusal({ status: "completed", paymentStatus: "paid", attendance: "present", endsAt: daysBefore(1) }, now),
    ).toBeNull();
    expect(
      reviewRefusal({ status: "completed", paymentStatus: "paid", attendance: "late", endsAt: daysBefore(1) }, now),
    ).toBeNull();
  });

  it("refuses a lesson not held: scheduled, absent, teacher absent, or completed without attendance", () => {
    for (const lesson of [
      { status: "scheduled", attendance: null },
      { status: "completed", attendance: "absent" },
      { status: "cancelled", attendance: "teacher_absent" },
      { status: "cancelled", attendance: "present" },
      { status: "completed", attendance: null },
    ] as const) {
      expect(wasHeld(lesson)).toBe(false);
      expect(reviewRefusal({ ...lesson, paymentStatus: "paid", endsAt: daysBefore(1) }, now)).toBe(
        REVIEW_MESSAGES.notHeld,
      );
    }
  });

  it("refuses a lesson that was never paid, or was refunded, even when marked held", () => {
    for (const paymentStatus of ["pending", "refunded"] as const) {
      expect(
        reviewRefusal({ status: "completed", attendance: "present", paymentStatus, endsAt: daysBefore(1) }, now),
      ).toBe(REVIEW_MESSAGES.notPaid);
    }
    expect(REVIEW_MESSAGES.notPaid).toBe("This lesson has not been paid");
  });

  it("counts the 60 days from the lesson's end, the last moment included", () => {
    expect(reviewWindowOpen(daysBefore(60), now)).toBe(true);
    expect(reviewWindowOpen(new Date(daysBefore(60).getTime() - 1), now)).toBe(false);
    expect(
      reviewRefusal({ status: "completed", paymentStatus: "paid", attendance: "present", endsAt: daysBefore(61) }, now),
    ).toBe(REVIEW_MESSAGES.tooLate);
  });
});
