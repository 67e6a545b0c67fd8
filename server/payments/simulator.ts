// The offline sandbox when PayPal is not configured (decision 009): PayPal's order states and request ids, the
// 'Sandbox payment' click standing for the buyer's approval. Orders in PostgreSQL, so any process may capture (052).
import { randomBytes } from "node:crypto";
import type pg from "pg";
import {
  GatewayError,
  savedChargeOf,
  type ChargeSavedRequest,
  type CreateOrderRequest,
  type GatewayOrder,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
} from "./gateway";
import { toCents } from "@shared/money";
import { databaseSimulator } from "./simulator-db";
import { simulatorPayouts } from "./simulator-payouts";
import { newId, refundRefusal, UNKNOWN_VAULT, view, type SimOrder } from "./simulator-state";

/** The sandbox, with what stands for the payer's bank: a saved method can be made to refuse (decision 087). */
export interface SimulatorGateway extends PaymentGateway {
  setSavedMethodRefuses(vaultId: string, refuses: boolean): Promise<void>;
}

// Orders live in memory: an order left unpaid across a restart is simply created again by the next POST /order.
const MAX_ORDERS = 10_000;

// Without the app's pool (unit tests of a single app), orders stay in this process's memory.
export function simulatorGateway(pool?: pg.Pool): SimulatorGateway {
  if (pool) return databaseSimulator(pool);
  const orders = new Map<string, SimOrder>();
  const answers = new Map<string, GatewayOrder>();
  const refunds = new Map<string, GatewayRefund>();
  /** Saved methods: whether each refuses its charges. */
  const vaults = new Map<string, boolean>();

  const bounded = <K, V>(map: Map<K, V>) => {
    if (map.size >= MAX_ORDERS) map.delete(map.keys().next().value as K);
  };
  const remember = (requestId: string, answer: GatewayOrder) => {
    bounded(answers);
    answers.set(requestId, answer);
    return answer;
  };
  const add = (order: SimOrder) => {
    bounded(orders);
    orders.set(order.id, order);
    return order;
  };

  return {
    mode: "simulator",
    payouts: simulatorPayouts(),
    clientId: null,
    async clientToken() {
      return `sandbox-${randomBytes(16).toString("hex")}`;
    },
    async createOrder(request: CreateOrderRequest) {
      const seen = answers.get(`create:${request.requestId}`);
      if (seen) return seen;
      const order = add({
        id: newId("SIM"),
        status: "CREATED",
        amount: request.amount,
        currency: request.currency,
        ...(request.saveMethod ? { saveMethod: true } : {}),
      });
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
      if (order.saveMethod) {
        order.vaultId = newId("SIMVAULT");
        bounded(vaults);
        vaults.set(order.vaultId, false);
      }
      return remember(`capture:${requestId}`, view(order));
    },
    async refund(request: RefundRequest) {
      const seen = refunds.get(request.requestId);
      if (seen) return seen;
      const order = [...orders.values()].find((o) => o.captureId === request.captureId);
      const refused = refundRefusal(order, request.amount);
      if (refused || !order) throw refused;
      order.refundId = newId("SIMREF");
      order.refundedCents = (order.refundedCents ?? 0) + toCents(request.amount);
      const refund = { id: order.refundId, status: "COMPLETED" };
      bounded(refunds);
      refunds.set(request.requestId, refund);
      return refund;
    },
    async getOrder(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new GatewayError(404, "RESOURCE_NOT_FOUND");
      return view(order);
    },
    // No await between the look-up and the answer: a repeated request id can never charge twice.
    async chargeSaved(request: ChargeSavedRequest) {
      const seen = answers.get(`charge:${request.requestId}`);
      if (seen) return savedChargeOf(seen);
      const refuses = vaults.get(request.vaultId);
      if (refuses === undefined) return UNKNOWN_VAULT;
      const order = add({
        id: newId("SIM"),
        status: "COMPLETED",
        amount: request.amount,
        currency: request.currency,
        captureId: newId("SIMCAP"),
        captureStatus: refuses ? "DECLINED" : "COMPLETED",
        vaultId: request.vaultId,
      });
      return savedChargeOf(remember(`charge:${request.requestId}`, view(order)));
    },
    async setSavedMethodRefuses(vaultId: string, refuses: boolean) {
      if (!vaults.has(vaultId)) throw new Error(`no saved method ${vaultId}`);
      vaults.set(vaultId, refuses);
    },
  };
}
