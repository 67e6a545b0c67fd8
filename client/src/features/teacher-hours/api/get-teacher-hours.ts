import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeacherHours } from "@shared/teacher-hours";
import { apiGet } from "@/lib/api-client";

/** The signed-in teacher's weekly hours, exceptions, notice and zone (api.md "Scheduling"). */
export const getTeacherHours = () => apiGet<TeacherHours>("/api/teacher/availability");

export const teacherHoursQueryOptions = queryOptions({
  queryKey: ["/api/teacher/availability"],
  queryFn: getTeacherHours,
});

export function useTeacherHours(enabled = true) {
  return useQuery({ ...teacherHoursQueryOptions, enabled });
}
