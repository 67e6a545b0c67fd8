import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookingsQueryOptions } from "@/features/bookings";
import { dashboardQueryOptions } from "@/features/dashboard";
import { plansKey } from "@/features/plans";
import { studentsQueryOptions } from "@/features/students";
import { apiRequest } from "@/lib/api-client";
import type { AnyPaymentOrder } from "./create-order";

/**
 * POST /order/{id}/capture: a COMPLETED capture marks the booking (or the plan's cycle) paid; the lists, figures and
 * the child's card follow.
 */
export function useCaptureOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<AnyPaymentOrder>("POST", `/order/${encodeURIComponent(orderId)}/capture`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: plansKey }),
        // Marked stale, fetched when the dashboard shows the cards again: a refetch now, under the booking wizard
        // that is mid-step, re-rendered it into its first step (e2e/parent.spec.ts, 1 run in 4).
        queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey, refetchType: "none" }),
      ]),
  });
}
