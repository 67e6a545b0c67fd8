import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewItem } from "@shared/reviews";
import { apiRequest } from "@/lib/api-client";
import { teacherReviewsQueryKey } from "./get-teacher-reviews";

/** POST /api/reviews/{id}/reply: the reviewed teacher answers once (409 for a second reply). */
export function useReplyToReview(teacherUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      apiRequest<ReviewItem>("POST", `/api/reviews/${reviewId}/reply`, { reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherReviewsQueryKey(teacherUserId) }),
  });
}
