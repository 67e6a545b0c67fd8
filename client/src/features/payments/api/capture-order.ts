import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentOrder } from "@shared/payments";
import { bookingsQueryOptions } from "@/features/bookings";
import { dashboardQueryOptions } from "@/features/dashboard";
import { studentsQueryOptions } from "@/features/students";
import { apiRequest } from "@/lib/api-client";

/** POST /order/{id}/capture: a COMPLETED capture marks the booking paid (the lists, figures and the child's card follow). */
export function useCaptureOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiRequest<PaymentOrder>("POST", `/order/${encodeURIComponent(orderId)}/capture`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
        // Marked stale, fetched when the dashboard shows the cards again: a refetch now, under the booking wizard
        // that is mid-step, re-rendered it into its first step (e2e/parent.spec.ts, 1 run in 4).
        queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey, refetchType: "none" }),
      ]),
  });
}
