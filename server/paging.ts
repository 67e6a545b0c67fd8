// Paged lists (api.md "Bounded answers and caps"): the body stays a JSON array, the number of all items rides in a
// header, and no answer is larger than MAX_ANSWER_BYTES.
import type { Response } from "express";
import { MAX_ANSWER_BYTES } from "@shared/constants";
import { TOTAL_COUNT_HEADER, type Page } from "@shared/paging";

/**
 * A page as JSON text, cut to the longest run of its items that fits in `budget` bytes. Text limits count
 * characters, not bytes: a full page of maximum-length items in a script of 3 UTF-8 bytes a character, or of
 * characters JSON escapes to 6 bytes, would pass 1 MB. A page cut short holds fewer than `limit` items; clients ask
 * for the next page from the number of items they received. One item is never near the budget (the text limits
 * bound it to about 150 kB), so a page always carries at least one.
 */
export function pageJson(items: readonly unknown[], budget = MAX_ANSWER_BYTES): { body: string; count: number } {
  const parts: string[] = [];
  let bytes = 2; // the brackets
  for (const item of items) {
    const part = JSON.stringify(item);
    const size = Buffer.byteLength(part) + (parts.length > 0 ? 1 : 0);
    if (bytes + size > budget && parts.length > 0) break;
    parts.push(part);
    bytes += size;
  }
  return { body: `[${parts.join(",")}]`, count: parts.length };
}

export function sendPage<T>(res: Response, page: Page<T>): void {
  res.set(TOTAL_COUNT_HEADER, String(page.total)).type("application/json").send(pageJson(page.items).body);
}
