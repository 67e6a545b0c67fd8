import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePlanInput, PlanCreated, PlanItem } from "@shared/plans";
import { bookingsQueryOptions } from "@/features/bookings";
import { dashboardQueryOptions } from "@/features/dashboard";
import { apiRequest } from "@/lib/api-client";
import { plansKey } from "./get-plans";

/** A plan changes its bookings too: the plans, the bookings and the dashboard's figures are read again. */
function useRefreshAfterPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plansKey }),
      queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
    ]);
}

/** POST /api/plans: 201 with the first cycle (its lessons held 30 minutes until paid); 400/409 name the date. */
export function useCreatePlan() {
  const refresh = useRefreshAfterPlan();
  return useMutation({
    mutationFn: (input: CreatePlanInput) => apiRequest<PlanCreated>("POST", "/api/plans", input),
    onSuccess: () => refresh(),
  });
}

/** POST /api/plans/{id}/cancel: no renewal; the lessons already paid go ahead (the answer names the last one). */
export function useCancelPlan() {
  const refresh = useRefreshAfterPlan();
  return useMutation({
    mutationFn: (id: number) => apiRequest<PlanItem>("POST", `/api/plans/${id}/cancel`),
    onSuccess: () => refresh(),
  });
}

/** After a payment: the plan is active and its lessons paid. */
export { useRefreshAfterPlan };
