import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingItem } from "@shared/bookings";
import { usePagedList } from "@/lib/paged-list";

// Parent: their children's bookings; teacher: bookings of their classes; admin: all. Newest first.
export const bookingsQueryOptions = queryOptions<BookingItem[] | null>({ queryKey: ["/api/bookings"] });

export function useBookings(enabled = true) {
  return useQuery({ ...bookingsQueryOptions, enabled });
}

/** The same list a page at a time, with the number of all of them (X-Total-Count). */
export function useBookingPages(enabled = true) {
  return usePagedList<BookingItem>("/api/bookings", { enabled });
}
