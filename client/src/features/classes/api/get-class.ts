import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClassDetail } from "@shared/classes";
import { apiGet } from "@/lib/api-client";

/**
 * Every read of /api/classes starts with this key (the list, a class, its free times): a saved class reloads them.
 * Here rather than in get-classes.ts, whose imports would weigh on the first page (the routes prefetch a class).
 */
export const classesQueryKey = ["/api/classes"] as const;

/** GET /api/classes/{id}: one class with its teacher's public summary; 404 when it cannot be booked. */
export const getClass = (id: number) => apiGet<ClassDetail>(`/api/classes/${id}`);

export const classQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...classesQueryKey, id], queryFn: () => getClass(id) });

export function useClass(id: number, enabled = true) {
  return useQuery({ ...classQueryOptions(id), enabled });
}
