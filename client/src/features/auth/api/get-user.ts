import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/users";
import { getQueryFn } from "@/lib/query-client";

// The current user: fetched once, null when signed out (401), refreshed by invalidating this key.
export const userQueryKey = ["/api/user"] as const;

export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<PublicUser>({ on401: "returnNull" }),
});

export function useAuth() {
  const { data, isLoading, error } = useQuery(userQueryOptions);
  const user = data ?? null;
  return { user, isLoading, error, isAuthenticated: user !== null };
}
