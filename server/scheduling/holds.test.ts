import { describe, expect, it } from "vitest";
import { holdExpiry, holdLapsed } from "./holds";

describe("holdExpiry", () => {
  it("is 30 minutes after the booking was made", () => {
    expect(holdExpiry(new Date("2026-12-01T10:00:00Z")).toISOString()).toBe("2026-12-01T10:30:00.000Z");
  });
});

describe("holdLapsed", () => {
  const hold = { status: "scheduled", paymentStatus: "pending", expiresAt: new Date("2026-12-01T10:30:00Z") } as const;
  const at = (time: string) => new Date(`2026-12-01T${time}Z`);

  it("lapses at the hold's end, or 15 minutes later when its order was opened", () => {
    expect(holdLapsed({ ...hold, paypalOrderId: null }, at("10:29:59"))).toBe(false);
    expect(holdLapsed({ ...hold, paypalOrderId: null }, at("10:30:00"))).toBe(true);
    expect(holdLapsed({ ...hold, paypalOrderId: "ORDER" }, at("10:44:59"))).toBe(false);
    expect(holdLapsed({ ...hold, paypalOrderId: "ORDER" }, at("10:45:00"))).toBe(true);
  });

  it("never lapses a paid, cancelled or hold-less booking", () => {
    const late = at("12:00:00");
    expect(holdLapsed({ ...hold, paymentStatus: "paid", paypalOrderId: null }, late)).toBe(false);
    expect(holdLapsed({ ...hold, status: "cancelled", paypalOrderId: null }, late)).toBe(false);
    expect(holdLapsed({ ...hold, expiresAt: null, paypalOrderId: null }, late)).toBe(false);
  });
});
