import { describe, expect, it } from "vitest";
import { RESCHEDULE_TOO_LATE } from "@shared/scheduling";
import { BOOKING_EXPIRED } from "../scheduling/holds";
import { changeRefusal } from "./bookings.rules";

const now = new Date("2027-03-01T12:00:00Z"); // a Monday

const HOUR = 3_600_000;

describe("changeRefusal", () => {
  const booking = {
    status: "scheduled" as const,
    paymentStatus: "paid" as const,
    scheduledAt: new Date("2027-03-02T14:00:00Z"),
    parentId: 1,
    teacherId: 2,
  };
  const as = (id: number, isAdmin = false) => ({ id, isAdmin });
  const later = new Date("2027-03-03T00:00:00Z");
  it("hides the booking from strangers and lets only the teacher complete a started lesson", () => {
    expect(changeRefusal(booking, as(3), { kind: "cancel" }, now)).toEqual([404, "Booking not found"]);
    expect(changeRefusal(booking, as(1), { kind: "cancel" }, now)).toBeNull();
    expect(changeRefusal(booking, as(2), { kind: "cancel" }, now)).toBeNull();
    expect(changeRefusal(booking, as(1), { kind: "complete", attendance: "present" }, later)?.[0]).toBe(403);
    expect(changeRefusal(booking, as(2), { kind: "complete", attendance: "present" }, now)?.[0]).toBe(409);
    expect(changeRefusal(booking, as(2), { kind: "complete", attendance: "absent" }, later)).toBeNull();
    expect(changeRefusal({ ...booking, status: "cancelled" }, as(1), { kind: "cancel" }, now)).toEqual([
      409,
      "This booking is already cancelled",
    ]);
  });

  it("refuses to complete a lesson that was never paid (a completed lesson may be reviewed)", () => {
    for (const paymentStatus of ["pending", "refunded"] as const) {
      for (const attendance of ["present", "absent"] as const) {
        expect(changeRefusal({ ...booking, paymentStatus }, as(2), { kind: "complete", attendance }, later)).toEqual([
          409,
          "This lesson has not been paid",
        ]);
      }
    }
    // An unpaid lesson may still be cancelled before it starts.
    expect(changeRefusal({ ...booking, paymentStatus: "pending" }, as(2), { kind: "cancel" }, now)).toBeNull();
  });

  it("lets an admin cancel a lesson, and nothing else", () => {
    expect(changeRefusal(booking, as(3, true), { kind: "cancel" }, now)).toBeNull();
    expect(changeRefusal(booking, as(3, true), { kind: "reschedule", scheduledAt: later }, now)).toEqual([
      404,
      "Booking not found",
    ]);
    expect(changeRefusal(booking, as(3, true), { kind: "complete", attendance: "present" }, later)).toEqual([
      404,
      "Booking not found",
    ]);
    expect(changeRefusal(booking, as(3, true), { kind: "meeting", meetingUrl: null }, now)).toEqual([
      404,
      "Booking not found",
    ]);
  });

  it("lets the family move a lesson until 12 hours before it, the teacher until it starts", () => {
    const move = { kind: "reschedule" as const, scheduledAt: new Date("2027-03-05T14:00:00Z") };
    const start = booking.scheduledAt.getTime();
    // 12:00:01 before the start: still the family's to move; 11:59:59: only the teacher's.
    expect(changeRefusal(booking, as(1), move, new Date(start - 12 * HOUR - 1000))).toBeNull();
    expect(changeRefusal(booking, as(1), move, new Date(start - 12 * HOUR))).toBeNull();
    expect(changeRefusal(booking, as(1), move, new Date(start - 12 * HOUR + 1000))).toEqual([409, RESCHEDULE_TOO_LATE]);
    expect(changeRefusal(booking, as(2), move, new Date(start - 12 * HOUR + 1000))).toBeNull();
    expect(changeRefusal(booking, as(2), move, new Date(start - 1000))).toBeNull();
    expect(changeRefusal(booking, as(2), move, new Date(start))?.[0]).toBe(409);
    // Cancelling stays open to the family until the start (the refund is what changes at 12 hours).
    expect(changeRefusal(booking, as(1), { kind: "cancel" }, new Date(start - 1000))).toBeNull();
  });

  it("refuses to move an unpaid booking whose hold has lapsed (a family paying gets the grace)", () => {
    const hold = {
      ...booking,
      paymentStatus: "pending" as const,
      expiresAt: new Date(now.getTime() - 1000),
      paypalOrderId: null,
    };
    const move = { kind: "reschedule" as const, scheduledAt: new Date("2027-03-05T14:00:00Z") };
    expect(changeRefusal(hold, as(1), move, now)).toEqual([409, BOOKING_EXPIRED]);
    expect(changeRefusal(hold, as(2), move, now)).toEqual([409, BOOKING_EXPIRED]);
    expect(changeRefusal({ ...hold, expiresAt: new Date(now.getTime() + 1000) }, as(1), move, now)).toBeNull();
    expect(changeRefusal({ ...hold, paypalOrderId: "O-1" }, as(1), move, now)).toBeNull();
    expect(
      changeRefusal(
        { ...hold, paypalOrderId: "O-1", expiresAt: new Date(now.getTime() - 15 * 60_000) },
        as(1),
        move,
        now,
      ),
    ).toEqual([409, BOOKING_EXPIRED]);
    // It may still be cancelled.
    expect(changeRefusal(hold, as(1), { kind: "cancel" }, now)).toBeNull();
  });

  it("lets only the teacher set the lesson's link, on any lesson not cancelled", () => {
    const link = { kind: "meeting" as const, meetingUrl: "https://meet.google.com/abc-defg-hij" };
    expect(changeRefusal(booking, as(2), link, later)).toBeNull();
    expect(changeRefusal({ ...booking, status: "completed" }, as(2), link, later)).toBeNull();
    expect(changeRefusal(booking, as(1), link, now)).toEqual([403, "Only the teacher can set the lesson link"]);
    expect(changeRefusal(booking, as(3), link, now)?.[0]).toBe(404);
    expect(changeRefusal({ ...booking, status: "cancelled" }, as(2), link, now)?.[0]).toBe(409);
  });
});
