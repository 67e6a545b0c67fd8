// Where the teacher is paid (GET/PUT /api/teacher/payout-method, decision 095): one PayPal address; a change holds
// payouts for 48 hours, and the answer says until when.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayoutMethodAnswer, PayoutMethodInput } from "@shared/earnings";
import { apiGet, apiRequest } from "@/lib/api-client";

const PAYOUT_METHOD_URL = "/api/teacher/payout-method";

export const payoutMethodQueryOptions = queryOptions({
  queryKey: [PAYOUT_METHOD_URL],
  queryFn: async () => (await apiGet<PayoutMethodAnswer>(PAYOUT_METHOD_URL))!,
});

export function usePayoutMethod() {
  return useQuery(payoutMethodQueryOptions);
}

/** PUT: the answer is the address as saved, with its hold; the card shows it at once. */
export function useSetPayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutMethodInput) => apiRequest<PayoutMethodAnswer>("PUT", PAYOUT_METHOD_URL, input),
    onSuccess: (saved) => queryClient.setQueryData(payoutMethodQueryOptions.queryKey, saved),
  });
}
