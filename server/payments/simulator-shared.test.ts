// The sandbox simulator as the server runs it (decision 052): orders in PostgreSQL, so two processes (two gateways on
// one database) see the same orders, the same answers to a repeated request id, and the same refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { GatewayError } from "./gateway";
import { simulatorGateway } from "./simulator";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "no refusal",
    (err: unknown) => (err instanceof GatewayError ? `${err.status} ${err.issue}` : String(err)),
  );

describe("the simulator on the database", () => {
  it("captures and refunds through one process an order made through another", async () => {
    const a = simulatorGateway(db.pool);
    const b = simulatorGateway(db.pool);
    const created = await a.createOrder({
      amount: "25.00",
      currency: "USD",
      requestId: "booking-1",
      description: "Tajwid",
      referenceId: "booking-1",
    });
    expect(created.status).toBe("CREATED");
    // The same request again, through the other process: the same order, not a second one.
    expect(
      (
        await b.createOrder({
          amount: "25.00",
          currency: "USD",
          requestId: "booking-1",
          description: "Tajwid",
          referenceId: "booking-1",
        })
      ).id,
    ).toBe(created.id);
    expect((await b.getOrder(created.id)).status).toBe("CREATED");

    const captured = await b.captureOrder(created.id, "capture-1");
    expect(captured.status).toBe("COMPLETED");
    expect(await a.captureOrder(created.id, "capture-1")).toEqual(captured); // a retried capture: the first answer
    expect(await refusal(a.captureOrder(created.id, "capture-2"))).toBe("422 ORDER_ALREADY_CAPTURED");
    expect(await refusal(a.captureOrder("SIMNOSUCHORDER", "capture-3"))).toBe("404 RESOURCE_NOT_FOUND");

    const captureId = captured.captures[0].id;
    const refund = { captureId, amount: "25.00", currency: "USD" as const, note: "Cancelled" };
    expect(await refusal(a.refund({ ...refund, amount: "30.00", requestId: "refund-0" }))).toBe(
      "422 REFUND_AMOUNT_EXCEEDED",
    );
    const refunded = await a.refund({ ...refund, requestId: "refund-1" });
    expect(refunded.status).toBe("COMPLETED");
    expect(await b.refund({ ...refund, requestId: "refund-1" })).toEqual(refunded);
    expect(await refusal(b.refund({ ...refund, requestId: "refund-2" }))).toBe("422 CAPTURE_FULLY_REFUNDED");
    expect(await refusal(b.refund({ ...refund, captureId: "SIMCAPNONE", requestId: "refund-3" }))).toBe(
      "404 INVALID_RESOURCE_ID",
    );
  });

  it("lets exactly one of many concurrent captures of an order win", async () => {
    const gateways = Array.from({ length: 4 }, () => simulatorGateway(db.pool));
    const order = await gateways[0].createOrder({
      amount: "10.00",
      currency: "USD",
      requestId: "booking-2",
      description: "Fiqh",
      referenceId: "booking-2",
    });
    const results = await Promise.all(
      gateways.flatMap((g, i) => [0, 1].map((j) => refusal(g.captureOrder(order.id, `race-${i}-${j}`)))),
    );
    expect(results.filter((r) => r === "no refusal")).toHaveLength(1);
    expect(results.filter((r) => r === "422 ORDER_ALREADY_CAPTURED")).toHaveLength(7);
  });
});
