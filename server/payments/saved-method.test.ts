// A saved payment method (decision 087) in each gateway: the SDK against the local fake of PayPal, the simulator in
// memory and on the database. Approval saves it; a merchant-initiated charge takes once per request id or is refused.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePayPal, type FakePayPal } from "../test/fake-paypal";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { GatewayError, type PaymentGateway, type SavedCharge } from "./gateway";
import { paypalGateway } from "./paypal-gateway";
import { simulatorGateway, type SimulatorGateway } from "./simulator";

let fake: FakePayPal;
let db: TestDatabase;
beforeAll(async () => {
  [fake, db] = await Promise.all([startFakePayPal("test-client-id", "test-client-secret"), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([fake?.close(), db?.drop()]);
});

const paypal = (apiBaseUrl: string) =>
  paypalGateway({ clientId: "test-client-id", clientSecret: "test-client-secret", environment: "sandbox", apiBaseUrl });

/** Completed charges on a saved method, as the provider counts them (the memory simulator: from its answers). */
const dbCharges = async (pool: pg.Pool, vaultId: string) =>
  Number(
    (
      await pool.query<{ n: string }>(
        "select count(*) as n from simulator_orders where vault_id = $1 and not save_method and capture_status = 'COMPLETED'",
        [vaultId],
      )
    ).rows[0].n,
  );

interface Mode {
  make(): PaymentGateway;
  /** The buyer approves the order in PayPal's window (the simulator's capture is the approval). */
  approve(orderId: string): void;
  /** The payer's bank now declines this saved method. */
  refuse(gateway: PaymentGateway, vaultId: string): Promise<void>;
  /** Completed merchant-initiated charges on the method, or null where only the answers can tell. */
  charges(vaultId: string): Promise<number | null>;
}
const modes: [string, Mode][] = [
  [
    "PayPal (SDK against a local fake)",
    {
      make: () => paypal(fake.url),
      approve: (id) => fake.approve(id),
      refuse: async (_g, vaultId) => fake.refuseVault(vaultId),
      charges: async (vaultId) => fake.chargeCount(vaultId),
    },
  ],
  [
    "the sandbox simulator",
    {
      make: () => simulatorGateway(),
      approve: () => {},
      refuse: (g, vaultId) => (g as SimulatorGateway).setSavedMethodRefuses(vaultId, true),
      charges: async () => null,
    },
  ],
  [
    "the sandbox simulator on the database",
    {
      make: () => simulatorGateway(db.pool),
      approve: () => {},
      refuse: (g, vaultId) => (g as SimulatorGateway).setSavedMethodRefuses(vaultId, true),
      charges: (vaultId) => dbCharges(db.pool, vaultId),
    },
  ],
];

let seq = 0;
describe.each(modes)("a saved payment method with %s", (_name, mode) => {
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = mode.make();
  });

  /** The first cycle paid by the payer, who saves the method on approval. */
  async function approveAndSave(amount = "60.00") {
    const n = ++seq;
    const order = await gateway.createOrder({
      amount,
      currency: "USD",
      referenceId: `plan-${n}`,
      description: "Hifz, 4 weeks",
      requestId: `plan-order-${n}-${Date.now()}`,
      saveMethod: true,
    });
    expect(order.status).toBe("CREATED");
    expect(order.vaultId).toBeUndefined();
    mode.approve(order.id);
    const captured = await gateway.captureOrder(order.id, `plan-capture-${n}-${Date.now()}`);
    expect(captured.status).toBe("COMPLETED");
    expect(captured.captures).toMatchObject([{ status: "COMPLETED", value: amount, currency: "USD" }]);
    return captured;
  }
  const charge = (vaultId: string, requestId: string, amount = "45.00") =>
    gateway.chargeSaved({ vaultId, amount, currency: "USD", requestId, description: "Hifz, cycle 2" });
  const captured = (c: SavedCharge) => (c.outcome === "refused" ? [] : c.order.captures);

  it("saves the method when the payer approves an order that asks for it, and only then", async () => {
    const saved = await approveAndSave();
    expect(saved.vaultId).toMatch(/^[A-Z0-9]{8,32}$/);
    expect((await gateway.getOrder(saved.id)).vaultId).toBe(saved.vaultId);
    // A single booking's order (no saveMethod) saves nothing: its answer is as before.
    const single = await gateway.createOrder({
      amount: "20.00",
      currency: "USD",
      referenceId: "booking-1",
      description: "Tajwid",
      requestId: `single-${++seq}-${Date.now()}`,
    });
    mode.approve(single.id);
    const paid = await gateway.captureOrder(single.id, `single-capture-${seq}-${Date.now()}`);
    expect(paid.status).toBe("COMPLETED");
    expect("vaultId" in paid).toBe(false);
  });

  it("charges the saved method the amount asked, without the payer", async () => {
    const { vaultId } = await approveAndSave();
    const result = await charge(vaultId as string, `renewal-a-${Date.now()}`, "37.50");
    expect(result.outcome).toBe("captured");
    expect(captured(result)).toMatchObject([{ status: "COMPLETED", value: "37.50", currency: "USD" }]);
    if (result.outcome !== "refused") expect((await gateway.getOrder(result.order.id)).status).toBe("COMPLETED");
    expect([1, null]).toContain(await mode.charges(vaultId as string));
    // Another cycle, another request id: a second charge.
    const next = await charge(vaultId as string, `renewal-b-${Date.now()}`, "50.00");
    expect(next.outcome).toBe("captured");
    expect(captured(next)[0].id).not.toBe(captured(result)[0].id);
    expect([2, null]).toContain(await mode.charges(vaultId as string));
  });

  it("answers the same request id with its first answer and charges once, even when the calls race", async () => {
    const { vaultId } = await approveAndSave();
    const requestId = `renewal-same-${Date.now()}`;
    const first = await charge(vaultId as string, requestId);
    const again = await charge(vaultId as string, requestId);
    expect(again).toEqual(first);
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => charge(vaultId as string, `renewal-race-${requestId}`)),
    );
    for (const r of raced) expect(r).toEqual(raced[0]);
    expect(raced[0].outcome).toBe("captured");
    expect(captured(raced[0])[0].id).not.toBe(captured(first)[0].id);
    expect([2, null]).toContain(await mode.charges(vaultId as string));
  });

  it("gives a refusing method's charge as a typed refusal: nothing captured", async () => {
    const { vaultId } = await approveAndSave();
    await mode.refuse(gateway, vaultId as string);
    const requestId = `renewal-refused-${Date.now()}`;
    const result = await charge(vaultId as string, requestId);
    expect(result).toMatchObject({ outcome: "refused", reason: "DECLINED" });
    expect(captured(result)).toEqual([]);
    expect(result.order?.captures.filter((c) => c.status === "COMPLETED")).toEqual([]);
    expect([0, null]).toContain(await mode.charges(vaultId as string));
    // The crash-and-retry case: the same request id gets the same refusal, not a new attempt.
    expect(await charge(vaultId as string, requestId)).toEqual(result);
  });

  it("refuses a vault id of nobody as an answer, not an error", async () => {
    const result = await charge("NOSUCHVAULT123", `renewal-nobody-${Date.now()}`);
    expect(result).toEqual({ outcome: "refused", reason: "INVALID_RESOURCE_ID", order: null });
  });
});

