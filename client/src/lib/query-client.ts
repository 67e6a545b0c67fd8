// TanStack Query as spec §7/§9 set it: default reads GET the joined key, data never stale,
// no retries, no refetch on focus or interval.
import { QueryCache, QueryClient, type Query, type QueryFunction } from "@tanstack/react-query";
import { apiGet, type UnauthorizedBehavior } from "./api-client";

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey }) => apiGet<T>(queryKey.join("/"), on401);
}

export function createQueryClient(
  onQueryError?: (error: Error, query: Query<unknown, unknown, unknown>) => void,
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
