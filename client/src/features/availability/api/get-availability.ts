import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Availability } from "@shared/availability";

// The signed-in teacher's weekly hours, exceptions, notice and zone (api.md "Scheduling").
export const availabilityQueryOptions = queryOptions<Availability | null>({ queryKey: ["/api/teacher/availability"] });

export function useAvailability(enabled = true) {
  return useQuery({ ...availabilityQueryOptions, enabled });
}
