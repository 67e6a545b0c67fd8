import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BadgeItem } from "@shared/hifz-badges";
import { studentRecordsQueryKey } from "@/features/students";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/students/{id}/badges/{code}/confirm: a second teacher of the child, or an admin, confirms a juz or khatm
 * certificate (issue 31); the child's badges reload with it confirmed.
 */
export function useConfirmBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, code }: { studentId: number; code: string }) =>
      apiRequest<BadgeItem>("POST", `/api/students/${studentId}/badges/${encodeURIComponent(code)}/confirm`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentRecordsQueryKey }),
  });
}
