import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeacherListItem, TeacherProfile, TeacherReviewInput } from "@shared/teachers";
import { apiRequest } from "@/lib/api-client";
import { dashboardQueryOptions } from "@/features/dashboard/api/get-dashboard";
import { incompleteApplicationsQueryOptions } from "./incomplete-applications";

export type ReviewStatus = "pending" | "approved";

/** Pending or approved applications, admin view (with email, checks and documents). */
export const adminTeachersQueryOptions = (status: ReviewStatus) =>
  queryOptions<TeacherListItem[] | null>({ queryKey: [`/api/teachers?status=${status}&limit=50`] });

export function useAdminTeachers(status: ReviewStatus) {
  return useQuery(adminTeachersQueryOptions(status));
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
