import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";
import type { RecentUser } from "./types";

/** Sign-ups, newest first, a page at a time (the rest behind 'Show more users'). */
export const recentUsersQueryOptions = pagedQueryOptions<RecentUser>("/api/admin/recent-users");

export function useRecentUsers() {
  return usePagedList(recentUsersQueryOptions);
}
