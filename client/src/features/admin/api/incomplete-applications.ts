import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";
import type { IncompleteApplication } from "./types";

/** A page at a time, the latest applicant first, with the number of all of them (X-Total-Count). */
export const incompleteApplicationsQueryOptions = pagedQueryOptions<IncompleteApplication>(
  "/api/admin/incomplete-applications",
);

export function useIncompleteApplications() {
  return usePagedList(incompleteApplicationsQueryOptions);
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
