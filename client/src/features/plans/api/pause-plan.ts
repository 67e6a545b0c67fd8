import { useMutation } from "@tanstack/react-query";
import type { PlanItem } from "@shared/plans";
import { apiRequest } from "@/lib/api-client";
import { useRefreshAfterPlan } from "./change-plan";

/** POST /api/plans/{id}/pause: the lessons inside become credits; the weekly times stay the family's (decision 090). */
export function usePausePlan() {
  const refresh = useRefreshAfterPlan();
  return useMutation({
    mutationFn: ({ id, from, until }: { id: number; from: string; until: string }) =>
      apiRequest<PlanItem>("POST", `/api/plans/${id}/pause`, { from, until }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/plans/{id}/resume: ends a pause early; lessons already credited stay credits. */
export function useResumePlan() {
  const refresh = useRefreshAfterPlan();
  return useMutation({
    mutationFn: (id: number) => apiRequest<PlanItem>("POST", `/api/plans/${id}/resume`),
    onSuccess: () => refresh(),
  });
}
