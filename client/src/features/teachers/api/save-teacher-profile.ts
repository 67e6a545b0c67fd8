import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeacherProfile, TeacherProfileInput } from "@shared/teachers";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "@/features/auth";
import { dashboardQueryOptions } from "@/features/dashboard";
import { teacherProfileQueryOptions } from "./get-teacher-profile";

/** Creates (201) or updates (200) the caller's profile; a rejected profile goes back to review. */
export function useSaveTeacherProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeacherProfileInput) => apiRequest<TeacherProfile>("POST", "/api/teacher/profile", input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(teacherProfileQueryOptions.queryKey, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
      ]);
    },
  });
}
