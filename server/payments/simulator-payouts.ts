// The simulator's PayPal Payouts (decision 097): an address with "+fail" fails, "+unclaimed" stays unclaimed until
// cancelled, any other is paid. Batches in PostgreSQL when a pool is given, so any process reads what another sent.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { GatewayError } from "./gateway";
import type { PayoutBatchItemState, PayoutBatchRequest, PayoutsProvider } from "./payouts-provider";

interface SimItem {
  senderItemId: string;
  itemId: string;
  status: "SUCCESS" | "FAILED" | "UNCLAIMED" | "RETURNED";
}

const MAX_BATCHES = 1_000;

function itemsOf(request: PayoutBatchRequest, batchId: string): SimItem[] {
  return request.items.map((item, i) => ({
    senderItemId: item.senderItemId,
    itemId: `${batchId}I${i}`,
    status: /\+fail[^@]*@/i.test(item.receiver)
      ? "FAILED"
      : /\+unclaimed[^@]*@/i.test(item.receiver)
        ? "UNCLAIMED"
        : "SUCCESS",
  }));
}

const stateOf = (i: SimItem): PayoutBatchItemState => ({
  senderItemId: i.senderItemId,
  itemId: i.itemId,
  outcome: i.status === "SUCCESS" ? "succeeded" : i.status === "UNCLAIMED" ? "unclaimed" : "failed",
  reason: i.status === "FAILED" ? "RECEIVER_UNREGISTERED" : i.status,
});

const newBatchId = () => `SIMB${randomBytes(6).toString("hex").toUpperCase()}`;
const batchOfItem = (itemId: string) => itemId.replace(/I\d+$/, "");

export function simulatorPayouts(pool?: pg.Pool): PayoutsProvider {
  if (pool) return databasePayouts(pool);
  const batches = new Map<string, { senderBatchId: string; items: SimItem[] }>();
  return {
    mode: "simulator",
    async createBatch(request) {
      // A repeated sender_batch_id answers with the batch it made (PayPal links it; our client follows the link).
      for (const [id, b] of batches) if (b.senderBatchId === request.senderBatchId) return { batchId: id };
      if (batches.size >= MAX_BATCHES) batches.delete(batches.keys().next().value as string);
      const batchId = newBatchId();
      batches.set(batchId, { senderBatchId: request.senderBatchId, items: itemsOf(request, batchId) });
      return { batchId };
    },
    async getBatch(batchId) {
      const batch = batches.get(batchId);
      if (!batch) throw new GatewayError(404, "INVALID_RESOURCE_ID");
      return { items: batch.items.map(stateOf) };
    },
    async cancelItem(itemId) {
      const item = batches.get(batchOfItem(itemId))?.items.find((i) => i.itemId === itemId);
      if (item?.status !== "UNCLAIMED") return false;
      item.status = "RETURNED";
      return true;
    },
  };
}

function databasePayouts(pool: pg.Pool): PayoutsProvider {
  const read = async (id: string) =>
    (await pool.query<{ items: SimItem[] }>("select items from simulator_payouts where id = $1", [id])).rows[0];
  return {
    mode: "simulator",
    async createBatch(request) {
      const id = newBatchId();
      const made = await pool.query<{ id: string }>(
        `insert into simulator_payouts (id, sender_batch_id, items) values ($1, $2, $3)
         on conflict (sender_batch_id) do nothing returning id`,
        [id, request.senderBatchId, JSON.stringify(itemsOf(request, id))],
      );
      if (made.rows[0]) return { batchId: made.rows[0].id };
      const first = await pool.query<{ id: string }>("select id from simulator_payouts where sender_batch_id = $1", [
        request.senderBatchId,
      ]);
      return { batchId: first.rows[0].id };
    },
    async getBatch(batchId) {
      const row = await read(batchId);
      if (!row) throw new GatewayError(404, "INVALID_RESOURCE_ID");
      return { items: row.items.map(stateOf) };
    },
    async cancelItem(itemId) {
      // One statement: the item turns RETURNED only if it is still UNCLAIMED.
      const { rowCount } = await pool.query(
        `update simulator_payouts set items = (
           select jsonb_agg(case when i->>'itemId' = $2 then jsonb_set(i, '{status}', '"RETURNED"') else i end)
           from jsonb_array_elements(items) i)
         where id = $1 and items @> jsonb_build_array(jsonb_build_object('itemId', $2::text, 'status', 'UNCLAIMED'))`,
        [batchOfItem(itemId), itemId],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
