import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyActivity } from "@shared/admin";

// Sign-ups and bookings per week, last 12 weeks.
export const analyticsQueryOptions = queryOptions<WeeklyActivity[] | null>({ queryKey: ["/api/admin/analytics"] });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}
