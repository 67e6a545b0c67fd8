import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingItem } from "@shared/bookings";

// Parent: their children's bookings; teacher: bookings of their classes; admin: all. Newest first.
export const bookingsQueryOptions = queryOptions<BookingItem[] | null>({ queryKey: ["/api/bookings"] });

export function useBookings(enabled = true) {
  return useQuery({ ...bookingsQueryOptions, enabled });
}
