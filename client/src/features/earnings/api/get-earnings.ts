// The teacher's earnings (GET /api/teacher/earnings, decision 094): the balances and a page of lessons at a time;
// the answer is an object, so its pages are read here rather than through lib/paged-list.ts.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { EarningItem, EarningsAnswer } from "@shared/earnings";
import { apiGet } from "@/lib/api-client";
import { pageUrl } from "@/lib/paged-list";

const EARNINGS_URL = "/api/teacher/earnings";
/** Lessons a page: a screen or two on a phone. */
export const EARNINGS_PAGE = 20;

export const earningsQueryOptions = (limit = EARNINGS_PAGE) =>
  infiniteQueryOptions({
    queryKey: [EARNINGS_URL, "pages", limit],
    queryFn: async ({ pageParam }) => (await apiGet<EarningsAnswer>(pageUrl(EARNINGS_URL, pageParam, limit)))!,
    initialPageParam: 0,
    // An empty page ends the list even if the total says otherwise.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // A status changes with the clock (available 48 hours after a report) and with reports made in another tab:
    // read again each time the tab opens, whatever the app's "never stale" default.
    staleTime: 0,
  });

/** The balances of the first page (every page carries the same ones) and each lesson once, newest first. */
export function useTeacherEarnings() {
  const query = useInfiniteQuery(earningsQueryOptions());
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  const items: EarningItem[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.bookingId)) continue;
      seen.add(item.bookingId);
      items.push(item);
    }
  }
  const first = pages[0];
  const summary = first
    ? { feePercent: first.feePercent, pending: first.pending, available: first.available, paidOut: first.paidOut }
    : null;
  const total = Math.max(pages.at(-1)?.total ?? 0, items.length);
  return { query, summary, items, total };
}

export type TeacherEarnings = ReturnType<typeof useTeacherEarnings>;
