import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StudentLessonSummary } from "@shared/lessons";
import type { StudentItem } from "@shared/students";

/** A child as the parent's list carries it: with the next lesson and the last report (issue 16), when the server adds them. */
export type StudentWithSummary = StudentItem & { summary?: StudentLessonSummary };

// The signed-in parent's children (api.md GET /api/student/profiles), oldest first as the server lists them.
export const studentsQueryOptions = queryOptions<StudentWithSummary[] | null>({ queryKey: ["/api/student/profiles"] });

export function useStudents(enabled = true) {
  return useQuery({ ...studentsQueryOptions, enabled });
}
