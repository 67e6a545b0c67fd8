import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentOrder } from "@shared/payments";
import { apiRequest } from "@/lib/api-client";

/** POST /order/{id}/capture: a COMPLETED capture marks the booking paid. */
export function useCaptureOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<PaymentOrder>("POST", `/order/${encodeURIComponent(orderId)}/capture`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/bookings"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
      ]),
  });
}
