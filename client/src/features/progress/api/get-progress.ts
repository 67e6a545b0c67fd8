import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { StudentProgress } from "@shared/lessons";
import { studentRecordsQueryKey } from "@/features/students";
import { apiGet } from "@/lib/api-client";
import { pageUrl } from "@/lib/paged-list";

/** Reports a page: a timeline reads well in tens, and the chart grows as more load. */
export const PROGRESS_PAGE = 10;

/**
 * GET /api/students/{id}/progress, a page of reports at a time (limit/offset over the reports; `total` counts
 * them all). The key starts with the child's records key so a change to the child reloads it.
 */
export const getProgress = async (studentId: number, offset: number, limit: number) =>
  (await apiGet<StudentProgress>(pageUrl(`/api/students/${studentId}/progress`, offset, limit)))!;

export const progressQueryOptions = (studentId: number, limit = PROGRESS_PAGE) =>
  infiniteQueryOptions({
    queryKey: [...studentRecordsQueryKey, studentId, "progress", "pages", limit],
    queryFn: ({ pageParam }) => getProgress(studentId, pageParam, limit),
    initialPageParam: 0,
    // An empty page ends the list even if the total says otherwise (reports removed meanwhile).
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.reports.length, 0);
      return last.reports.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** The child's progress: the attendance of the first page (it counts every lesson), and each page's reports and lessons, once each. */
export function useStudentProgress(studentId: number | null) {
  const query = useInfiniteQuery({ ...progressQueryOptions(studentId ?? 0), enabled: studentId !== null });
  const pages = query.data?.pages ?? [];
  const reportIds = new Set<number>();
  const lessonIds = new Set<number>();
  const reports: StudentProgress["reports"] = [];
  const lessons: StudentProgress["lessons"] = [];
  for (const page of pages) {
    for (const report of page.reports) {
      if (reportIds.has(report.id)) continue;
      reportIds.add(report.id);
      reports.push(report);
    }
    for (const lesson of page.lessons) {
      if (lessonIds.has(lesson.bookingId)) continue;
      lessonIds.add(lesson.bookingId);
      lessons.push(lesson);
    }
  }
  const attendance = pages[0]?.attendance ?? null;
  const total = Math.max(pages.at(-1)?.total ?? 0, reports.length);
  // The lessons are not paged (the latest PROGRESS_LESSONS_MAX): this counts them all.
  const lessonsTotal = Math.max(pages[0]?.lessonsTotal ?? 0, lessons.length);
  return { query, attendance, reports, lessons, lessonsTotal, total };
}

export type StudentProgressList = ReturnType<typeof useStudentProgress>;
