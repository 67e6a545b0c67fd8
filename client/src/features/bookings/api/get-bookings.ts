import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingItem } from "@shared/bookings";
import { apiGet } from "@/lib/api-client";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";

/**
 * GET /api/bookings. Parent: their children's bookings; teacher: bookings of their classes; admin: all. Newest first.
 * Its key starts every read of a booking (the pages, one booking, its report): a changed booking reloads them all.
 */
export const getBookings = () => apiGet<BookingItem[]>("/api/bookings");

export const bookingsQueryOptions = queryOptions({ queryKey: ["/api/bookings"], queryFn: () => getBookings() });

export function useBookings(enabled = true) {
  return useQuery({ ...bookingsQueryOptions, enabled });
}

/** The same list a page at a time, with the number of all of them (X-Total-Count). */
export const bookingPagesQueryOptions = pagedQueryOptions<BookingItem>("/api/bookings");

export function useBookingPages(enabled = true) {
  return usePagedList(bookingPagesQueryOptions, enabled);
}
