// What a merchant-initiated charge's answer means (decision 087): paid, held, refused, or unknown (then retried).
import { describe, expect, it } from "vitest";
import { GatewayError, refusalOf, savedChargeOf, type GatewayOrder } from "./gateway";

const order = (...statuses: string[]): GatewayOrder => ({
  id: "O1",
  status: "COMPLETED",
  captures: statuses.map((status, i) => ({ id: `C${i}`, status, value: "10.00", currency: "USD" })),
});

describe("a saved method's charge", () => {
  it.each([
    ["COMPLETED", "captured"],
    ["PENDING", "pending"],
    ["DECLINED", "refused"],
    ["FAILED", "refused"],
  ])("reads a capture %s as %s", (status, outcome) => {
    expect(savedChargeOf(order(status)).outcome).toBe(outcome);
  });

  it("gives a declined capture's status as the reason, and an order without a capture as refused", () => {
    expect(savedChargeOf(order("DECLINED"))).toMatchObject({ outcome: "refused", reason: "DECLINED" });
    expect(savedChargeOf({ ...order(), status: "PAYER_ACTION_REQUIRED" })).toMatchObject({
      outcome: "refused",
      reason: "PAYER_ACTION_REQUIRED",
    });
  });

  it.each([
    [new GatewayError(422, "INSTRUMENT_DECLINED"), "INSTRUMENT_DECLINED"],
    [new GatewayError(404, "INVALID_RESOURCE_ID"), "INVALID_RESOURCE_ID"],
    [new GatewayError(400), "HTTP_400"],
  ])("counts PayPal's %s as a refusal: nothing was charged", (err, reason) => {
    expect(refusalOf(err)).toEqual({ outcome: "refused", reason, order: null });
  });

  it.each([
    new GatewayError(503, "UNREACHABLE"),
    new GatewayError(500),
    new GatewayError(401),
    new GatewayError(409),
    new GatewayError(429),
    new Error("bug"),
  ])("leaves %s unknown (thrown, retried with the same request id)", (err) => {
    expect(refusalOf(err)).toBeUndefined();
  });
});
