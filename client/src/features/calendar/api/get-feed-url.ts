import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The private address of the signed-in user's lessons feed (made on the first ask). */
export interface CalendarFeed {
  url: string;
}

export const calendarFeedQueryKey = ["/api/calendar/feed-url"] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: () => apiRequest<CalendarFeed>("GET", "/api/calendar/feed-url"),
  });

/** GET /api/calendar/feed-url → {url}. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
