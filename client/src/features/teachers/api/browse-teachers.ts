import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Language, Level, Subject } from "@shared/constants";
import type { Gender, Riwayah } from "@shared/matching";
import type { TeacherListItem } from "@shared/teachers";
import { TOTAL_CAPPED_HEADER } from "@shared/paging";
import { apiGetPage } from "@/lib/api-client";

/** Teachers per request (the server allows up to 50): four rows of three on a wide screen, and a phone draws the first screen sooner (decision 037). */
export const BROWSE_PAGE_SIZE = 12;

export interface BrowseFilters {
  /** Already trimmed; empty means no search. */
  q: string;
  subject: Subject | "";
  level: Level | "";
  /** Issue 36: what families ask for when matching; "" (or false) is no filter. */
  gender: Gender | "";
  riwayah: Riwayah | "";
  language: Language | "";
  /** Only teachers whose ijazah an admin verified. */
  ijazah: boolean;
}

/** One page of the browse, with the total of all matches; `capped`: more match than the total says (decision 058). */
export interface BrowsePage {
  items: TeacherListItem[];
  total: number;
  capped: boolean;
}

export const EMPTY_BROWSE_FILTERS: BrowseFilters = {
  q: "",
  subject: "",
  level: "",
  gender: "",
  riwayah: "",
  language: "",
  ijazah: false,
};

/** The filters as query parameters, in one order for the page's URL and the API's (`q` only when searching). */
export function browseFilterParams(filters: BrowseFilters, params = new URLSearchParams()): URLSearchParams {
  const { q, subject, level, gender, riwayah, language, ijazah } = filters;
  if (q) params.set("q", q);
  if (subject) params.set("subject", subject);
  if (level) params.set("level", level);
  if (gender) params.set("gender", gender);
  if (riwayah) params.set("riwayah", riwayah);
  if (language) params.set("language", language);
  if (ijazah) params.set("ijazah", "true");
  return params;
}

/** GET /api/teachers for parents: approved teachers only, filtered by the server; `q` only when there is a search. */
export function browseTeachersUrl(filters: BrowseFilters, offset: number): string {
  const params = browseFilterParams(filters, new URLSearchParams({ status: "approved" }));
  params.set("limit", String(BROWSE_PAGE_SIZE));
  params.set("offset", String(offset));
  return `/api/teachers?${params.toString()}`;
}

/** One page of the browse from `offset`. */
export async function getTeachersPage(filters: BrowseFilters, offset: number): Promise<BrowsePage> {
  const { items, total, headers } = await apiGetPage<TeacherListItem>(browseTeachersUrl(filters, offset));
  return { items, total, capped: headers.get(TOTAL_CAPPED_HEADER) === "true" };
}

/** Every browse of the teachers (each search, each page) starts with this key: a new review moves their cards. */
export const teachersQueryKey = ["/api/teachers"] as const;

export const browseTeachersQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: [...teachersQueryKey, "browse", filters],
    queryFn: ({ pageParam }) => getTeachersPage(filters, pageParam),
    initialPageParam: 0,
    // The next offset is how many have been loaded; an empty page ends the list even if the total says otherwise.
    // A capped total (more than BROWSE_TOTAL_CAP match) is a lower bound: the list goes on until a page comes empty
    // (a page may hold fewer than asked for before the end: the server cuts a page at 1 MB).
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      if (lastPage.items.length === 0) return undefined;
      return lastPage.capped || loaded < lastPage.total ? loaded : undefined;
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
  const last = query.data?.pages.at(-1);
  return { query, teachers, total: last?.total ?? 0, capped: last?.capped ?? false };
}
