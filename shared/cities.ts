// The city search behind the prayer-time setting (issue 17, "Beyond the peers"): GET /api/cities?q=.
import { z } from "zod";
import { NUL_MESSAGE, noNul } from "./fields";

export const CITY_SEARCH = { minLength: 2, maxLength: 60, maxResults: 10 } as const;

export const citySearchSchema = z.object({
  q: z
    .string({ error: "Type at least 2 letters of the city" })
    .trim()
    .min(CITY_SEARCH.minLength, "Type at least 2 letters of the city")
    .max(CITY_SEARCH.maxLength, `Must be at most ${CITY_SEARCH.maxLength} characters`)
    .refine(noNul, NUL_MESSAGE),
});
export type CitySearch = z.infer<typeof citySearchSchema>;

/** One answer of the search: enough to compute prayer times (coordinates and IANA zone) and to tell namesakes apart. */
export interface CityResult {
  name: string;
  country: string;
  /** State or province; "" when the data has none. */
  province: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}
