import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingItem, UpdateBookingInput } from "@shared/bookings";
import { studentsQueryOptions } from "@/features/students";
import { apiRequest } from "@/lib/api-client";
import { bookingsQueryOptions } from "./get-bookings";

/** Cancels or reschedules a booking (PATCH /api/bookings/{id}); the lists, figures, free slots and the child's card (its next lesson) follow. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateBookingInput & { id: number }) => apiRequest<BookingItem>("PATCH", `/api/bookings/${id}`, input),
    onSuccess: (booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/classes", booking.classId] }),
        queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey }),
      ]),
  });
}
