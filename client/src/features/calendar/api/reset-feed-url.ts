import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { calendarFeedQueryOptions, type CalendarFeed } from "./get-feed-url";

/** POST /api/calendar/feed-url/reset → {url}: a new secret; the old address answers 404 from then on. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>("POST", "/api/calendar/feed-url/reset"),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions.queryKey, feed),
  });
}
