import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StudentLessonSummary } from "@shared/lessons";
import type { StudentItem } from "@shared/students";
import { apiGet } from "@/lib/api-client";

/** A child as the parent's list carries it: with the next lesson and the last report (issue 16), when the server adds them. */
export type StudentWithSummary = StudentItem & { summary?: StudentLessonSummary };

/** GET /api/student/profiles: the signed-in parent's children, oldest first as the server lists them. */
export const getStudents = () => apiGet<StudentWithSummary[]>("/api/student/profiles");

export const studentsQueryOptions = queryOptions({ queryKey: ["/api/student/profiles"], queryFn: () => getStudents() });

export function useStudents(enabled = true) {
  return useQuery({ ...studentsQueryOptions, enabled });
}

/** Every read about one child (GET /api/students/{id}/…: progress, hifz record, badges) starts with this key. */
export const studentRecordsQueryKey = ["/api/students"] as const;
