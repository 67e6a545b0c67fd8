import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeacherHours, TeacherHoursValues } from "@shared/teacher-hours";
import { teacherProfileQueryOptions } from "@/features/teachers";
import { apiRequest } from "@/lib/api-client";
import { teacherHoursQueryOptions } from "./get-teacher-hours";

/** Replaces the teacher's hours (PUT /api/teacher/availability); the answer is what was saved. */
export const saveTeacherHours = (input: TeacherHoursValues) =>
  apiRequest<TeacherHours>("PUT", "/api/teacher/availability", input);

export function useSaveTeacherHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeacherHours,
    onSuccess: async (saved) => {
      queryClient.setQueryData(teacherHoursQueryOptions.queryKey, saved);
      // The profile carries the zone and the hours' summary that the Profile tab shows.
      await queryClient.invalidateQueries({ queryKey: teacherProfileQueryOptions.queryKey });
    },
  });
}
