// What the memory and the database simulators share: an order's shape and view, PayPal's refund refusals, the ids.
import { randomBytes } from "node:crypto";
import { toCents } from "@shared/money";
import { GatewayError, type GatewayOrder } from "./gateway";

export interface SimOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  amount: string;
  currency: string;
  captureId?: string;
  /** COMPLETED, or DECLINED for a charge of a saved method that refuses (decision 087). */
  captureStatus?: string;
  /** The last refund, and what the refunds took back so far (in part: a plan's credit, decision 092). */
  refundId?: string;
  refundedCents?: number;
  /** The payer's approval saves the method (the order asked for it). */
  saveMethod?: boolean;
  /** The saved method this order stored on approval, or was charged on. */
  vaultId?: string;
}

export const view = (o: SimOrder): GatewayOrder => {
  const order: GatewayOrder = {
    id: o.id,
    status: o.status,
    captures: o.captureId
      ? [{ id: o.captureId, status: o.captureStatus ?? "COMPLETED", value: o.amount, currency: o.currency }]
      : [],
  };
  if (o.vaultId) order.vaultId = o.vaultId;
  return order;
};

/** Why PayPal would refuse to refund `amount` of this capture, if it would: more than is left of it. */
export function refundRefusal(order: SimOrder | undefined, amount: string): GatewayError | undefined {
  if (!order) return new GatewayError(404, "INVALID_RESOURCE_ID");
  if ((order.captureStatus ?? "COMPLETED") !== "COMPLETED") return new GatewayError(422, "CAPTURE_NOT_REFUNDABLE");
  const left = toCents(order.amount) - (order.refundedCents ?? 0);
  // Like PayPal: a capture refunded in full cannot be refunded again under another request id.
  if (left <= 0) return new GatewayError(422, "CAPTURE_FULLY_REFUNDED");
  if (!(toCents(amount) > 0) || toCents(amount) > left) return new GatewayError(422, "REFUND_AMOUNT_EXCEEDED");
  return undefined;
}

export const newId = (prefix: string) => `${prefix}${randomBytes(9).toString("hex").toUpperCase()}`;

/** PayPal's answer for a vault id it does not know: nothing is charged. */
export const UNKNOWN_VAULT = { outcome: "refused", reason: "INVALID_RESOURCE_ID", order: null } as const;
