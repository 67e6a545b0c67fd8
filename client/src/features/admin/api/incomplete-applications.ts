import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { IncompleteApplication } from "./types";

export const incompleteApplicationsQueryOptions = queryOptions<IncompleteApplication[] | null>({
  queryKey: ["/api/admin/incomplete-applications"],
});

export function useIncompleteApplications() {
  return useQuery(incompleteApplicationsQueryOptions);
}

/** POST /api/admin/send-reminder; 429 when one went out within 24 h. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { teacherId: number; message?: string }) =>
      apiRequest<{ sent: true }>("POST", "/api/admin/send-reminder", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incompleteApplicationsQueryOptions.queryKey }),
  });
}
