import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerificationStatus } from "@shared/constants";
import type { TeacherListItem, TeacherProfile, TeacherReviewInput } from "@shared/teachers";
import { apiRequest } from "@/lib/api-client";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";
import { dashboardQueryOptions } from "@/features/dashboard";
import { incompleteApplicationsQueryOptions } from "./incomplete-applications";

/** The admin's two lists of teachers: applications to review and approved teachers. */
export type ReviewStatus = Exclude<VerificationStatus, "rejected">;

/** The admin's list of pending or approved applications: 50 a page, the most GET /api/teachers gives. */
const adminTeachersPath = (status: ReviewStatus) => `/api/teachers?status=${status}&limit=50`;

/**
 * Pending or approved applications, admin view (with email, checks and documents), a page at a time, with the number
 * of all of them (X-Total-Count).
 */
export const adminTeachersQueryOptions = (status: ReviewStatus) =>
  pagedQueryOptions<TeacherListItem>(adminTeachersPath(status));

export function useAdminTeacherPages(status: ReviewStatus) {
  return usePagedList(adminTeachersQueryOptions(status));
}

/** PATCH /api/teacher/profile/{id}: a decision or the verification checks. */
export function useReviewTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, ...input }: TeacherReviewInput & { profileId: number }) =>
      apiRequest<TeacherProfile>("PATCH", `/api/teacher/profile/${profileId}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("pending").queryKey }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("approved").queryKey }),
        queryClient.invalidateQueries({ queryKey: incompleteApplicationsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
      ]),
  });
}