describe("a saved method through the PayPal SDK", () => {
  it("sends a merchant-initiated order on the vault id under the caller's PayPal-Request-Id", async () => {
    const gateway = paypal(fake.url);
    const order = await gateway.createOrder({
      amount: "30.00",
      currency: "USD",
      referenceId: "plan-x",
      description: "Hifz",
      requestId: "plan-x-order",
      saveMethod: true,
    });
    fake.approve(order.id);
    const { vaultId } = await gateway.captureOrder(order.id, "plan-x-capture");
    const result = await gateway.chargeSaved({
      vaultId: vaultId as string,
      amount: "30.00",
      currency: "USD",
      requestId: "plan-x-cycle-2",
      description: "Hifz",
    });
    expect(result.outcome).toBe("captured");
    expect(fake.calls.filter((c) => c.requestId === "plan-x-cycle-2")).toEqual([
      { method: "POST", path: "/v2/checkout/orders", requestId: "plan-x-cycle-2" },
    ]);
  });

  it("reports a pending capture as pending, neither paid nor refused", async () => {
    const gateway = paypal(fake.url);
    const order = await gateway.createOrder({
      amount: "30.00",
      currency: "USD",
      referenceId: "plan-y",
      description: "Hifz",
      requestId: "plan-y-order",
      saveMethod: true,
    });
    fake.approve(order.id);
    const { vaultId } = await gateway.captureOrder(order.id, "plan-y-capture");
    fake.captureOverride = { status: "PENDING" };
    try {
      const result = await gateway.chargeSaved({
        vaultId: vaultId as string,
        amount: "30.00",
        currency: "USD",
        requestId: "plan-y-cycle-2",
        description: "Hifz",
      });
      expect(result.outcome).toBe("pending");
    } finally {
      fake.captureOverride = null;
    }
  });

  it("throws when PayPal cannot be reached: the outcome is unknown, to be retried with the same request id", async () => {
    const gateway = paypal("http://127.0.0.1:9");
    const err = await gateway
      .chargeSaved({ vaultId: "V1", amount: "1.00", currency: "USD", requestId: "r", description: "d" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).status).toBe(503);
  });
});
