import { describe, expect, it } from "vitest";
import { parentMayReschedule, refundOnCancel } from "./scheduling";

const start = new Date("2026-12-01T14:00:00Z");
const before = (h: number, m = 0, s = 0) => new Date(start.getTime() - ((h * 60 + m) * 60 + s) * 1000);

describe("refundOnCancel: one policy for everyone", () => {
  it("refunds a parent in full 12 hours or more before the start, and not at all later", () => {
    expect(refundOnCancel("parent", "paid", start, before(12, 0, 1))).toBe("full");
    expect(refundOnCancel("parent", "paid", start, before(12))).toBe("full");
    expect(refundOnCancel("parent", "paid", start, before(11, 59, 59))).toBe("none");
    expect(refundOnCancel("parent", "paid", start.toISOString(), before(1))).toBe("none");
  });

  it("refunds in full whenever the teacher or an admin cancels", () => {
    for (const by of ["teacher", "admin"] as const) {
      expect(refundOnCancel(by, "paid", start, before(11, 59, 59))).toBe("full");
      expect(refundOnCancel(by, "paid", start, before(0, 0, 1))).toBe("full");
    }
  });

  it("refunds nothing that was not paid", () => {
    for (const status of ["pending", "refunded", "failed"] as const) {
      expect(refundOnCancel("teacher", status, start, before(48))).toBe("none");
      expect(refundOnCancel("parent", status, start, before(48))).toBe("none");
    }
  });
});

describe("parentMayReschedule", () => {
  it("is open until 12 hours before the start", () => {
    expect(parentMayReschedule(start, before(12, 0, 1))).toBe(true);
    expect(parentMayReschedule(start, before(11, 59, 59))).toBe(false);
  });
});
