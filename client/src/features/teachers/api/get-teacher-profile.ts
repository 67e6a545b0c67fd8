import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeacherProfile } from "@shared/teachers";
import { ApiError, apiGet } from "@/lib/api-client";

/** GET /api/teacher/profile: the caller's own teacher profile with documents; null when they have none yet (404). */
export async function getTeacherProfile() {
  try {
    return await apiGet<TeacherProfile>("/api/teacher/profile");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const teacherProfileQueryOptions = queryOptions({
  queryKey: ["/api/teacher/profile"],
  queryFn: () => getTeacherProfile(),
});

export function useTeacherProfile(enabled = true) {
  return useQuery({ ...teacherProfileQueryOptions, enabled });
}
