import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InterviewItem } from "@shared/bookings";

// Admin: all interviews; teacher: their own.
export const interviewsQueryOptions = queryOptions<InterviewItem[] | null>({ queryKey: ["/api/interviews"] });

export function useInterviews(enabled = true) {
  return useQuery({ ...interviewsQueryOptions, enabled });
}
