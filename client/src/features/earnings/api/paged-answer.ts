// Lists answered as an object {total, items} (payouts, batches): their pages read like the earnings', each item once.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { pageUrl } from "@/lib/paged-list";

/** Payouts and batches a page. */
export const PAYOUTS_PAGE = 20;

interface PagedAnswer<T> {
  total: number;
  items: T[];
}

/** `key` starts with the route, so invalidating `[route]` reaches every page and filter of it. */
export const pagedAnswerOptions = <A extends PagedAnswer<unknown>>(key: unknown[], url: string, limit = PAYOUTS_PAGE) =>
  infiniteQueryOptions({
    queryKey: [...key, "pages", limit],
    queryFn: async ({ pageParam }) => (await apiGet<A>(pageUrl(url, pageParam, limit)))!,
    initialPageParam: 0,
    // An empty page ends the list even if the total says otherwise.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // Money moves with the clock and with other people's doings (a run, PayPal's answers): read again on each visit.
    staleTime: 0,
  });

/** The pages loaded so far: each item once (one that moved to the next page while it loaded is not listed twice). */
export function usePagedAnswer<T extends { id: number }, A extends PagedAnswer<T>>(
  options: ReturnType<typeof pagedAnswerOptions<A>>,
  enabled = true,
) {
  const query = useInfiniteQuery({ ...options, enabled });
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  const total = Math.max(pages.at(-1)?.total ?? 0, items.length);
  return { query, items, total, first: pages[0] };
}
