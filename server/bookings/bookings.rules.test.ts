import { describe, expect, it } from "vitest";
import { instantIn } from "@shared/wall-clock";
import { changeRefusal, slotProblem } from "./bookings.rules";

const now = new Date("2027-03-01T12:00:00Z"); // a Monday

describe("slotProblem", () => {
  it("accepts a listed future slot on a weekday in the teacher's zone", () => {
    expect(slotProblem(instantIn("2027-03-02", "14:00", "America/New_York"), "America/New_York", now)).toBeNull();
  });

  it("keeps the teacher's wall-clock time across a daylight-saving change", () => {
    // New York moves its clocks on 2027-03-14: the same 14:00 lesson is 19:00 UTC before and 18:00 UTC after.
    const before = instantIn("2027-03-12", "14:00", "America/New_York");
    const after = instantIn("2027-03-15", "14:00", "America/New_York");
    expect(before.toISOString()).toBe("2027-03-12T19:00:00.000Z");
    expect(after.toISOString()).toBe("2027-03-15T18:00:00.000Z");
    expect(slotProblem(before, "America/New_York", now)).toBeNull();
    expect(slotProblem(after, "America/New_York", now)).toBeNull();
    // The old UTC time on the new date is 15:00 there: a different (listed) slot, which is why bookings store the instant.
    expect(slotProblem(new Date("2027-03-15T19:00:00Z"), "America/New_York", now)).toBeNull();
    expect(slotProblem(new Date("2027-03-15T17:30:00Z"), "America/New_York", now)).toMatch(/listed time slots/);
  });

  it("names what is wrong", () => {
    expect(slotProblem(new Date("2027-02-26T14:00:00Z"), "UTC", now)).toMatch(/future/);
    expect(slotProblem(new Date("2027-03-07T14:00:00Z"), "UTC", now)).toMatch(/Sundays/);
    expect(slotProblem(new Date("2027-03-02T12:00:00Z"), "UTC", now)).toMatch(/listed time slots/);
    // Sunday in the teacher's zone even though it is Monday in UTC.
    expect(slotProblem(instantIn("2027-03-07", "19:00", "America/Los_Angeles"), "America/Los_Angeles", now)).toMatch(/Sundays/);
  });
});

describe("changeRefusal", () => {
  const booking = { status: "scheduled" as const, paymentStatus: "paid" as const, scheduledAt: new Date("2027-03-02T14:00:00Z"), parentId: 1, teacherId: 2 };
  const as = (id: number, isAdmin = false) => ({ id, isAdmin });
  const later = new Date("2027-03-03T00:00:00Z");
  it("hides the booking from strangers and lets only the teacher complete a started lesson", () => {
    expect(changeRefusal(booking, as(3), { kind: "cancel" }, now)).toEqual([404, "Booking not found"]);
    expect(changeRefusal(booking, as(1), { kind: "cancel" }, now)).toBeNull();
    expect(changeRefusal(booking, as(2), { kind: "cancel" }, now)).toBeNull();
    expect(changeRefusal(booking, as(1), { kind: "complete", attendance: "present" }, later)?.[0]).toBe(403);
    expect(changeRefusal(booking, as(2), { kind: "complete", attendance: "present" }, now)?.[0]).toBe(409);
    expect(changeRefusal(booking, as(2), { kind: "complete", attendance: "absent" }, later)).toBeNull();
    expect(changeRefusal({ ...booking, status: "cancelled" }, as(1), { kind: "cancel" }, now)).toEqual([409, "This booking is already cancelled"]);
  });

  it("refuses to complete a lesson that was never paid (a completed lesson may be reviewed)", () => {
    for (const paymentStatus of ["pending", "refunded"] as const) {
      for (const attendance of ["present", "absent"] as const) {
        expect(changeRefusal({ ...booking, paymentStatus }, as(2), { kind: "complete", attendance }, later)).toEqual([409, "This lesson has not been paid"]);
      }
    }
    // An unpaid lesson may still be cancelled before it starts.
    expect(changeRefusal({ ...booking, paymentStatus: "pending" }, as(2), { kind: "cancel" }, now)).toBeNull();
  });

  it("lets an admin cancel a lesson, and nothing else", () => {
    expect(changeRefusal(booking, as(3, true), { kind: "cancel" }, now)).toBeNull();
    expect(changeRefusal(booking, as(3, true), { kind: "reschedule", scheduledAt: later }, now)).toEqual([404, "Booking not found"]);
    expect(changeRefusal(booking, as(3, true), { kind: "complete", attendance: "present" }, later)).toEqual([404, "Booking not found"]);
    expect(changeRefusal(booking, as(3, true), { kind: "meeting", meetingUrl: null }, now)).toEqual([404, "Booking not found"]);
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
