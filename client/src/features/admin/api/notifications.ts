import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AdminNotification } from "./types";

export const adminNotificationsQueryOptions = queryOptions<AdminNotification[] | null>({
  queryKey: ["/api/admin/notifications"],
});

export function useAdminNotifications() {
  return useQuery(adminNotificationsQueryOptions);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiRequest<AdminNotification>("PATCH", `/api/admin/notifications/${id}`, { read }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQueryOptions.queryKey }),
  });
}
