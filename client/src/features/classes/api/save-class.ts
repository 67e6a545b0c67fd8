import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClassInput, ClassItem, ClassUpdateInput } from "@shared/classes";
import { dashboardQueryOptions } from "@/features/dashboard";
import { apiRequest } from "@/lib/api-client";
import { classesQueryKey } from "./get-class";

function useInvalidateClasses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: classesQueryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
    ]);
}

export function useCreateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (input: ClassInput) => apiRequest<ClassItem>("POST", "/api/classes", input),
    onSuccess: invalidate,
  });
}

/** Edits a class, or toggles it with `{ isActive }`. */
export function useUpdateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ id, ...input }: ClassUpdateInput & { id: number }) =>
      apiRequest<ClassItem>("PATCH", `/api/classes/${id}`, input),
    onSuccess: invalidate,
  });
}
