import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ReviewItem } from "@shared/reviews";
import { publicProfileQueryKey } from "@/features/teachers";
import { apiGetPage } from "@/lib/api-client";
import { pageUrl } from "@/lib/paged-list";

/** Reviews per request: a screen or two on a phone. */
export const REVIEWS_PAGE_SIZE = 10;

/** Under the profile's key (["teachers", userId]): writing a review invalidates both (helper C2's create-review). */
export const teacherReviewsQueryKey = (userId: number) => [...publicProfileQueryKey(userId), "reviews"] as const;

/** GET /api/teachers/{userId}/reviews: one page from `offset`, with the number of all of them. */
export const getTeacherReviews = (userId: number, offset: number) =>
  apiGetPage<ReviewItem>(pageUrl(`/api/teachers/${userId}/reviews`, offset, REVIEWS_PAGE_SIZE));

export const teacherReviewsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: teacherReviewsQueryKey(userId),
    queryFn: ({ pageParam }) => getTeacherReviews(userId, pageParam),
    initialPageParam: 0,
    // The next offset is how many have been loaded; an empty page ends the list even if the total says otherwise.
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

/** The teacher's reviews, newest first (the server's order), a page at a time; a review seen twice is listed once. */
export function useTeacherReviews(userId: number) {
  const query = useInfiniteQuery(teacherReviewsQueryOptions(userId));
  const seen = new Set<number>();
  const items: ReviewItem[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const review of page.items) {
      if (seen.has(review.id)) continue;
      seen.add(review.id);
      items.push(review);
    }
  }
  const total = Math.max(query.data?.pages.at(-1)?.total ?? 0, items.length);
  return { query, items, total };
}
