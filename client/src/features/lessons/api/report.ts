import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportOutcome } from "@shared/bookings";
import type { CreateReportValues, ProgressReportItem, UpdateReportInput } from "@shared/lessons";
import { studentsQueryOptions } from "@/features/students";
import { ApiError, apiGet, apiRequest } from "@/lib/api-client";

// Under the bookings' key: a change to the bookings (the report written, the lesson cancelled) reloads it too.
export const reportQueryOptions = (bookingId: number) =>
  queryOptions<ProgressReportItem | null>({
    queryKey: ["/api/bookings", bookingId, "report"],
    // No report yet (or none this viewer may read) answers 404: there is nothing to show or correct.
    queryFn: () =>
      apiGet<ProgressReportItem>(`/api/bookings/${bookingId}/report`).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });

/** A lesson's progress report (GET /api/bookings/{id}/report), read when the booking says it has one. */
export function useReport(bookingId: number, enabled = true) {
  return useQuery({ ...reportQueryOptions(bookingId), enabled });
}

/** The booking's new state shows everywhere it is listed, in the teacher's figures and on the child's card (last report). */
function useInvalidateLesson() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["/api/bookings"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
      queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey }),
      // The child's progress, hifz record and badges (the report's entries may have earned one).
      queryClient.invalidateQueries({ queryKey: ["/api/students"] }),
    ]);
}

/** POST /api/bookings/{id}/report: completes the lesson (teacher absent: cancels and refunds it). 409 when too early or done. */
export function useCreateReport() {
  const invalidate = useInvalidateLesson();
  return useMutation({
    mutationFn: ({ bookingId, ...input }: CreateReportValues & { bookingId: number }) =>
      apiRequest<ReportOutcome>("POST", `/api/bookings/${bookingId}/report`, input),
    onSuccess: invalidate,
  });
}

/** PATCH /api/bookings/{id}/report: a correction within 48 hours of writing it (409 after). */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLesson();
  return useMutation({
    mutationFn: ({ bookingId, ...input }: UpdateReportInput & { bookingId: number }) =>
      apiRequest<ProgressReportItem>("PATCH", `/api/bookings/${bookingId}/report`, input),
    onSuccess: (report, { bookingId }) => {
      queryClient.setQueryData(reportQueryOptions(bookingId).queryKey, report);
      return invalidate();
    },
  });
}
