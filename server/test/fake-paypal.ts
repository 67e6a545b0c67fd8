// A local stand-in for the PayPal REST endpoints the SDK calls (PayPal cannot be reached from here): OAuth, order
// states, request-id idempotency and PayPal's errors, with a test playing the buyer or the fraudster.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { mountPayouts, type FakePayouts } from "./fake-paypal-payouts";

interface FakeOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  amount: { currency_code: string; value: string };
  referenceId?: string;
  /** Asked to save the payer's PayPal on approval (vault attributes), or charged on this saved method. */
  saveMethod?: boolean;
  vaultId?: string;
  captures: { id: string; status: string; amount: { currency_code: string; value: string } }[];
  refunds: { id: string; captureId: string; status: string; amount: { currency_code: string; value: string } }[];
}

export interface FakePayPal {
  url: string;
  orders: Map<string, FakeOrder>;
  /** Every request: method, path and the PayPal-Request-Id it carried. */
  calls: { method: string; path: string; requestId?: string }[];
  /** The buyer approves the order in PayPal's window. */
  approve(id: string): void;
  /** Makes the next captures report this instead of the truth (a tampered or pending capture). */
  captureOverride: { value?: string; currency?: string; status?: string } | null;
  captureCount(id: string): number;
  /** Saved methods (vault ids) and whether each refuses its next charges. */
  vaults: Map<string, { refuses: boolean }>;
  /** The payer's bank or PayPal now declines charges on this saved method. */
  refuseVault(vaultId: string): void;
  /** Completed captures of merchant-initiated orders on this saved method. */
  chargeCount(vaultId: string): number;
  /** Refunds made of the order's captures. */
  refundCount(id: string): number;
  /** While true every refund is refused (PayPal's balance too low, say). */
  refuseRefunds: boolean;
  /** The amounts ("20.00") refunded of a capture, in order. */
  refundsOf(captureId: string): string[];
  /** The Payouts v1 endpoints' state (fake-paypal-payouts.ts). */
  payouts: FakePayouts;
  close(): Promise<void>;
}

