import type { InterviewItem } from "@shared/bookings";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";

/**
 * Admin: all interviews; teacher: their own. A page at a time (the latest date first), with the number of all of them
 * (X-Total-Count).
 */
export const interviewsQueryOptions = pagedQueryOptions<InterviewItem>("/api/interviews");

export function useInterviewPages(enabled = true) {
  return usePagedList(interviewsQueryOptions, enabled);
}
