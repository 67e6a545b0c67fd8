import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StudentItem, StudentValues } from "@shared/students";
import { dashboardQueryOptions } from "@/features/dashboard";
import { apiRequest } from "@/lib/api-client";
import { studentsQueryOptions } from "./get-students";

// A new or changed child changes the list and the parent's figures (the children count).
function useInvalidateStudents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
    ]);
}

/** POST /api/student/profile → 201 StudentItem. */
export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (input: StudentValues) => apiRequest<StudentItem>("POST", "/api/student/profile", input),
    onSuccess: invalidate,
  });
}

/** PATCH /api/student/profiles/{id} → 200 StudentItem. */
export function useUpdateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, ...input }: StudentValues & { id: number }) =>
      apiRequest<StudentItem>("PATCH", `/api/student/profiles/${id}`, input),
    onSuccess: invalidate,
  });
}
