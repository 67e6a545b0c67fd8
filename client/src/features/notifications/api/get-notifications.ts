import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationItem } from "@shared/admin";
import { apiRequest } from "@/lib/api-client";
import { usePagedList } from "@/lib/paged-list";

// The signed-in user's own notifications (review decisions, interviews, reminders), newest first.
export const notificationsQueryOptions = queryOptions<NotificationItem[] | null>({ queryKey: ["/api/notifications"] });

/** The same list a page at a time, with the number of all of them (X-Total-Count). */
export function useNotificationPages(enabled = true) {
  return usePagedList<NotificationItem>("/api/notifications", { enabled });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<NotificationItem>("PATCH", `/api/notifications/${id}`, { read: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}
