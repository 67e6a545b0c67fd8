import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Slot } from "@shared/classes";
import { classQueryOptions } from "@/features/classes";
import { apiGet } from "@/lib/api-client";

/** Every range of a class's slots: the prefix to invalidate after a booking changes them. */
export const slotsKey = (classId: number) => [...classQueryOptions(classId).queryKey, "availability"] as const;

/** The class's slots; `from`/`to` are dates (yyyy-MM-dd) in the teacher's calendar, at most 62 days apart. */
export const getSlots = async (classId: number, from: string, to: string) =>
  (await apiGet<Slot[]>(`/api/classes/${classId}/availability?from=${from}&to=${to}`)) ?? [];

export const slotsQueryOptions = (classId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...slotsKey(classId), { from, to }],
    queryFn: () => getSlots(classId, from, to),
    // Other families book too: a visit after a minute asks again rather than offering a taken slot.
    staleTime: 30_000,
  });

export function useSlots(classId: number, range: { from: string; to: string } | null) {
  return useQuery({
    ...slotsQueryOptions(classId, range?.from ?? "", range?.to ?? ""),
    enabled: range !== null,
  });
}
