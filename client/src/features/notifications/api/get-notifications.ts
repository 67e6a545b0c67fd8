import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { NotificationItem } from "@shared/admin";
import { apiGetPage, apiRequest } from "@/lib/api-client";
import { UNREAD_COUNT_HEADER } from "@shared/paging";
import { pageUrl } from "@/lib/paged-list";

/**
 * GET /api/notifications: the signed-in user's own notifications, newest first (an admin's include the shared admin
 * feed). The header's bell and the admin's Notifications tab read this one query, so a notification read in one is
 * read in the other.
 */
export const notificationsQueryKey = ["/api/notifications"] as const;

/** A page of the list, with the number of all unread ones when the server says it (X-Unread-Count on each page). */
interface NotificationPage {
  items: NotificationItem[];
  total: number;
  unread: number | null;
}

export function unreadHeader(page: object): number | null {
  // An answer without the header (an older server): the bell counts the unread notifications it has loaded.
  const headers = "headers" in page && page.headers instanceof Headers ? page.headers : null;
  const raw = headers?.get(UNREAD_COUNT_HEADER)?.trim() ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** GET /api/notifications: one page from `offset`, with the unread count when the server says it. */
export async function getNotifications(offset: number): Promise<NotificationPage> {
  const page = await apiGetPage<NotificationItem>(pageUrl("/api/notifications", offset));
  return { items: page.items, total: page.total, unread: unreadHeader(page) };
}

/** How often an open page asks for new notifications (the bell would otherwise only change on a reload). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: [...notificationsQueryKey, "feed"],
  // Unlike the app's other reads (never stale, spec §7), notifications arrive from elsewhere: ask every minute while
  // the page is visible, and on coming back to the tab when the last answer is older than half that.
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: NOTIFICATIONS_REFRESH_MS / 2,
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: 0,
  // The next offset is how many have been loaded; an empty page ends the list even if the total says otherwise.
  getNextPageParam: (lastPage, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
    return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
  },
});

/** The pages loaded so far, flattened (a notification that moved to the next page is listed once), and the unread count. */
export function useNotifications(enabled = true) {
  const query = useInfiniteQuery({ ...notificationsQueryOptions, enabled });
  const seen = new Set<number>();
  const items: NotificationItem[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  const total = Math.max(query.data?.pages.at(-1)?.total ?? 0, items.length);
  const unread = query.data?.pages[0]?.unread ?? items.filter((n) => !n.read).length;
  return { query, items, total, unread };
}

type Feed = InfiniteData<NotificationPage, number>;

/** Shows `ids` (every one when null) as read at once, in the bell and the tab alike; the server's answer then follows. */
function markReadInCache(queryClient: QueryClient, ids: readonly number[] | null) {
  queryClient.setQueryData<Feed>(notificationsQueryOptions.queryKey, (feed) => {
    if (!feed) return feed;
    let newlyRead = 0;
    const pages = feed.pages.map((page) => ({
      ...page,
      items: page.items.map((n) => {
        if (n.read || (ids !== null && !ids.includes(n.id))) return n;
        newlyRead += 1;
        return { ...n, read: true };
      }),
    }));
    const first = pages[0];
    if (first && first.unread !== null)
      pages[0] = { ...first, unread: ids === null ? 0 : Math.max(0, first.unread - newlyRead) };
    return { ...feed, pages };
  });
}

/** PATCH /api/notifications/{id} {read}. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<NotificationItem>("PATCH", `/api/notifications/${id}`, { read: true }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      markReadInCache(queryClient, [id]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** POST /api/notifications/read-all: 'Mark all read'. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>("POST", "/api/notifications/read-all"),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      markReadInCache(queryClient, null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
