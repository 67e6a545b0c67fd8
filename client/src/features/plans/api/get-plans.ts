import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlanItem } from "@shared/plans";
import { apiGet } from "@/lib/api-client";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";

/** The key every read of a plan starts with: a changed plan (or its payment) reloads them all. */
export const plansKey = ["/api/plans"] as const;

/** GET /api/plans, a page at a time: the parent's plans, the teacher's plan students, every plan for an admin. */
export const planPagesQueryOptions = pagedQueryOptions<PlanItem>("/api/plans");

export function usePlanPages(enabled = true) {
  return usePagedList(planPagesQueryOptions, enabled);
}

/** GET /api/plans/{id}: keyed under "/api/plans", so a change to any plan reloads it too. */
export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...plansKey, id], queryFn: () => apiGet<PlanItem>(`/api/plans/${id}`) });

export function usePlan(id: number | null) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== null });
}
