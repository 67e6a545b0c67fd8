import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Slot } from "@shared/classes";
import { classQueryOptions } from "@/features/classes";
import { apiGet } from "@/lib/api-client";

/** Every availability range of a class: the prefix to invalidate after a booking changes it. */
export const availabilityKey = (classId: number) => [...classQueryOptions(classId).queryKey, "availability"] as const;

/**
 * GET /api/classes/{id}/availability: `from`/`to` are dates (yyyy-MM-dd) in the teacher's calendar, at most 62 days
 * apart.
 */
export const getAvailability = async (classId: number, from: string, to: string) =>
  (await apiGet<Slot[]>(`/api/classes/${classId}/availability?from=${from}&to=${to}`)) ?? [];

export const availabilityQueryOptions = (classId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...availabilityKey(classId), { from, to }],
    queryFn: () => getAvailability(classId, from, to),
    // Other families book too: a visit after a minute asks again rather than offering a taken slot.
    staleTime: 30_000,
  });

export function useAvailability(classId: number, range: { from: string; to: string } | null) {
  return useQuery({
    ...availabilityQueryOptions(classId, range?.from ?? "", range?.to ?? ""),
    enabled: range !== null,
  });
}
