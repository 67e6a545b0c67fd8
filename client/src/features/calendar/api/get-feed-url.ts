import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** The private address of the signed-in user's lessons feed (made on the first ask). */
export interface CalendarFeed {
  url: string;
}

/** GET /api/calendar/feed-url → {url}. */
export const getCalendarFeed = () => apiGet<CalendarFeed>("/api/calendar/feed-url");

export const calendarFeedQueryOptions = queryOptions({
  queryKey: ["/api/calendar/feed-url"],
  queryFn: () => getCalendarFeed(),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}
