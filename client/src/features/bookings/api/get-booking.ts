import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingItem } from "@shared/bookings";
import { apiGet } from "@/lib/api-client";
import { bookingsQueryOptions } from "./get-bookings";

/**
 * GET /api/bookings/{id}: the wizard resumes a booking from a link, whatever page of the list it is on. A booking
 * that is gone (or not the caller's) answers 404: null, and the wizard then starts as usual.
 */
export const getBooking = (id: number) => apiGet<BookingItem>(`/api/bookings/${id}`).catch(() => null);

export const bookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...bookingsQueryOptions.queryKey, id], queryFn: () => getBooking(id) });

export function useBooking(id: number | null) {
  return useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== null });
}
