import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HoursExceptionInput, TeacherHours } from "@shared/teacher-hours";
import { apiRequest } from "@/lib/api-client";
import { teacherHoursQueryOptions } from "./get-teacher-hours";

/** Replaces the teacher's exceptions alone (PUT /api/teacher/availability/exceptions); the week is not sent. */
export const saveHoursExceptions = (exceptions: HoursExceptionInput[]) =>
  apiRequest<TeacherHours>("PUT", "/api/teacher/availability/exceptions", { exceptions });

export function useSaveHoursExceptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoursExceptions,
    onSuccess: (saved) => {
      // Only the exceptions: an unsaved change of the week in the form stays as it is.
      queryClient.setQueryData<TeacherHours>(teacherHoursQueryOptions.queryKey, (old) =>
        old ? { ...old, exceptions: saved.exceptions } : saved,
      );
    },
  });
}
