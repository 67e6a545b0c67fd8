// The offline sandbox when PayPal is not configured (decision 009): PayPal's order states and request ids, the
// 'Sandbox payment' click standing for the buyer's approval. Orders in PostgreSQL, so any process may capture (052).
import { randomBytes } from "node:crypto";
import type pg from "pg";
import {
  GatewayError,
  type CreateOrderRequest,
  type GatewayOrder,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
} from "./gateway";

interface SimOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  amount: string;
  currency: string;
  captureId?: string;
  refundId?: string;
}

const view = (o: SimOrder): GatewayOrder => ({
  id: o.id,
  status: o.status,
  captures: o.captureId ? [{ id: o.captureId, status: "COMPLETED", value: o.amount, currency: o.currency }] : [],
});

/** Why PayPal would refuse to refund this capture in full, if it would. */
function refundRefusal(order: SimOrder | undefined, amount: string): GatewayError | undefined {
  if (!order) return new GatewayError(404, "INVALID_RESOURCE_ID");
  // Like PayPal: a capture refunded in full cannot be refunded again under another request id.
  if (order.refundId) return new GatewayError(422, "CAPTURE_FULLY_REFUNDED");
  if (amount !== order.amount) return new GatewayError(422, "REFUND_AMOUNT_EXCEEDED");
  return undefined;
}

const newId = (prefix: string) => `${prefix}${randomBytes(9).toString("hex").toUpperCase()}`;
// Orders live in memory: an order left unpaid across a restart is simply created again by the next POST /order.
const MAX_ORDERS = 10_000;

// Without the app's pool (unit tests of a single app), orders stay in this process's memory.
export function simulatorGateway(pool?: pg.Pool): PaymentGateway {
  if (pool) return databaseSimulator(pool);
  const orders = new Map<string, SimOrder>();
  const answers = new Map<string, GatewayOrder>();
  const refunds = new Map<string, GatewayRefund>();

  const remember = (requestId: string, answer: GatewayOrder) => {
    if (answers.size >= MAX_ORDERS) answers.delete(answers.keys().next().value as string);
    answers.set(requestId, answer);
    return answer;
  };

  return {
    mode: "simulator",
    clientId: null,
    async clientToken() {
      return `sandbox-${randomBytes(16).toString("hex")}`;
    },
    async createOrder(request: CreateOrderRequest) {
      const seen = answers.get(`create:${request.requestId}`);
      if (seen) return seen;
      if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value as string);
      const order: SimOrder = {
        id: newId("SIM"),
        status: "CREATED",
        amount: request.amount,
        currency: request.currency,
      };
      orders.set(order.id, order);
      return remember(`create:${request.requestId}`, view(order));
    },
    async captureOrder(orderId: string, requestId: string) {
      const seen = answers.get(`capture:${requestId}`);
      if (seen) return seen;
      const order = orders.get(orderId);
      if (!order) throw new GatewayError(404, "RESOURCE_NOT_FOUND");
      if (order.status === "COMPLETED") throw new GatewayError(422, "ORDER_ALREADY_CAPTURED");
      order.status = "COMPLETED";
      order.captureId = newId("SIMCAP");
      return remember(`capture:${requestId}`, view(order));
    },
    async refund(request: RefundRequest) {
      const seen = refunds.get(request.requestId);
      if (seen) return seen;
      const order = [...orders.values()].find((o) => o.captureId === request.captureId);
      const refused = refundRefusal(order, request.amount);
      if (refused || !order) throw refused;
      order.refundId = newId("SIMREF");
      const refund = { id: order.refundId, status: "COMPLETED" };
      if (refunds.size >= MAX_ORDERS) refunds.delete(refunds.keys().next().value as string);
      refunds.set(request.requestId, refund);
      return refund;
    },
    async getOrder(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new GatewayError(404, "RESOURCE_NOT_FOUND");
      return view(order);
    },
  };
}

type OrderRow = {
  id: string;
  status: SimOrder["status"];
  amount: string;
  currency: string;
  capture_id: string | null;
  refund_id: string | null;
};
const fromRow = (r: OrderRow): SimOrder => ({
  id: r.id,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  captureId: r.capture_id ?? undefined,
  refundId: r.refund_id ?? undefined,
});

/** The same sandbox with its orders and remembered answers in PostgreSQL; each state change is one conditional UPDATE. */
function databaseSimulator(pool: pg.Pool): PaymentGateway {
  const answered = async <T>(requestId: string): Promise<T | undefined> =>
    (await pool.query<{ answer: T }>("select answer from simulator_requests where request_id = $1", [requestId]))
      .rows[0]?.answer;
  // A concurrent call with the same request id may have answered first: its answer is the one kept and returned.
  const remember = async <T>(requestId: string, answer: T): Promise<T> => {
    await pool.query(
      "insert into simulator_requests (request_id, answer) values ($1, $2) on conflict (request_id) do nothing",
      [requestId, JSON.stringify(answer)],
    );
    return (await answered<T>(requestId)) ?? answer;
  };
  const order = async (where: string, value: string) =>
    (await pool.query<OrderRow>(`select * from simulator_orders where ${where} = $1`, [value])).rows[0];

  return {
    mode: "simulator",
    clientId: null,
    async clientToken() {
      return `sandbox-${randomBytes(16).toString("hex")}`;
    },
    async createOrder(request: CreateOrderRequest) {
      const seen = await answered<GatewayOrder>(`create:${request.requestId}`);
      if (seen) return seen;
      const o: SimOrder = { id: newId("SIM"), status: "CREATED", amount: request.amount, currency: request.currency };
      await pool.query("insert into simulator_orders (id, status, amount, currency) values ($1, $2, $3, $4)", [
        o.id,
        o.status,
        o.amount,
        o.currency,
      ]);
      return remember(`create:${request.requestId}`, view(o));
    },
    async captureOrder(orderId: string, requestId: string) {
      const seen = await answered<GatewayOrder>(`capture:${requestId}`);
      if (seen) return seen;
      const { rows } = await pool.query<OrderRow>(
        "update simulator_orders set status = 'COMPLETED', capture_id = $2 where id = $1 and status <> 'COMPLETED' returning *",
        [orderId, newId("SIMCAP")],
      );
      if (!rows[0]) {
        const again = await answered<GatewayOrder>(`capture:${requestId}`);
        if (again) return again;
        throw (await order("id", orderId))
          ? new GatewayError(422, "ORDER_ALREADY_CAPTURED")
          : new GatewayError(404, "RESOURCE_NOT_FOUND");
      }
      return remember(`capture:${requestId}`, view(fromRow(rows[0])));
    },
    async refund(request: RefundRequest) {
      const seen = await answered<GatewayRefund>(`refund:${request.requestId}`);
      if (seen) return seen;
      const refundId = newId("SIMREF");
      const { rowCount } = await pool.query(
        "update simulator_orders set refund_id = $2 where capture_id = $1 and refund_id is null and amount = $3",
        [request.captureId, refundId, request.amount],
      );
      if (!rowCount) {
        const again = await answered<GatewayRefund>(`refund:${request.requestId}`);
        if (again) return again;
        const o = await order("capture_id", request.captureId);
        throw refundRefusal(o && fromRow(o), request.amount) ?? new GatewayError(422, "REFUND_AMOUNT_EXCEEDED");
      }
      return remember(`refund:${request.requestId}`, { id: refundId, status: "COMPLETED" });
    },
    async getOrder(orderId: string) {
      const o = await order("id", orderId);
      if (!o) throw new GatewayError(404, "RESOURCE_NOT_FOUND");
      return view(fromRow(o));
    },
  };
}
