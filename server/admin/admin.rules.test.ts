import { describe, expect, it } from "vitest";
import { missingItems, reminderWait, wholeDaysSince } from "./admin.rules";

describe("admin rules", () => {
  it("lists what an application misses", () => {
    expect(
      missingItems({
        phoneNumber: "+44 1234 567890",
        bio: "  ",
        qualifications: null,
        hasIdDocument: true,
        hasPoliceCheck: false,
      }),
    ).toEqual({
      phoneNumber: false,
      bio: true,
      qualifications: true,
      idVerification: false,
      policeCheck: true,
    });
  });

  it("allows one reminder per 24 hours", () => {
    const now = new Date("2026-03-02T12:00:00Z");
    expect(reminderWait(null, now)).toBe(0);
    expect(reminderWait(new Date("2026-03-01T12:00:00Z"), now)).toBe(0);
    expect(reminderWait(new Date("2026-03-02T11:00:00Z"), now)).toBe(23 * 3_600_000);
  });

  it("counts whole days", () => {
    expect(wholeDaysSince(new Date("2026-03-01T13:00:00Z"), new Date("2026-03-02T12:00:00Z"))).toBe(0);
    expect(wholeDaysSince(new Date("2026-02-20T12:00:00Z"), new Date("2026-03-02T12:00:00Z"))).toBe(10);
  });
});
