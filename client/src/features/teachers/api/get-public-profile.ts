import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeacherPublicProfile } from "@shared/reviews";
import { ApiError, apiGet } from "@/lib/api-client";

/** ["teachers", userId]: the profile; its reviews sit under it (["teachers", userId, "reviews"]), so one invalidation reloads both. */
export const publicProfileQueryKey = (userId: number) => ["teachers", userId] as const;

/** GET /api/teachers/{userId}: an approved teacher's public profile; null when there is none to show (404). */
export async function getPublicProfile(userId: number) {
  try {
    return await apiGet<TeacherPublicProfile>(`/api/teachers/${userId}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const publicProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: publicProfileQueryKey(userId), queryFn: () => getPublicProfile(userId) });

export function usePublicProfile(userId: number) {
  return useQuery(publicProfileQueryOptions(userId));
}
