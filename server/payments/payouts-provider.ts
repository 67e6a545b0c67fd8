// What the payouts job needs from PayPal Payouts (decision 097): create a batch once per sender_batch_id, read how its
// items went, and cancel an unclaimed item so its money comes back before it is returned to the teacher's balance.

export interface PayoutBatchItemRequest {
  /** Ours: "payout-<id>", so each answer finds its row. */
  senderItemId: string;
  receiver: string;
  /** Dollars, two decimals ("45.00"). */
  amount: string;
  currency: "USD";
  note: string;
}

export interface PayoutBatchRequest {
  /** PayPal refuses a second batch with the same id for 30 days; it is also the PayPal-Request-Id. */
  senderBatchId: string;
  emailSubject: string;
  emailMessage: string;
  items: PayoutBatchItemRequest[];
}

/** PayPal's item states, reduced: pending (NEW, PENDING, ONHOLD), or final. */
export type PayoutItemOutcome = "pending" | "succeeded" | "failed" | "unclaimed";

export interface PayoutBatchItemState {
  senderItemId: string;
  itemId: string;
  outcome: PayoutItemOutcome;
  /** PayPal's error name for a failed item (RECEIVER_UNREGISTERED…), or its transaction status. */
  reason?: string;
}

export interface PayoutsProvider {
  readonly mode: "paypal" | "simulator";
  /** POST /v1/payments/payouts. A refusal throws a GatewayError with PayPal's issue; a 5xx or timeout may be retried. */
  createBatch(request: PayoutBatchRequest): Promise<{ batchId: string }>;
  /** GET /v1/payments/payouts/{id}: each item's state. */
  getBatch(batchId: string): Promise<{ items: PayoutBatchItemState[] }>;
  /** POST /v1/payments/payouts-item/{id}/cancel: true once the unclaimed money is back with us. */
  cancelItem(itemId: string): Promise<boolean>;
}

/** PayPal's transaction_status → ours. RETURNED, BLOCKED, REFUNDED, REVERSED and DENIED all mean the teacher has nothing. */
export function outcomeOf(transactionStatus: string): PayoutItemOutcome {
  switch (transactionStatus) {
    case "SUCCESS":
      return "succeeded";
    case "UNCLAIMED":
      return "unclaimed";
    case "FAILED":
    case "RETURNED":
    case "BLOCKED":
    case "REFUNDED":
    case "REVERSED":
    case "DENIED":
      return "failed";
    default:
      return "pending";
  }
}
