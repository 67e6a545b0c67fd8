import { describe, expect, it } from "vitest";
import { dueUntil, reminderDue } from "./reminders.rules";

const S = 1000;
const H = 3_600_000;
const start = new Date("2027-03-10T15:00:00Z");
const before = (ms: number) => new Date(start.getTime() - ms);
const lesson = (overrides: Partial<Parameters<typeof reminderDue>[0]> = {}) => ({
  status: "scheduled" as const,
  paymentStatus: "paid" as const,
  scheduledAt: start,
  ...overrides,
});

describe("reminderDue", () => {
  it("the 24-hour reminder from 24 hours before the start until the 1-hour window opens", () => {
    expect(reminderDue(lesson(), before(24 * H + S))).toBeNull();
    expect(reminderDue(lesson(), before(24 * H))).toBe("24h");
    expect(reminderDue(lesson(), before(5 * H))).toBe("24h");
    expect(reminderDue(lesson(), before(H + S))).toBe("24h");
  });

  it("the 1-hour reminder from 1 hour before the start until the start, never after", () => {
    expect(reminderDue(lesson(), before(H))).toBe("1h");
    expect(reminderDue(lesson(), before(S))).toBe("1h");
    expect(reminderDue(lesson(), start)).toBeNull();
    expect(reminderDue(lesson(), new Date(start.getTime() + S))).toBeNull();
  });

  it("none for a lesson that is unpaid, refunded, cancelled or completed", () => {
    const now = before(2 * H);
    expect(reminderDue(lesson({ paymentStatus: "pending" }), now)).toBeNull();
    expect(reminderDue(lesson({ paymentStatus: "refunded" }), now)).toBeNull();
    expect(reminderDue(lesson({ status: "cancelled" }), now)).toBeNull();
    expect(reminderDue(lesson({ status: "completed" }), now)).toBeNull();
  });

  it("dueUntil: the last start a sweep at `now` reminds of, per kind", () => {
    expect(dueUntil("24h", before(24 * H))).toEqual(start);
    expect(dueUntil("1h", before(H))).toEqual(start);
  });
});
