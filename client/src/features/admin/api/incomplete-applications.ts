import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { usePagedList } from "@/lib/paged-list";
import type { IncompleteApplication } from "./types";

export const incompleteApplicationsQueryOptions = queryOptions<IncompleteApplication[] | null>({
  queryKey: ["/api/admin/incomplete-applications"],
});

/** A page at a time, the latest applicant first, with the number of all of them (X-Total-Count). */
export function useIncompleteApplications() {
  return usePagedList<IncompleteApplication>("/api/admin/incomplete-applications");
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
