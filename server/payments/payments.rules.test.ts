import { describe, expect, it } from "vitest";
import { NO_REFUND_UNCONFIRMED } from "@shared/scheduling";
import { BOOKING_EXPIRED } from "../scheduling/holds";
import { captureProblem, orderRefusal } from "./payments.rules";

const booking = {
  parentId: 7,
  status: "scheduled" as const,
  paymentStatus: "pending" as const,
  amount: "25.50",
  classActive: true,
  teacherApproved: true,
  expiresAt: null,
  scheduledAt: new Date("2099-01-01T10:00:00Z"),
};
const completed = (value: string, currency = "USD", status = "COMPLETED") => ({
  id: "O1",
  status: "COMPLETED",
  captures: [{ id: "C1", status, value, currency }],
});

describe("payment rules", () => {
  it("lets only the booking's parent open an order for the booking's own amount", () => {
    expect(orderRefusal(booking, 7, "25.50")).toBeNull();
    expect(orderRefusal(booking, 8, "25.50")).toEqual([404, "Booking not found"]);
    expect(orderRefusal(undefined, 7, "25.50")).toEqual([404, "Booking not found"]);
    expect(orderRefusal(booking, 7, "25.49")?.[0]).toBe(400);
    expect(orderRefusal({ ...booking, paymentStatus: "paid" }, 7, "25.50")).toEqual([
      409,
      "This booking is already paid",
    ]);
    expect(orderRefusal({ ...booking, status: "cancelled" }, 7, "25.50")).toEqual([409, "This booking was cancelled"]);
  });

  it("refuses payment for a withdrawn class or a teacher who is not approved", () => {
    expect(orderRefusal({ ...booking, classActive: false }, 7, "25.50")?.[0]).toBe(409);
    expect(orderRefusal({ ...booking, teacherApproved: false }, 7, "25.50")?.[0]).toBe(409);
    // Someone else's booking stays a 404 whatever its state.
    expect(orderRefusal({ ...booking, teacherApproved: false }, 8, "25.50")).toEqual([404, "Booking not found"]);
  });

  it("refuses an order once the 30-minute hold has lapsed, even before the expiry job ran", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(orderRefusal({ ...booking, expiresAt: new Date(now.getTime() + 1000) }, 7, "25.50", now)).toBeNull();
    expect(orderRefusal({ ...booking, expiresAt: now }, 7, "25.50", now)).toEqual([409, BOOKING_EXPIRED]);
    expect(orderRefusal({ ...booking, expiresAt: new Date(now.getTime() - 1000) }, 8, "25.50", now)?.[0]).toBe(404);
  });

  it("opens an order for a lesson starting within 12 hours only when the family confirmed it is not refunded", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const startsIn = (hours: number) => ({ ...booking, scheduledAt: new Date(now.getTime() + hours * 3_600_000) });
    expect(orderRefusal(startsIn(12), 7, "25.50", now)).toBeNull();
    expect(orderRefusal(startsIn(11.99), 7, "25.50", now)).toEqual([409, NO_REFUND_UNCONFIRMED]);
    expect(orderRefusal(startsIn(1), 7, "25.50", now, false)).toEqual([409, NO_REFUND_UNCONFIRMED]);
    expect(orderRefusal(startsIn(1), 7, "25.50", now, true)).toBeNull();
    // The confirmation never overrides the other refusals.
    expect(orderRefusal(startsIn(1), 8, "25.50", now, true)).toEqual([404, "Booking not found"]);
  });

  it("accepts only a completed capture of exactly the amount in USD", () => {
    expect(captureProblem(completed("25.50"), "25.50", "USD")).toBeNull();
    expect(captureProblem(completed("25.49"), "25.50", "USD")).not.toBeNull();
    expect(captureProblem(completed("25.50", "EUR"), "25.50", "USD")).not.toBeNull();
    expect(captureProblem(completed("25.50", "USD", "PENDING"), "25.50", "USD")).not.toBeNull();
    expect(captureProblem({ id: "O1", status: "APPROVED", captures: [] }, "25.50", "USD")).not.toBeNull();
    expect(captureProblem({ id: "O1", status: "COMPLETED", captures: [] }, "25.50", "USD")).not.toBeNull();
  });
});
