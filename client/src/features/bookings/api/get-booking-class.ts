import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClassDetail } from "@shared/classes";

// GET /api/classes/{id}, read by the reschedule dialog for the class's teacher and time zone (a booking's slots are
// that teacher's calendar). The key is the one of classes/api/get-class.ts, so both share one cached answer; the
// classes feature has no index.ts to reach it through.
export const bookingClassQueryOptions = (classId: number) =>
  queryOptions<ClassDetail | null>({ queryKey: ["/api/classes", classId] });

export function useBookingClass(classId: number, enabled = true) {
  return useQuery({ ...bookingClassQueryOptions(classId), enabled });
}
