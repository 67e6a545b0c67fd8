import type { BookingItem } from "@shared/bookings";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";

/** The lessons that need an admin's eye (issue 16): unreported 72 hours after their end, or the teacher absent. */
export type LessonFilter = "awaiting_report" | "teacher_absent";

/** GET /api/bookings?filter=… a page at a time, with the number of all of them (X-Total-Count). */
export const adminLessonsQueryOptions = (filter: LessonFilter) =>
  pagedQueryOptions<BookingItem>(`/api/bookings?filter=${filter}`);

export function useAdminLessons(filter: LessonFilter) {
  return usePagedList(adminLessonsQueryOptions(filter));
}
