// A short-lived cache for answers that are the same for every caller and costly at scale: the public teacher
// listing (browse) and the admin's platform-wide counts (decision 011).
//
// Freshness within this process: every state-changing request (any method but GET/HEAD) empties the cache when it
// starts and again when it ends, and an answer computed while a write was under way is not stored (the generation
// changed, or a write is still in flight, or one was abandoned by its client less than a minute ago). Other
// processes of a multi-instance deployment, and changes made directly in the database, show after at most the TTL.
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";

export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

export interface ReadCache {
  /** The cached answer for key, if any. */
  get(key: string): CachedAnswer | undefined;
  /** Call before computing; pass the result to store() so a write in between prevents storing stale data. */
  generation(): number;
  /** Stores unless a write began since `generation` or is under way; `ttl` may shorten the entry's life. */
  store(key: string, generation: number, body: string, headers?: Record<string, string>, ttl?: number): CachedAnswer;
  /** Empties the cache (a write began or ended). */
  invalidate(): void;
  /** Middleware: invalidates around every state-changing request. */
  invalidateOnWrites: RequestHandler;
}

/** After a write whose client went away, its handler may still commit later: nothing is stored for this long. */
const ABORTED_WRITE_QUIET_MS = 60_000;

export function createReadCache({ ttlMs = 10_000, maxBytes = 16 * 1024 * 1024 } = {}): ReadCache {
  const entries = new LRUCache<string, CachedAnswer>({
    max: 1000,
    maxSize: maxBytes,
    // Bytes, roughly: UTF-16 strings in memory (key and body) plus the headers and the object.
    sizeCalculation: (v, k) => 2 * (v.body.length + k.length) + 300,
    ttl: ttlMs,
  });
  let gen = 0;
  let writing = 0;
  let quietUntil = 0;
  const invalidate = () => {
    gen++;
    entries.clear();
  };
  return {
    // ttl 0 would mean "forever" to lru-cache; here it means no caching at all.
    get: (key) => (ttlMs > 0 ? entries.get(key) : undefined),
    generation: () => gen,
    store(key, generation, body, headers = {}, ttl) {
      // The same weak validator Express would compute, once per stored answer instead of once per request.
      const etag = `W/"${Buffer.byteLength(body).toString(16)}-${crypto.createHash("sha1").update(body).digest("base64").slice(0, 27)}"`;
      const answer = { body, etag, headers };
      // Not while a write is under way (its commit may land after this read), nor if one began since the read.
      if (ttlMs > 0 && generation === gen && writing === 0 && Date.now() >= quietUntil) {
        entries.set(key, answer, ttl ? { ttl: Math.min(ttl, ttlMs) } : undefined);
      }
      return answer;
    },
    invalidate,
    invalidateOnWrites: (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
      invalidate();
      writing++;
      let ended = false;
      const end = (aborted: boolean) => {
        if (ended) return;
        ended = true;
        writing--;
        // Our handlers answer after their commit; a client that left early says nothing about when that is.
        if (aborted) quietUntil = Date.now() + ABORTED_WRITE_QUIET_MS;
        invalidate();
      };
      res.once("finish", () => end(false));
      res.once("close", () => end(!res.writableFinished));
      next();
    },
  };
}

/** Sends a cached answer as JSON (304 when the client already has it). */
export function sendCached(res: Parameters<RequestHandler>[1], answer: CachedAnswer): void {
  res.set(answer.headers);
  res.set("ETag", answer.etag);
  res.type("application/json");
  res.send(answer.body);
}
