import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingItem } from "@shared/bookings";
import { apiGet } from "@/lib/api-client";

/** One booking (GET /api/bookings/{id}): the wizard resumes it from a link, whatever page of the list it is on. */
export const bookingQueryOptions = (id: number) =>
  queryOptions<BookingItem | null>({
    queryKey: ["/api/bookings", id],
    // A booking that is gone (or not the caller's) answers 404: the wizard then starts as usual.
    queryFn: () => apiGet<BookingItem>(`/api/bookings/${id}`).catch(() => null),
  });

export function useBooking(id: number | null) {
  return useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== null });
}
