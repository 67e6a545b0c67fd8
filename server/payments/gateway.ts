// What the payment routes need from a provider (decision 009): PayPal through its SDK, or the offline simulator with
// the same order states. The service's checks (amount from the database, capture verified) are the same for both.
import type { PayoutsProvider } from "./payouts-provider";

export type OrderStatus = "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED" | string;

export interface GatewayCapture {
  id: string;
  status: string;
  value: string;
  currency: string;
}

export interface GatewayOrder {
  id: string;
  status: OrderStatus;
  captures: GatewayCapture[];
  /** The payer's saved method (PayPal vault id), once an order that asked to save it is captured (decision 087). */
  vaultId?: string;
}

export interface CreateOrderRequest {
  amount: string;
  currency: "USD";
  /** Ties the order to one booking on PayPal's side too. */
  referenceId: string;
  description: string;
  /** PayPal-Request-Id: the same id never creates or captures twice. */
  requestId: string;
  /** The payer's approval also saves the method for merchant-initiated renewals (PayPal vault, decision 087). */
  saveMethod?: boolean;
}

/** A merchant-initiated charge of a saved method, without the payer present (a plan's renewal). */
export interface ChargeSavedRequest {
  vaultId: string;
  amount: string;
  currency: "USD";
  /** PayPal-Request-Id, recorded by the caller before the call: a repeat gets the first answer, not a second charge. */
  requestId: string;
  description: string;
}

/**
 * captured: the money moved; pending: PayPal holds it (look again with getOrder); refused: nothing was taken, with
 * PayPal's reason (a capture's DECLINED or FAILED, or its error name such as INSTRUMENT_DECLINED).
 */
export type SavedCharge =
  | { outcome: "captured" | "pending"; order: GatewayOrder }
  | { outcome: "refused"; reason: string; order: GatewayOrder | null };

export interface RefundRequest {
  /** The capture to give back, in full. */
  captureId: string;
  amount: string;
  currency: "USD";
  /** PayPal-Request-Id: a repeated refund of the same booking returns the first refund, never a second one. */
  requestId: string;
  /** Shown to the payer by PayPal. */
  note: string;
}

export interface GatewayRefund {
  id: string;
  /** PayPal's refund states: COMPLETED, PENDING (money on its way back), CANCELLED, FAILED. */
  status: string;
}

export interface PaymentGateway {
  readonly mode: "paypal" | "simulator";
  /** Public: the browser needs it to load PayPal's script. */
  readonly clientId: string | null;
  /** A browser-safe token for the client SDK (never the server's access token). */
  clientToken(): Promise<string>;
  createOrder(request: CreateOrderRequest): Promise<GatewayOrder>;
  captureOrder(orderId: string, requestId: string): Promise<GatewayOrder>;
  getOrder(orderId: string): Promise<GatewayOrder>;
  /** Refunds a completed capture (PayPal: POST /v2/payments/captures/{id}/refund). */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /**
   * Creates and captures a merchant-initiated order on a saved method. A refusal is an answer, not an error; only an
   * unknown outcome (PayPal unreachable, 5xx, 429) throws a GatewayError, to be retried with the same requestId.
   */
  chargeSaved(request: ChargeSavedRequest): Promise<SavedCharge>;
  /** Paying teachers (PayPal Payouts, decision 097); a gateway without it pays no one. */
  readonly payouts?: PayoutsProvider;
}

/** The provider refused or failed; `issue` is PayPal's error name (e.g. ORDER_ALREADY_CAPTURED) when it gave one. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly issue?: string,
  ) {
    super(`payment provider answered ${status}${issue ? ` ${issue}` : ""}`);
  }
}

/** What a merchant-initiated order's answer means: PayPal answers a declined charge with a COMPLETED order. */
export function savedChargeOf(order: GatewayOrder): SavedCharge {
  const capture = order.captures[0];
  if (capture?.status === "COMPLETED") return { outcome: "captured", order };
  if (capture?.status === "PENDING") return { outcome: "pending", order };
  return { outcome: "refused", reason: capture?.status ?? order.status, order };
}

/** A 4xx is PayPal refusing (nothing charged); auth, conflict, rate and server errors leave the outcome unknown. */
export function refusalOf(err: unknown): SavedCharge | undefined {
  if (!(err instanceof GatewayError) || err.status < 400 || err.status >= 500) return undefined;
  if ([401, 408, 409, 429].includes(err.status)) return undefined;
  return { outcome: "refused", reason: err.issue ?? `HTTP_${err.status}`, order: null };
}
