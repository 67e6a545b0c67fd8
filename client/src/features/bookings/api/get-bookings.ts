import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingFilter, BookingItem } from "@shared/bookings";
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

/** The teacher's views of their bookings (issue 32); all of them when absent. */
export type TeacherBookingFilter = Extract<BookingFilter, "upcoming" | "awaiting_report" | "past" | "cancelled">;

/** One view's pages: keyed under ["/api/bookings"], so a changed booking reloads every view. */
export const filteredBookingPagesQueryOptions = (filter: TeacherBookingFilter) => ({
  ...pagedQueryOptions<BookingItem>(`/api/bookings?filter=${filter}`),
  queryKey: [...bookingPagesQueryOptions.queryKey, filter] as unknown as typeof bookingPagesQueryOptions.queryKey,
});

export function useBookingPages(enabled = true, filter?: TeacherBookingFilter) {
  return usePagedList(filter ? filteredBookingPagesQueryOptions(filter) : bookingPagesQueryOptions, enabled);
}
