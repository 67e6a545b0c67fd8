import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Availability, AvailabilityValues } from "@shared/availability";
import { apiRequest } from "@/lib/api-client";
import { availabilityQueryOptions } from "./get-availability";

/** Replaces the teacher's hours; the answer is what was saved. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityValues) => apiRequest<Availability>("PUT", "/api/teacher/availability", input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(availabilityQueryOptions.queryKey, saved);
      // The profile carries the zone and the hours' summary that the Profile tab shows.
      await queryClient.invalidateQueries({ queryKey: ["/api/teacher/profile"] });
    },
  });
}
