import { queryOptions } from "@tanstack/react-query";
import { usePagedList } from "@/lib/paged-list";
import type { RecentUser } from "./types";

export const recentUsersQueryOptions = queryOptions<RecentUser[] | null>({ queryKey: ["/api/admin/recent-users"] });

/** Sign-ups, newest first, a page at a time (the rest behind 'Show more users'). */
export function useRecentUsers() {
  return usePagedList<RecentUser>("/api/admin/recent-users");
}
