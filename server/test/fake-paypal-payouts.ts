// The fake PayPal's Payouts v1 endpoints (decision 097): a batch per sender_batch_id (a repeat answers 400 with a link
// to the first, as PayPal does), items whose fate a test sets by receiver, and the cancel of an unclaimed item.
import type express from "express";

export interface FakePayoutItem {
  payout_item_id: string;
  transaction_status: string;
  payout_item: { sender_item_id: string; receiver: string; amount: { value: string; currency: string } };
  errors?: { name: string };
}

export interface FakePayouts {
  batches: Map<string, { senderBatchId: string; items: FakePayoutItem[] }>;
  /** Receivers whose items end this way (default SUCCESS): "FAILED", "UNCLAIMED", "PENDING"… */
  fates: Map<string, string>;
  /** While set, every new batch is refused with this PayPal issue (422), e.g. INSUFFICIENT_FUNDS. */
  refuseBatches: string | null;
  /** While set, creating a batch answers 500 (after making it, when `madeBeforeError`). */
  failWith500: { madeBeforeError: boolean } | null;
  /** Batches made per sender_batch_id: a repeat must never make a second. */
  madeCount(senderBatchId: string): number;
}

export function mountPayouts(app: express.Express, newId: () => string): FakePayouts {
  const state: FakePayouts = {
    batches: new Map(),
    fates: new Map(),
    refuseBatches: null,
    failWith500: null,
    madeCount: (id) => [...state.batches.values()].filter((b) => b.senderBatchId === id).length,
  };
  const view = (id: string) => {
    const b = state.batches.get(id)!;
    return {
      batch_header: {
        payout_batch_id: id,
        batch_status: "PENDING",
        sender_batch_header: { sender_batch_id: b.senderBatchId },
      },
      items: b.items,
    };
  };

  app.post("/v1/payments/payouts", (req, res) => {
    const body = req.body as {
      sender_batch_header?: { sender_batch_id?: string };
      items?: { receiver: string; sender_item_id: string; amount: { value: string; currency: string } }[];
    };
    const senderBatchId = body.sender_batch_header?.sender_batch_id;
    if (!senderBatchId || !Array.isArray(body.items) || body.items.length === 0)
      return res.status(400).json({ name: "VALIDATION_ERROR", details: [{ issue: "REQUIRED_FIELD_MISSING" }] });
    const first = [...state.batches.entries()].find(([, b]) => b.senderBatchId === senderBatchId);
    if (first)
      return res.status(400).json({
        name: "USER_BUSINESS_ERROR",
        details: [{ issue: "SENDER_BATCH_ID_ALREADY_USED" }],
        links: [{ href: `https://api.sandbox.paypal.com/v1/payments/payouts/${first[0]}`, rel: "self" }],
      });
    if (state.refuseBatches)
      return res.status(422).json({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: state.refuseBatches }] });
    if (state.failWith500 && !state.failWith500.madeBeforeError)
      return res.status(500).json({ name: "INTERNAL_SERVER_ERROR" });
    const id = `B${newId()}`;
    state.batches.set(id, {
      senderBatchId,
      items: body.items.map((i) => {
        const fate = state.fates.get(i.receiver) ?? "SUCCESS";
        return {
          payout_item_id: `I${newId()}`,
          transaction_status: fate,
          payout_item: { sender_item_id: i.sender_item_id, receiver: i.receiver, amount: i.amount },
          errors: fate === "FAILED" ? { name: "RECEIVER_UNREGISTERED" } : undefined,
        };
      }),
    });
    if (state.failWith500) return res.status(500).json({ name: "INTERNAL_SERVER_ERROR" });
    res.status(201).json({ batch_header: view(id).batch_header });
  });

  app.get("/v1/payments/payouts/:id", (req, res) => {
    if (!state.batches.has(req.params.id)) return res.status(404).json({ name: "RESOURCE_NOT_FOUND" });
    res.json(view(req.params.id));
  });

  app.post("/v1/payments/payouts-item/:id/cancel", (req, res) => {
    const item = [...state.batches.values()].flatMap((b) => b.items).find((i) => i.payout_item_id === req.params.id);
    if (!item) return res.status(404).json({ name: "RESOURCE_NOT_FOUND" });
    if (item.transaction_status !== "UNCLAIMED")
      return res.status(422).json({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ITEM_CANNOT_BE_CANCELLED" }] });
    item.transaction_status = "RETURNED";
    res.json({ payout_item_id: item.payout_item_id, transaction_status: "RETURNED" });
  });
  return state;
}
