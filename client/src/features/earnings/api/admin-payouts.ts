// The admins' payouts (issue 34): the weekly batches, each batch's payouts, the platform's money by week, and the
// run that sends this week's batch now.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPayoutItem, PayoutBatch, PayoutRunAnswer, PayoutSummaryAnswer } from "@shared/payouts";
import { apiGet, apiRequest } from "@/lib/api-client";
import { pagedAnswerOptions, usePagedAnswer } from "./paged-answer";

const BATCHES_URL = "/api/admin/payout-batches";
const PAYOUTS_URL = "/api/admin/payouts";
const SUMMARY_URL = "/api/admin/payouts/summary";
const RUN_URL = "/api/admin/payouts/run";

/** Every page of the batches, and every batch's payouts: the run changes both. */
const batchesKey = [BATCHES_URL];
const payoutsKey = [PAYOUTS_URL];

interface Paged<T> {
  total: number;
  items: T[];
}

export const batchesQueryOptions = () => pagedAnswerOptions<Paged<PayoutBatch>>(batchesKey, BATCHES_URL);

export function usePayoutBatches() {
  return usePagedAnswer<PayoutBatch, Paged<PayoutBatch>>(batchesQueryOptions());
}

export const batchPayoutsQueryOptions = (batchId: number) =>
  pagedAnswerOptions<Paged<AdminPayoutItem>>([...payoutsKey, { batchId }], `${PAYOUTS_URL}?batchId=${batchId}`);

/** One batch's payouts, read once the admin opens the batch. */
export function useBatchPayouts(batchId: number, enabled = true) {
  return usePagedAnswer<AdminPayoutItem, Paged<AdminPayoutItem>>(batchPayoutsQueryOptions(batchId), enabled);
}

export const payoutSummaryQueryOptions = queryOptions({
  queryKey: [SUMMARY_URL],
  queryFn: async () => (await apiGet<PayoutSummaryAnswer>(SUMMARY_URL))!,
  staleTime: 0,
});

export function usePayoutSummary() {
  return useQuery(payoutSummaryQueryOptions);
}

/** POST: 201 with a new batch, or 200 when there was nothing to send; either way the lists are read again. */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PayoutRunAnswer>("POST", RUN_URL),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchesKey }),
        queryClient.invalidateQueries({ queryKey: payoutsKey }),
        queryClient.invalidateQueries({ queryKey: payoutSummaryQueryOptions.queryKey }),
      ]),
  });
}
