// The built-in sandbox (api.md "Payments"): used when no PayPal credentials are configured, so the journey from
// booking to paid works offline. Orders follow PayPal's states; the buyer's approval is the click on the
// 'Sandbox payment' button, which captures, so capturing a CREATED order approves and completes it in one step.
// Request ids are honoured like PayPal's: repeating a call with the same id returns the first answer.
import { randomBytes } from "node:crypto";
import { GatewayError, type CreateOrderRequest, type GatewayOrder, type GatewayRefund, type PaymentGateway, type RefundRequest } from "./gateway";

interface SimOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  amount: string;
  currency: string;
  captureId?: string;
  refundId?: string;
}

const newId = (prefix: string) => `${prefix}${randomBytes(9).toString("hex").toUpperCase()}`;
// Orders live in memory: an order left unpaid across a restart is simply created again by the next POST /order.
const MAX_ORDERS = 10_000;

export function simulatorGateway(): PaymentGateway {
  const orders = new Map<string, SimOrder>();
  const answers = new Map<string, GatewayOrder>();
  const refunds = new Map<string, GatewayRefund>();

  const view = (o: SimOrder): GatewayOrder => ({
    id: o.id,
    status: o.status,
    captures: o.captureId ? [{ id: o.captureId, status: "COMPLETED", value: o.amount, currency: o.currency }] : [],
  });
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
      const order: SimOrder = { id: newId("SIM"), status: "CREATED", amount: request.amount, currency: request.currency };
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
      if (!order) throw new GatewayError(404, "INVALID_RESOURCE_ID");
      // Like PayPal: a capture refunded in full cannot be refunded again under another request id.
      if (order.refundId) throw new GatewayError(422, "CAPTURE_FULLY_REFUNDED");
      if (request.amount !== order.amount) throw new GatewayError(422, "REFUND_AMOUNT_EXCEEDED");
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
