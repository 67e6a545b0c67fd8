import { describe, expect, it } from "vitest";
import { bookingChangeSchema } from "./bookings";

const issues = (body: unknown) => {
  const r = bookingChangeSchema.safeParse(body);
  return r.success ? null : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("bookingChangeSchema (PATCH /api/bookings/{id})", () => {
  it("reads a body naming meetingUrl as the lesson's link, blank or null clearing it", () => {
    expect(bookingChangeSchema.parse({ meetingUrl: " https://zoom.us/j/1 " })).toEqual({
      change: "meeting",
      meetingUrl: "https://zoom.us/j/1",
    });
    expect(bookingChangeSchema.parse({ meetingUrl: "" })).toEqual({ change: "meeting", meetingUrl: null });
    expect(bookingChangeSchema.parse({ meetingUrl: null })).toEqual({ change: "meeting", meetingUrl: null });
    expect(issues({ meetingUrl: "http://zoom.us/j/1" })).toEqual([
      ["meetingUrl", "Use an https link such as https://zoom.us/j/123"],
    ]);
  });

  it("refuses a link sent with a status or a time, clearly", () => {
    for (const other of [{ status: "cancelled" }, { scheduledAt: "2027-01-31T14:00:00Z" }, { attended: false }]) {
      expect(issues({ meetingUrl: "https://zoom.us/j/1", ...other })).toEqual([
        ["meetingUrl", "Change the lesson link on its own"],
      ]);
    }
  });

  it("reads any other body as a status or time change, with its own messages", () => {
    expect(bookingChangeSchema.parse({ status: "completed", attended: false })).toEqual({
      change: "lesson",
      status: "completed",
      attended: false,
    });
    expect(bookingChangeSchema.parse({ scheduledAt: "2027-01-31T14:00:00Z" })).toEqual({
      change: "lesson",
      scheduledAt: "2027-01-31T14:00:00Z",
    });
    expect(issues({})).toEqual([["status", "Nothing to update"]]);
    expect(issues({ status: "scheduled" })).toEqual([["status", "status must be cancelled or completed"]]);
    expect(issues({ status: "cancelled", scheduledAt: "2027-01-31T14:00:00Z" })).toEqual([
      ["scheduledAt", "Reschedule and status change are separate requests"],
    ]);
    // The client does not choose the reading: `change` comes from the body's keys.
    expect(bookingChangeSchema.parse({ change: "meeting", status: "cancelled" })).toEqual({
      change: "lesson",
      status: "cancelled",
    });
    expect(issues([])).not.toBeNull();
  });
});
