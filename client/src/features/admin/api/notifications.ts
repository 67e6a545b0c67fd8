import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { usePagedList } from "@/lib/paged-list";
import type { AdminNotification } from "./types";

export const adminNotificationsQueryOptions = queryOptions<AdminNotification[] | null>({
  queryKey: ["/api/admin/notifications"],
});

/** The feed a page at a time, newest first, with the number of all of them (X-Total-Count). */
export function useAdminNotificationPages() {
  return usePagedList<AdminNotification>("/api/admin/notifications");
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiRequest<AdminNotification>("PATCH", `/api/admin/notifications/${id}`, { read }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQueryOptions.queryKey }),
  });
}
