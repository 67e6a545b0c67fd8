import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationItem } from "@shared/admin";
import { apiRequest } from "@/lib/api-client";

// The signed-in user's own notifications (review decisions, interviews, reminders), newest first.
export const notificationsQueryOptions = queryOptions<NotificationItem[] | null>({ queryKey: ["/api/notifications"] });

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<NotificationItem>("PATCH", `/api/notifications/${id}`, { read: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}
