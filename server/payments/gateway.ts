// What the payment routes need from a provider (decision 009): PayPal through its SDK, or the offline simulator with
// the same order states. The service's checks (amount from the database, capture verified) are the same for both.

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
}

export interface CreateOrderRequest {
  amount: string;
  currency: "USD";
  /** Ties the order to one booking on PayPal's side too. */
  referenceId: string;
  description: string;
  /** PayPal-Request-Id: the same id never creates or captures twice. */
  requestId: string;
}

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
