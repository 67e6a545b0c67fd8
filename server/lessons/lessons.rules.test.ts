import { describe, expect, it } from "vitest";
import { awaitingReport, correctionRefusal, editableUntil, reportRefusal, reviewDue } from "./lessons.rules";

const H = 3_600_000;
const now = new Date("2027-03-10T12:00:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * H);
const lesson = (overrides: Partial<Parameters<typeof awaitingReport>[0]> = {}) => ({
  status: "scheduled" as const,
  paymentStatus: "paid" as const,
  scheduledAt: ago(74),
  endsAt: ago(73),
  attendance: null,
  hasReport: false,
  ...overrides,
});

describe("awaitingReport", () => {
  it("flags a paid lesson unreported more than 72 hours after its end", () => {
    expect(awaitingReport(lesson(), now)).toBe(true);
    expect(awaitingReport(lesson({ endsAt: ago(72) }), now)).toBe(false);
    expect(awaitingReport(lesson({ status: "completed", attendance: "late" }), now)).toBe(true);
  });

  it("not once reported, cancelled, unpaid or marked as missed", () => {
    expect(awaitingReport(lesson({ hasReport: true, status: "completed", attendance: "present" }), now)).toBe(false);
    expect(awaitingReport(lesson({ status: "cancelled" }), now)).toBe(false);
    expect(awaitingReport(lesson({ paymentStatus: "pending" }), now)).toBe(false);
    expect(awaitingReport(lesson({ paymentStatus: "refunded" }), now)).toBe(false);
    expect(awaitingReport(lesson({ status: "completed", attendance: "absent" }), now)).toBe(false);
    expect(awaitingReport(lesson({ status: "cancelled", attendance: "teacher_absent" }), now)).toBe(false);
  });
});

describe("reviewDue", () => {
  const held = {
    ...lesson({ status: "completed", attendance: "present", hasReport: true }),
    reviewId: null,
    reviewDismissedAt: null,
  };
  it("asks for a review of a held lesson for 60 days after its end", () => {
    expect(reviewDue(held, now)).toBe(true);
    expect(reviewDue({ ...held, attendance: "late" }, now)).toBe(true);
    expect(reviewDue({ ...held, endsAt: ago(60 * 24) }, now)).toBe(true);
    expect(reviewDue({ ...held, endsAt: ago(60 * 24 + 1) }, now)).toBe(false);
  });

  it("not once reviewed or dismissed, nor for a lesson not held", () => {
    expect(reviewDue({ ...held, reviewId: 7 }, now)).toBe(false);
    expect(reviewDue({ ...held, reviewDismissedAt: ago(1) }, now)).toBe(false);
    expect(reviewDue({ ...held, attendance: "absent" }, now)).toBe(false);
    expect(reviewDue({ ...held, status: "scheduled", attendance: null }, now)).toBe(false);
    expect(reviewDue({ ...held, paymentStatus: "pending" }, now)).toBe(false);
    expect(reviewDue({ ...held, paymentStatus: "refunded" }, now)).toBe(false);
  });

  it("agrees with awaitingReport on payment: neither asks anything of an unpaid lesson", () => {
    for (const paymentStatus of ["pending", "refunded"] as const) {
      expect(awaitingReport(lesson({ paymentStatus }), now)).toBe(false);
      expect(reviewDue({ ...held, paymentStatus }, now)).toBe(false);
      expect(reportRefusal(lesson({ paymentStatus }), "present", now)?.[0]).toBe(409);
    }
  });
});

describe("reportRefusal", () => {
  const started = {
    status: "scheduled" as const,
    paymentStatus: "paid" as const,
    scheduledAt: ago(1),
    attendance: null,
    hasReport: false,
  };
  it("allows a report from the lesson's start, once, never on a cancelled lesson", () => {
    expect(reportRefusal(started, "present", now)).toBeNull();
    expect(reportRefusal(started, "teacher_absent", now)).toBeNull();
    expect(reportRefusal({ ...started, scheduledAt: new Date(now.getTime() + 1) }, "present", now)).toEqual([
      409,
      "A lesson can be reported once it has started",
    ]);
    expect(reportRefusal({ ...started, scheduledAt: now }, "absent", now)).toBeNull();
    expect(reportRefusal({ ...started, status: "cancelled" }, "present", now)).toEqual([
      409,
      "This lesson was cancelled",
    ]);
    expect(
      reportRefusal({ ...started, status: "completed", attendance: "present", hasReport: true }, "present", now),
    ).toEqual([409, "This lesson already has a report"]);
  });

  it("refuses a held or absent report on a lesson never paid; the teacher may still say they missed it", () => {
    for (const paymentStatus of ["pending", "refunded"] as const) {
      for (const attendance of ["present", "late", "absent"] as const) {
        expect(reportRefusal({ ...started, paymentStatus }, attendance, now)).toEqual([
          409,
          "This lesson has not been paid",
        ]);
      }
      expect(reportRefusal({ ...started, paymentStatus }, "teacher_absent", now)).toBeNull();
    }
    // The lesson's state answers first: a cancelled or future unpaid lesson says so.
    expect(reportRefusal({ ...started, paymentStatus: "pending", status: "cancelled" }, "present", now)).toEqual([
      409,
      "This lesson was cancelled",
    ]);
  });

  it("gives a lesson already marked held (without a report) the report of a held lesson only", () => {
    const marked = { ...started, status: "completed" as const, attendance: "present" as const };
    expect(reportRefusal(marked, "late", now)).toBeNull();
    expect(reportRefusal(marked, "absent", now)).toEqual([409, "This lesson is already completed"]);
    expect(reportRefusal({ ...marked, attendance: "absent" }, "present", now)).toEqual([
      409,
      "This lesson is already completed",
    ]);
  });
});

describe("correctionRefusal", () => {
  it("allows a correction for 48 hours after the report was written", () => {
    expect(editableUntil(ago(10)).toISOString()).toBe(new Date(now.getTime() + 38 * H).toISOString());
    expect(correctionRefusal(ago(48), now)).toBeNull();
    expect(correctionRefusal(ago(48.01), now)?.[0]).toBe(409);
  });
});
