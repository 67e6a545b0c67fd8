// A short-lived cache for answers that are the same for every caller and costly at scale: the public teacher
// listing (browse) and the admin's platform-wide counts (decision 024).
//
// Freshness within this process: every state-changing request (any method but GET/HEAD) empties the cache when it
// starts and again when it ends, and an answer computed while a write was under way is not stored (the generation
// changed, or a write is still in flight — until its handler has answered, even if its client left). Other
// processes of a multi-instance deployment, and changes made directly in the database, show after at most the TTL.
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";

export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
  /** Kept in the cache (so worth compressing once for everyone). */
  stored?: boolean;
  /** The body gzipped, made once when first asked for (large listings: ~55 KB of JSON to ~8 KB). */
  gzipped?: Buffer;
}

export interface ReadCache {
  /** The cached answer for key, if any. */
  get(key: string): CachedAnswer | undefined;
  /** Call before computing; pass the result to store() so a write in between prevents storing stale data. */
  generation(): number;
  /** Stores unless a write began since `generation` or is under way; `ttl` may shorten the entry's life. */
  store(key: string, generation: number, body: string, headers?: Record<string, string>, ttl?: number): CachedAnswer;
  /**
   * The cached answer for key, or one computed once for all the callers asking at the same moment (a cold cache
   * under load would otherwise run the same costly query once per waiting request).
   */
  getOrCompute(key: string, compute: () => Promise<{ body: string; headers?: Record<string, string> }>): Promise<CachedAnswer>;
  /** Empties the cache (a write began or ended). */
  invalidate(): void;
  /** Middleware: invalidates around every state-changing request. */
  invalidateOnWrites: RequestHandler;
}

/** A write whose client went away and whose handler never answers stops holding the cache off after this long. */
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
  // Computations under way, by generation and key: a write in between starts a new one rather than sharing.
  const inFlight = new Map<string, Promise<CachedAnswer>>();
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
      const answer: CachedAnswer = { body, etag, headers };
      // Not while a write is under way (its commit may land after this read), nor if one began since the read.
      if (ttlMs > 0 && generation === gen && writing === 0) {
        entries.set(key, answer, ttl ? { ttl: Math.min(ttl, ttlMs) } : undefined);
        // lru-cache refuses an entry larger than the cache without a word: only what it kept counts as stored
        // (a stored answer is gzipped for everyone; one not kept would be compressed again on every request).
        answer.stored = entries.peek(key) === answer;
      }
      return answer;
    },
    getOrCompute(key, compute) {
      // Off means off: every request computes its own answer.
      if (ttlMs <= 0) return compute().then(({ body, headers }) => this.store(key, gen, body, headers));
      const hit = this.get(key);
      if (hit) return Promise.resolve(hit);
      const generation = gen;
      const flightKey = `${generation} ${key}`;
      let flight = inFlight.get(flightKey);
      if (!flight) {
        flight = compute()
          .then(({ body, headers }) => this.store(key, generation, body, headers))
          .finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      return flight;
    },
    invalidate,
    invalidateOnWrites: (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
      invalidate();
      writing++;
      let open = true;
      let fallback: NodeJS.Timeout | undefined;
      const done = () => {
        if (!open) return;
        open = false;
        clearTimeout(fallback);
        writing--;
        invalidate();
      };
      // Our handlers answer after their commit, so the write is over when the handler ends its answer, even if
      // the client left before (then the answer goes nowhere, but res.end is still called).
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      res.end = ((...args: unknown[]) => {
        const result = end(...args);
        done();
        return result;
      }) as typeof res.end;
      // A handler that never answers after its client left is given up on after a minute.
      res.once("close", () => {
        if (open) fallback = setTimeout(done, ABORTED_WRITE_QUIET_MS).unref();
      });
      next();
    },
  };
}

/** Answers smaller than this are sent as they are: compressing them saves little. */
const GZIP_MIN_BYTES = 1024;

/** Sends a cached answer as JSON (304 when the client already has it), gzipped once for every client that takes it. */
export function sendCached(res: Parameters<RequestHandler>[1], answer: CachedAnswer): void {
  res.set(answer.headers);
  res.set("ETag", answer.etag);
  res.type("application/json");
  // Only answers kept in the cache: compressing costs ~1 ms per 50 KB, paid once there, per request otherwise.
  if (answer.stored && answer.body.length >= GZIP_MIN_BYTES) {
    res.vary("Accept-Encoding");
    if (res.req.acceptsEncodings("gzip", "identity") === "gzip") {
      answer.gzipped ??= zlib.gzipSync(answer.body, { level: 6 });
      res.set("Content-Encoding", "gzip");
      res.send(answer.gzipped);
      return;
    }
  }
  res.send(answer.body);
}
