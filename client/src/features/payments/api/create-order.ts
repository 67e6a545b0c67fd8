import { useMutation } from "@tanstack/react-query";
import { PAYMENT_CURRENCY, PAYMENT_INTENT } from "@shared/payment-terms";
import type { PaymentOrder, PlanPaymentOrder } from "@shared/payments";
import { apiRequest } from "@/lib/api-client";

/** What is paid: one booking, or a weekly plan's first cycle (issue 33). */
export type PayFor = { bookingId: number; planId?: undefined } | { planId: number; bookingId?: undefined };

/** The order's answer: a plan's names its plan, a booking's its booking; both say whether the lessons are paid. */
export type AnyPaymentOrder = PaymentOrder | PlanPaymentOrder;

export type CreateOrderArgs = PayFor & {
  /** The amount shown ("20.00"); the server checks it against its own sum (400 if they differ). */
  amount: string;
  /** The family confirmed that a lesson starting within 12 hours is not refunded (issue 32); sent only when true. */
  acknowledgeNoRefund?: boolean;
};

/** POST /order: a payment order bound to one unpaid booking, or to a plan's unpaid first cycle. */
export function createOrder({
  bookingId,
  planId,
  amount,
  acknowledgeNoRefund,
}: CreateOrderArgs): Promise<AnyPaymentOrder> {
  return apiRequest<AnyPaymentOrder>("POST", "/order", {
    amount,
    currency: PAYMENT_CURRENCY,
    intent: PAYMENT_INTENT,
    ...(planId === undefined ? { bookingId } : { planId }),
    ...(acknowledgeNoRefund ? { acknowledgeNoRefund: true } : {}),
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
