// TanStack Query as spec §7/§9 set it: data never stale, no retries, no refetch on focus or interval. No default
// queryFn: every read brings its own fetcher from its features/*/api file (decision 072).
import { QueryCache, QueryClient, type Query } from "@tanstack/react-query";

export function createQueryClient(
  onQueryError?: (error: Error, query: Query<unknown, unknown, unknown>) => void,
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
