import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReviewInput, ReviewItem } from "@shared/reviews";
import { bookingsQueryOptions } from "@/features/bookings";
import { classesQueryKey } from "@/features/classes";
import { publicProfileQueryKey, teachersQueryKey } from "@/features/teachers";
import { apiRequest } from "@/lib/api-client";
import { teacherReviewsQueryKey } from "./get-teacher-reviews";

/**
 * The teacher's reviews and profile (the keys the teacher page uses), their browse card, and the class pages that
 * show their rating.
 */
export const reviewedTeacherKeys = (teacherId: number) => [
  teacherReviewsQueryKey(teacherId),
  publicProfileQueryKey(teacherId),
  teachersQueryKey,
  classesQueryKey,
];

/** POST /api/reviews → 201: the review of one held lesson; the booking's request disappears, the teacher's rating moves. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: CreateReviewInput; teacherId: number }) =>
      apiRequest<ReviewItem>("POST", "/api/reviews", input),
    onSuccess: (_review, { teacherId }) =>
      Promise.all(
        [bookingsQueryOptions.queryKey, ...reviewedTeacherKeys(teacherId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

// Kept beside the review it declines: the dashboard's request is answered by a review or by this.
/** POST /api/bookings/{id}/review-request/dismiss → 204: the request stops showing (the booking's reviewDue turns false). */
export function useDismissReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => apiRequest<void>("POST", `/api/bookings/${bookingId}/review-request/dismiss`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
  });
}
