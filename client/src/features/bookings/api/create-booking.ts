import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingItem, CreateBookingValues } from "@shared/bookings";
import { apiRequest } from "@/lib/api-client";
import { availabilityKey } from "./get-availability";
import { bookingsQueryOptions } from "./get-bookings";

/** POST /api/bookings: 201 with the booking (pending payment); 409 when the slot was taken meanwhile. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingValues) => apiRequest<BookingItem>("POST", "/api/bookings", input),
    onSuccess: (booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: availabilityKey(booking.classId) }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
      ]),
  });
}
