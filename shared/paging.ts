// Paged lists (api.md "Bounded answers and caps"): the one query contract of every list that grows, so no answer
// carries more than `PAGE.maxLimit` items. The number of all matching items rides in the X-Total-Count header.
import { z } from "zod";
import { PAGE } from "./constants";

/** A count from a query string ("50") or a number, digits only: "1e3", "0x10" or "-0" are refused, not reinterpreted. */
const count = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
};

/** `limit` and `offset` of a list whose pages are smaller than the usual (the browse: items of many kilobytes each). */
export const pageQuery = (maxLimit: number = PAGE.maxLimit, defaultLimit: number = PAGE.defaultLimit) =>
  z.object({
    limit: count("limit", 1, maxLimit).default(defaultLimit),
    offset: count("offset", 0, PAGE.maxOffset).default(0),
  });

/** `limit` (1–100, default 50) and `offset`: every paged list; extend it for a list with filters. */
export const pageQuerySchema = pageQuery();
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The header that carries the number of all items of a paged list. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/**
 * The family's browse counts its matches only up to this many (decision 058): beyond it the total says "at least"
 * (TOTAL_CAPPED_HEADER), so a common word costs PostgreSQL a part of the teachers, not a pass over all of them.
 */
export const BROWSE_TOTAL_CAP = 1000;
/** "true" when X-Total-Count is a lower bound: more items match than were counted. */
export const TOTAL_CAPPED_HEADER = "X-Total-Count-Capped";

/** One page of a list and the number of all its items. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** GET /api/notifications: how many of the caller's notifications are unread, in all pages. */
export const UNREAD_COUNT_HEADER = "X-Unread-Count";
