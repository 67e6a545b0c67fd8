import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StudentItem } from "@shared/students";

// The signed-in parent's children (api.md GET /api/student/profiles), oldest first as the server lists them.
export const studentsQueryOptions = queryOptions<StudentItem[] | null>({ queryKey: ["/api/student/profiles"] });

export function useStudents(enabled = true) {
  return useQuery({ ...studentsQueryOptions, enabled });
}
