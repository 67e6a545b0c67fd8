import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Level, Subject } from "@shared/constants";
import type { TeacherListItem } from "@shared/teachers";
import { apiGetPage } from "@/lib/api-client";

/** Teachers per request (the server allows up to 50): four rows of three on a wide screen, and a phone draws the first screen sooner (decision 037). */
export const BROWSE_PAGE_SIZE = 12;

export interface BrowseFilters {
  /** Already trimmed; empty means no search. */
  q: string;
  subject: Subject | "";
  level: Level | "";
}

export const EMPTY_BROWSE_FILTERS: BrowseFilters = { q: "", subject: "", level: "" };

/** GET /api/teachers for parents: approved teachers only, filtered by the server; `q` only when there is a search. */
export function browseTeachersUrl({ q, subject, level }: BrowseFilters, offset: number): string {
  const params = new URLSearchParams({ status: "approved" });
  if (q) params.set("q", q);
  if (subject) params.set("subject", subject);
  if (level) params.set("level", level);
  params.set("limit", String(BROWSE_PAGE_SIZE));
  params.set("offset", String(offset));
  return `/api/teachers?${params.toString()}`;
}

export const browseTeachersQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: ["/api/teachers", "browse", filters],
    queryFn: ({ pageParam }) => apiGetPage<TeacherListItem>(browseTeachersUrl(filters, pageParam)),
    initialPageParam: 0,
    // The next offset is how many have been loaded; an empty page ends the list even if the total says otherwise.
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

/** The pages loaded so far, flattened; a teacher who moved between pages (a new approval) is listed once. */
export function useBrowseTeachers(filters: BrowseFilters) {
  const query = useInfiniteQuery({
    ...browseTeachersQueryOptions(filters),
    // Keep the last results on screen while a changed search loads, instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
  const seen = new Set<number>();
  const teachers: TeacherListItem[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const teacher of page.items) {
      if (seen.has(teacher.id)) continue;
      seen.add(teacher.id);
      teachers.push(teacher);
    }
  }
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, teachers, total };
}
