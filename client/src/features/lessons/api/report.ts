import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportOutcome } from "@shared/bookings";
import type { CreateReportValues, ProgressReportItem, UpdateReportInput } from "@shared/lessons";
import { bookingsQueryOptions } from "@/features/bookings";
import { dashboardQueryOptions } from "@/features/dashboard";
import { studentRecordsQueryKey, studentsQueryOptions } from "@/features/students";
import { ApiError, apiGet, apiRequest } from "@/lib/api-client";

/** GET /api/bookings/{id}/report. No report yet (or none this viewer may read) answers 404: null, nothing to show. */
export const getReport = (bookingId: number) =>
  apiGet<ProgressReportItem>(`/api/bookings/${bookingId}/report`).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

// Under the bookings' key: a change to the bookings (the report written, the lesson cancelled) reloads it too.
export const reportQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: [...bookingsQueryOptions.queryKey, bookingId, "report"],
    queryFn: () => getReport(bookingId),
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
      queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey }),
      // The child's progress, hifz record and badges (the report's entries may have earned one).
      queryClient.invalidateQueries({ queryKey: studentRecordsQueryKey }),
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
