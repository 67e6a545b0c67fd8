import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyActivity } from "@shared/admin";
import { apiGet } from "@/lib/api-client";

/** GET /api/admin/analytics: sign-ups and bookings per week, last 12 weeks. */
export const getAnalytics = () => apiGet<WeeklyActivity[]>("/api/admin/analytics");

export const analyticsQueryOptions = queryOptions({
  queryKey: ["/api/admin/analytics"],
  queryFn: () => getAnalytics(),
});

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}
