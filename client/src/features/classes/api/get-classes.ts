import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClassItem } from "@shared/classes";

// A teacher acting as teacher gets their own classes (active and inactive); others the active classes of approved teachers.
export const classesQueryOptions = queryOptions<ClassItem[] | null>({ queryKey: ["/api/classes"] });

export function useClasses(enabled = true) {
  return useQuery({ ...classesQueryOptions, enabled });
}