export async function startFakePayPal(clientId: string, clientSecret: string): Promise<FakePayPal> {
  const app = express();
  const tokens = new Set<string>();
  const answers = new Map<string, { status: number; body: unknown }>();
  const fake = {
    orders: new Map<string, FakeOrder>(),
    calls: [] as FakePayPal["calls"],
    captureOverride: null as FakePayPal["captureOverride"],
    vaults: new Map<string, { refuses: boolean }>(),
    refuseRefunds: false,
  };
  const newId = () => randomBytes(8).toString("hex").toUpperCase();
  const view = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    intent: "CAPTURE",
    // Where PayPal says which saved method the order stored or used.
    payment_source: o.vaultId
      ? { paypal: { attributes: { vault: { id: o.vaultId, status: "VAULTED", customer: { id: "CUST1" } } } } }
      : undefined,
    purchase_units: [
      {
        reference_id: o.referenceId,
        amount: o.amount,
        payments: o.captures.length ? { captures: o.captures } : undefined,
      },
    ],
  });
  const issue = (res: express.Response, status: number, name: string) =>
    res.status(status).json({
      name: status === 404 ? "RESOURCE_NOT_FOUND" : "UNPROCESSABLE_ENTITY",
      details: [{ issue: name }],
      message: name,
    });

  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());
  app.use((req, _res, next) => {
    fake.calls.push({ method: req.method, path: req.path, requestId: req.get("PayPal-Request-Id") ?? undefined });
    next();
  });

  app.post("/v1/oauth2/token", (req, res) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (req.get("authorization") !== expected)
      return res.status(401).json({ error: "invalid_client", error_description: "Client Authentication failed" });
    if (req.body.grant_type !== "client_credentials") return res.status(400).json({ error: "unsupported_grant_type" });
    const prefix = req.body.response_type === "client_token" ? "client-token-" : "access-token-";
    const token = `${prefix}${newId()}`;
    if (prefix === "access-token-") tokens.add(token);
    res.json({
      access_token: token,
      token_type: "Bearer",
      expires_in: 32400,
      scope: "https://uri.paypal.com/services/payments/payment",
    });
  });

  app.use(["/v2", "/v1/payments"], (req, res, next) => {
    const token = (req.get("authorization") ?? "").replace(/^Bearer /, "");
    if (!tokens.has(token)) return res.status(401).json({ name: "AUTHENTICATION_FAILURE" });
    next();
  });
  const payouts = mountPayouts(app, newId);

  // PayPal answers a repeated PayPal-Request-Id with its first answer.
  const idempotent = (
    key: string,
    req: express.Request,
    res: express.Response,
    run: () => { status: number; body: unknown },
  ) => {
    const requestId = req.get("PayPal-Request-Id");
    const k = requestId ? `${key}:${requestId}` : undefined;
    const seen = k ? answers.get(k) : undefined;
    const answer = seen ?? run();
    if (k && !seen && answer.status < 300) answers.set(k, answer);
    res.status(answer.status).json(answer.body);
  };

  // A merchant-initiated order on a saved method: created and captured at once; a refusing method gets a COMPLETED
  // order whose capture is DECLINED, as PayPal answers it.
  const chargeSaved = (
    paypal: { vault_id: string; stored_credential?: { payment_initiator?: string } },
    unit: { amount: FakeOrder["amount"]; reference_id?: string },
  ) => {
    const vault = fake.vaults.get(paypal.vault_id);
    if (!vault)
      return { status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] } };
    if (paypal.stored_credential?.payment_initiator !== "MERCHANT")
      return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "PAYER_ACTION_REQUIRED" }] } };
    const o = fake.captureOverride;
    const order: FakeOrder = {
      id: newId(),
      status: "COMPLETED",
      amount: unit.amount,
      referenceId: unit.reference_id,
      vaultId: paypal.vault_id,
      captures: [
        {
          id: newId(),
          status: vault.refuses ? "DECLINED" : (o?.status ?? "COMPLETED"),
          amount: { currency_code: o?.currency ?? unit.amount.currency_code, value: o?.value ?? unit.amount.value },
        },
      ],
      refunds: [],
    };
    fake.orders.set(order.id, order);
    return { status: 201, body: view(order) };
  };

  app.post("/v2/checkout/orders", (req, res) =>
    idempotent("create", req, res, () => {
      const unit = req.body?.purchase_units?.[0];
      if (req.body?.intent !== "CAPTURE" || !unit?.amount?.value)
        return { status: 400, body: { name: "INVALID_REQUEST" } };
      const paypal = req.body?.payment_source?.paypal;
      if (paypal?.vault_id) return chargeSaved(paypal, unit);
      const vault = paypal?.attributes?.vault;
      if (vault && (vault.store_in_vault !== "ON_SUCCESS" || vault.usage_type !== "MERCHANT"))
        return { status: 400, body: { name: "INVALID_REQUEST", details: [{ issue: "INVALID_PARAMETER_VALUE" }] } };
      const order: FakeOrder = {
        id: newId(),
        status: "CREATED",
        amount: unit.amount,
        referenceId: unit.reference_id,
        saveMethod: Boolean(vault),
        captures: [],
        refunds: [],
      };
      fake.orders.set(order.id, order);
      return { status: 201, body: view(order) };
    }),
  );

  app.post("/v2/checkout/orders/:id/capture", (req, res) =>
    idempotent(`capture:${req.params.id}`, req, res, () => {
      const order = fake.orders.get(req.params.id);
      if (!order)
        return { status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] } };
      if (order.status === "COMPLETED")
        return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] } };
      if (order.status !== "APPROVED")
        return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] } };
      const o = fake.captureOverride;
      order.status = "COMPLETED";
      if (order.saveMethod) {
        order.vaultId = `VAULT${newId()}`;
        fake.vaults.set(order.vaultId, { refuses: false });
      }
      order.captures.push({
        id: newId(),
        status: o?.status ?? "COMPLETED",
        amount: { currency_code: o?.currency ?? order.amount.currency_code, value: o?.value ?? order.amount.value },
      });
      return { status: 201, body: view(order) };
    }),
  );

  // Refunds in full or in part (a plan's credit, decision 092), up to what the capture took; a capture refunded in full
  // refuses another refund as PayPal does.
  app.post("/v2/payments/captures/:id/refund", (req, res) =>
    idempotent(`refund:${req.params.id}`, req, res, () => {
      const order = [...fake.orders.values()].find((o) => o.captures.some((c) => c.id === req.params.id));
      const capture = order?.captures.find((c) => c.id === req.params.id);
      if (!order || !capture)
        return { status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] } };
      if (fake.refuseRefunds)
        return {
          status: 422,
          body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "REFUND_FAILED_INSUFFICIENT_FUNDS" }] },
        };
      const cents = (v: string) => Math.round(Number(v) * 100);
      const left =
        cents(capture.amount.value) -
        order.refunds.filter((r) => r.captureId === capture.id).reduce((sum, r) => sum + cents(r.amount.value), 0);
      if (left <= 0)
        return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CAPTURE_FULLY_REFUNDED" }] } };
      const amount = req.body?.amount ?? capture.amount;
      if (cents(amount.value) > left || amount.currency_code !== capture.amount.currency_code) {
        return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "REFUND_AMOUNT_EXCEEDED" }] } };
      }
      const refund = { id: newId(), captureId: capture.id, status: "COMPLETED", amount };
      order.refunds.push(refund);
      capture.status = cents(amount.value) === left ? "REFUNDED" : "PARTIALLY_REFUNDED";
      return {
        status: 201,
        body: { id: refund.id, status: refund.status, amount: refund.amount, note_to_payer: req.body?.note_to_payer },
      };
    }),
  );

  app.get("/v2/checkout/orders/:id", (req, res) => {
    const order = fake.orders.get(req.params.id);
    if (!order) return issue(res, 404, "INVALID_RESOURCE_ID");
    res.json(view(order));
  });

  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    payouts,
    approve(id: string) {
      const order = fake.orders.get(id);
      if (!order) throw new Error(`no such order ${id}`);
      if (order.status === "CREATED") order.status = "APPROVED";
    },
    captureCount: (id: string) => fake.orders.get(id)?.captures.length ?? 0,
    refuseVault(vaultId: string) {
      const vault = fake.vaults.get(vaultId);
      if (!vault) throw new Error(`no such vault ${vaultId}`);
      vault.refuses = true;
    },
    chargeCount: (vaultId: string) =>
      [...fake.orders.values()]
        .filter((o) => o.vaultId === vaultId && !o.saveMethod)
        .flatMap((o) => o.captures)
        .filter((c) => c.status === "COMPLETED").length,
    refundCount: (id: string) => fake.orders.get(id)?.refunds.length ?? 0,
    refundsOf: (captureId: string) =>
      [...fake.orders.values()]
        .flatMap((o) => o.refunds)
        .filter((r) => r.captureId === captureId)
        .map((r) => r.amount.value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
