import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingItem, CreateBookingValues } from "@shared/bookings";
import { dashboardQueryOptions } from "@/features/dashboard";
import { studentsQueryOptions } from "@/features/students";
import { apiRequest } from "@/lib/api-client";
import { slotsKey } from "./get-slots";
import { bookingsQueryOptions } from "./get-bookings";

/**
 * POST /api/bookings: 201 with the booking (pending payment); 409 when the slot was taken meanwhile. The lists, the
 * figures, the free slots and the child's card (its next lesson) follow.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingValues) => apiRequest<BookingItem>("POST", "/api/bookings", input),
    onSuccess: (booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: slotsKey(booking.classId) }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
        // Marked stale, fetched when the dashboard shows the cards again: a refetch now, under the booking wizard
        // that is mid-step, re-rendered it into its first step (e2e/parent.spec.ts, 1 run in 4).
        queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey, refetchType: "none" }),
      ]),
  });
}
