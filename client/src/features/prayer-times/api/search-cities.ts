import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { CITY_SEARCH, type CityResult } from "@shared/cities";
import { apiGet } from "@/lib/api-client";

/** GET /api/cities?q= → at most 10 cities whose name starts with q, largest first. */
export const searchCities = async (q: string) =>
  (await apiGet<CityResult[]>(`/api/cities?q=${encodeURIComponent(q)}`)) ?? [];

export const citySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["/api/cities", { q }],
    queryFn: () => searchCities(q),
    // Reference data: the same answer all day.
    staleTime: Infinity,
  });

/** The search for a typed text (already debounced by the caller); asks nothing under 2 letters. */
export function useCitySearch(text: string) {
  const q = text.trim();
  return useQuery({
    ...citySearchQueryOptions(q),
    enabled: q.length >= CITY_SEARCH.minLength && q.length <= CITY_SEARCH.maxLength,
    // The previous list stays while the next letters are asked about, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
