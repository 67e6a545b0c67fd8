// Paged lists (decision 018), the total in X-Total-Count: the next pages ask from the number of items received, since
// the server may end a page early to keep an answer under 1 MB.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiGetPage } from "./api-client";

export function pageUrl(path: string, offset: number, limit?: number): string {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set("limit", String(limit));
  if (offset > 0) params.set("offset", String(offset));
  const query = params.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/**
 * A paged list's query options, which its features/<feature>/api file exports (decision 072). Its key starts with
 * `path`, so a family key `[path]` reaches it too; the rest keeps it apart from a plain query of the same path.
 */
export const pagedQueryOptions = <T>(path: string, limit?: number) =>
  infiniteQueryOptions({
    queryKey: [path, "pages", limit ?? null],
    queryFn: ({ pageParam }) => apiGetPage<T>(pageUrl(path, pageParam, limit)),
    initialPageParam: 0,
    // An empty page ends the list even if the total says otherwise (items removed meanwhile).
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

export type PagedQueryOptions<T> = ReturnType<typeof pagedQueryOptions<T>>;

/** The pages loaded so far, flattened (an item that moved to the next page while it loaded is listed once). */
export function usePagedList<T extends { id: number }>(options: PagedQueryOptions<T>, enabled = true) {
  const query = useInfiniteQuery({ ...options, enabled });
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  const total = Math.max(query.data?.pages.at(-1)?.total ?? 0, items.length);
  return { query, items, total };
}

export type PagedList<T extends { id: number }> = ReturnType<typeof usePagedList<T>>;
