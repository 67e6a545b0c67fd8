import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecentUser } from "./types";

/** The latest 20 sign-ups. */
export const recentUsersQueryOptions = queryOptions<RecentUser[] | null>({ queryKey: ["/api/admin/recent-users"] });

export function useRecentUsers() {
  return useQuery(recentUsersQueryOptions);
}
