import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardFigures } from "@shared/users";
import { apiGet } from "@/lib/api-client";

/** GET /api/dashboard: real figures for the current role; refreshed when the role changes. */
export const getDashboard = () => apiGet<DashboardFigures>("/api/dashboard");

export const dashboardQueryOptions = queryOptions({ queryKey: ["/api/dashboard"], queryFn: () => getDashboard() });

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions, enabled });
}
