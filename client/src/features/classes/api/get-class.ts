import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClassDetail } from "@shared/classes";

// One class with its teacher's public summary (api.md GET /api/classes/{id}); 404 when it cannot be booked.
export const classQueryOptions = (id: number) => queryOptions<ClassDetail | null>({ queryKey: ["/api/classes", id] });

export function useClass(id: number, enabled = true) {
  return useQuery({ ...classQueryOptions(id), enabled });
}
