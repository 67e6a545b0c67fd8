import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardFigures } from "@shared/users";

// Real figures for the current role (api.md GET /api/dashboard); refreshed when the role changes.
export const dashboardQueryOptions = queryOptions<DashboardFigures | null>({ queryKey: ["/api/dashboard"] });

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions, enabled });
}
