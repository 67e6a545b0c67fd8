// The sandbox simulator with its orders, saved methods and remembered answers in PostgreSQL (decisions 052, 087):
// any process may capture, refund or charge what another made; each state change is one conditional statement.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import {
  GatewayError,
  savedChargeOf,
  type ChargeSavedRequest,
  type CreateOrderRequest,
  type GatewayOrder,
  type GatewayRefund,
} from "./gateway";
import { toCents } from "@shared/money";
import type { SimulatorGateway } from "./simulator";
import { simulatorPayouts } from "./simulator-payouts";
import { newId, refundRefusal, UNKNOWN_VAULT, view, type SimOrder } from "./simulator-state";

type OrderRow = {
  id: string;
  status: SimOrder["status"];
  amount: string;
  currency: string;
  capture_id: string | null;
  capture_status: string | null;
  refund_id: string | null;
  refunded_cents: number;
  save_method: boolean;
  vault_id: string | null;
};
const fromRow = (r: OrderRow): SimOrder => ({
  id: r.id,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  captureId: r.capture_id ?? undefined,
  captureStatus: r.capture_status ?? undefined,
  refundId: r.refund_id ?? undefined,
  refundedCents: r.refunded_cents,
  saveMethod: r.save_method || undefined,
  vaultId: r.vault_id ?? undefined,
});

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;
const answered = async <T>(db: Queryable, requestId: string): Promise<T | undefined> =>
  (await db.query<{ answer: T }>("select answer from simulator_requests where request_id = $1", [requestId])).rows[0]
    ?.answer;
// A concurrent call with the same request id may have answered first: its answer is the one kept and returned.
const remember = async <T>(db: Queryable, requestId: string, answer: T): Promise<T> => {
  await db.query(
    "insert into simulator_requests (request_id, answer) values ($1, $2) on conflict (request_id) do nothing",
    [requestId, JSON.stringify(answer)],
  );
  return (await answered<T>(db, requestId)) ?? answer;
};

export function databaseSimulator(pool: pg.Pool): SimulatorGateway {
  const order = async (where: string, value: string) =>
    (await pool.query<OrderRow>(`select * from simulator_orders where ${where} = $1`, [value])).rows[0];

  return {
    mode: "simulator",
    clientId: null,
    payouts: simulatorPayouts(pool),
    async clientToken() {
      return `sandbox-${randomBytes(16).toString("hex")}`;
    },
    async createOrder(request: CreateOrderRequest) {
      const seen = await answered<GatewayOrder>(pool, `create:${request.requestId}`);
      if (seen) return seen;
      const o: SimOrder = { id: newId("SIM"), status: "CREATED", amount: request.amount, currency: request.currency };
      if (request.saveMethod) o.saveMethod = true;
      await pool.query(
        "insert into simulator_orders (id, status, amount, currency, save_method) values ($1, $2, $3, $4, $5)",
        [o.id, o.status, o.amount, o.currency, Boolean(o.saveMethod)],
      );
      return remember(pool, `create:${request.requestId}`, view(o));
    },
    async captureOrder(orderId: string, requestId: string) {
      const seen = await answered<GatewayOrder>(pool, `capture:${requestId}`);
      if (seen) return seen;
      // An order that asked to save the method stores it with its capture, in the same statement.
      const vaultId = newId("SIMVAULT");
      const { rows } = await pool.query<OrderRow>(
        `with o as (
           update simulator_orders set status = 'COMPLETED', capture_id = $2, capture_status = 'COMPLETED',
             vault_id = case when save_method then $3 end
           where id = $1 and status <> 'COMPLETED' returning *
         ), v as (insert into simulator_vaults (id) select vault_id from o where vault_id is not null)
         select * from o`,
        [orderId, newId("SIMCAP"), vaultId],
      );
      if (!rows[0]) {
        const again = await answered<GatewayOrder>(pool, `capture:${requestId}`);
        if (again) return again;
        throw (await order("id", orderId))
          ? new GatewayError(422, "ORDER_ALREADY_CAPTURED")
          : new GatewayError(404, "RESOURCE_NOT_FOUND");
      }
      return remember(pool, `capture:${requestId}`, view(fromRow(rows[0])));
    },
    async refund(request) {
      const seen = await answered<GatewayRefund>(pool, `refund:${request.requestId}`);
      if (seen) return seen;
      const refundId = newId("SIMREF");
      const { rowCount } = await pool.query(
        `update simulator_orders set refund_id = $2, refunded_cents = refunded_cents + $3
          where capture_id = $1 and $3 > 0 and refunded_cents + $3 <= round(amount::numeric * 100)
            and coalesce(capture_status, 'COMPLETED') = 'COMPLETED'`,
        [request.captureId, refundId, toCents(request.amount)],
      );
      if (!rowCount) {
        const again = await answered<GatewayRefund>(pool, `refund:${request.requestId}`);
        if (again) return again;
        const o = await order("capture_id", request.captureId);
        throw refundRefusal(o && fromRow(o), request.amount) ?? new GatewayError(422, "REFUND_AMOUNT_EXCEEDED");
      }
      return remember(pool, `refund:${request.requestId}`, { id: refundId, status: "COMPLETED" });
    },
    async getOrder(orderId: string) {
      const o = await order("id", orderId);
      if (!o) throw new GatewayError(404, "RESOURCE_NOT_FOUND");
      return view(fromRow(o));
    },
    async chargeSaved(request: ChargeSavedRequest) {
      const key = `charge:${request.requestId}`;
      const seen = await answered<GatewayOrder>(pool, key);
      if (seen) return savedChargeOf(seen);
      // One charge per request id across processes: the same id waits for the first, then finds its answer.
      const client = await pool.connect();
      let open = false;
      try {
        await client.query("begin");
        open = true;
        await client.query("select pg_advisory_xact_lock(hashtext($1))", [key]);
        const first = await answered<GatewayOrder>(client, key);
        if (first) return savedChargeOf(first);
        const { rows } = await client.query<{ refuses: boolean }>(
          "select refuses from simulator_vaults where id = $1",
          [request.vaultId],
        );
        if (!rows[0]) return UNKNOWN_VAULT;
        const o: SimOrder = {
          id: newId("SIM"),
          status: "COMPLETED",
          amount: request.amount,
          currency: request.currency,
          captureId: newId("SIMCAP"),
          captureStatus: rows[0].refuses ? "DECLINED" : "COMPLETED",
          vaultId: request.vaultId,
        };
        await client.query(
          `insert into simulator_orders (id, status, amount, currency, capture_id, capture_status, vault_id)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [o.id, o.status, o.amount, o.currency, o.captureId, o.captureStatus, o.vaultId],
        );
        const answer = await remember(client, key, view(o));
        await client.query("commit");
        open = false;
        return savedChargeOf(answer);
      } finally {
        // An early answer or an error leaves the transaction (and its lock) open: end it before the client goes back.
        if (open) await client.query("rollback").catch(() => {});
        client.release();
      }
    },
    async setSavedMethodRefuses(vaultId: string, refuses: boolean) {
      const { rowCount } = await pool.query("update simulator_vaults set refuses = $2 where id = $1", [
        vaultId,
        refuses,
      ]);
      if (!rowCount) throw new Error(`no saved method ${vaultId}`);
    },
  };
}
