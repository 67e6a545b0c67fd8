import { useMutation } from "@tanstack/react-query";
import { PAYMENT_CURRENCY, PAYMENT_INTENT } from "@shared/payment-terms";
import type { PaymentOrder } from "@shared/payments";
import { apiRequest } from "@/lib/api-client";

export interface CreateOrderArgs {
  bookingId: number;
  /** The booking's amount ("20.00"); the server checks it against the class price. */
  amount: string;
  /** The family confirmed that a lesson starting within 12 hours is not refunded (issue 32); sent only when true. */
  acknowledgeNoRefund?: boolean;
}

/** POST /order: a payment order bound to one unpaid booking. */
export function createOrder({ bookingId, amount, acknowledgeNoRefund }: CreateOrderArgs): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>("POST", "/order", {
    amount,
    currency: PAYMENT_CURRENCY,
    intent: PAYMENT_INTENT,
    bookingId,
    ...(acknowledgeNoRefund ? { acknowledgeNoRefund: true } : {}),
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
