import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentSetup } from "@shared/payments";
import { apiGet } from "@/lib/api-client";

/** GET /setup: which button to show (PayPal or the offline simulator) and PayPal's public client id and token. */
export const getPaymentSetup = () => apiGet<PaymentSetup>("/setup");

export const paymentSetupQueryOptions = queryOptions({
  queryKey: ["/setup"],
  queryFn: () => getPaymentSetup(),
  // PayPal client tokens expire after a while; a later payment asks for a fresh one.
  staleTime: 15 * 60_000,
});

export function usePaymentSetup(enabled = true) {
  return useQuery({ ...paymentSetupQueryOptions, enabled });
}
