import { queryOptions } from "@tanstack/react-query";
import type { InterviewItem } from "@shared/bookings";
import { usePagedList } from "@/lib/paged-list";

// Admin: all interviews; teacher: their own.
export const interviewsQueryOptions = queryOptions<InterviewItem[] | null>({ queryKey: ["/api/interviews"] });

/** The same list a page at a time (the latest date first), with the number of all of them (X-Total-Count). */
export function useInterviewPages(enabled = true) {
  return usePagedList<InterviewItem>("/api/interviews", { enabled });
}
