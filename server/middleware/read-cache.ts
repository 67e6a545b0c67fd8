// A short-lived cache for answers that are the same for every caller and costly at scale: the public teacher
// listing (browse) and the admin's platform-wide counts (decision 011).
//
// Freshness within this process: every state-changing request (any method but GET/HEAD) empties the cache when it
// starts and again when it ends, and an answer computed while a write was under way is not stored (the generation
// changed). Other processes of a multi-instance deployment see their writes here after at most the TTL.
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
  store(key: string, generation: number, body: string, headers?: Record<string, string>): CachedAnswer;
  /** Empties the cache (a write began or ended). */
  invalidate(): void;
  /** Middleware: invalidates around every state-changing request. */
  invalidateOnWrites: RequestHandler;
}

export function createReadCache({ ttlMs = 10_000, maxBytes = 16 * 1024 * 1024 } = {}): ReadCache {
  const entries = new LRUCache<string, CachedAnswer>({
    max: 1000,
    maxSize: maxBytes,
    sizeCalculation: (v) => v.body.length + 200,
    ttl: ttlMs,
  });
  let gen = 0;
  const invalidate = () => {
    gen++;
    entries.clear();
  };
  return {
    // ttl 0 would mean "forever" to lru-cache; here it means no caching at all.
    get: (key) => (ttlMs > 0 ? entries.get(key) : undefined),
    generation: () => gen,
    store(key, generation, body, headers = {}) {
      // The same weak validator Express would compute, once per stored answer instead of once per request.
      const etag = `W/"${Buffer.byteLength(body).toString(16)}-${crypto.createHash("sha1").update(body).digest("base64").slice(0, 27)}"`;
      const answer = { body, etag, headers };
      if (ttlMs > 0 && generation === gen) entries.set(key, answer);
      return answer;
    },
    invalidate,
    invalidateOnWrites: (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
      invalidate();
      res.once("close", invalidate);
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
