// A short-lived cache for the answers that are the same for everyone and costly at scale: browse and the admin's
// counts (decision 024). A write empties only the tags it can change, in every process, when it answers (052, 056).
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { CacheBus } from "./cache-bus";

export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
  /** Kept in the cache (so worth compressing once for everyone). */
  stored?: boolean;
  /** The body gzipped, made once when first asked for (large listings: ~55 KB of JSON to ~8 KB). */
  gzipped?: Buffer;
}

/** The cached families of answers: the public teacher listing, the admin's counts. */
export const CACHE_TAGS = ["teachers", "dashboard"] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface ReadCache {
  /** The cached answer for key, if any. */
  get(key: string): CachedAnswer | undefined;
  /** Call before computing key's answer; pass the result to store() so a write in between prevents storing stale data. */
  generation(key: string): number;
  /** Stores unless a write of key's tag ended since `generation` was taken; `ttl` may shorten the entry's life. */
  store(key: string, generation: number, body: string, headers?: Record<string, string>, ttl?: number): CachedAnswer;
  /**
   * The cached answer for key, or one computed once for all the callers asking at the same moment (a cold cache
   * under load would otherwise run the same costly query once per waiting request).
   */
  getOrCompute(
    key: string,
    compute: () => Promise<{ body: string; headers?: Record<string, string> }>,
  ): Promise<CachedAnswer>;
  /** Empties these tags (all by default) in this process. */
  invalidate(tags?: readonly string[]): void;
  /**
   * Middleware: when a state-changing request ends (unless refused with a 4xx that changed nothing), empties the
   * tags it can change, here and in every process.
   */
  invalidateOnWrites: RequestHandler;
}

/** A write whose client went away and whose handler never answers is taken as ended after this long. */
const ABORTED_WRITE_QUIET_MS = 60_000;

type Scope = readonly CacheTag[];
const NOTHING: Scope = [];
const COUNTS: Scope = ["dashboard"];
const LISTING: Scope = ["teachers"];

/**
 * What a write can change among the cached answers. Listed here are the writes known to leave some of them alone;
 * any other write (a new route included) empties every tag, so forgetting a route here costs speed, never freshness.
 */
const WRITE_SCOPES: [method: string, path: RegExp, scope: Scope][] = [
  // Accounts, sign-ins and settings: no teacher, class, review or count changes.
  ["POST", /^\/(api\/)?(login|logout|register|auth)$/, NOTHING],
  ["POST", /^\/api\/password\/(forgot|reset)$/, NOTHING],
  ["PATCH", /^\/api\/user\/(password|preferences)$/, NOTHING],
  ["PATCH", /^\/api\/(admin\/)?notifications\/[^/]+$/, NOTHING],
  ["POST", /^\/api\/notifications\/read-all$/, NOTHING],
  ["POST", /^\/api\/calendar\/feed-url\/reset$/, NOTHING],
  ["POST", /^\/api\/bookings\/[^/]+\/review-request\/dismiss$/, NOTHING],
  // Children, bookings, lesson reports and payments: the admin's counts, not the listing.
  ["POST", /^\/api\/student\/profile$/, COUNTS],
  ["PATCH", /^\/api\/student\/profiles\/[^/]+$/, COUNTS],
  ["POST", /^\/api\/bookings$/, COUNTS],
  ["PATCH", /^\/api\/bookings\/[^/]+(\/report)?$/, COUNTS],
  ["POST", /^\/api\/bookings\/[^/]+\/report$/, COUNTS],
  ["POST", /^\/order(\/[^/]+\/capture)?$/, COUNTS],
  // A review or a reply: the rating in the listing.
  ["POST", /^\/api\/reviews(\/[^/]+\/reply)?$/, LISTING],
];

/** The tags a state-changing request may change (every tag unless listed in WRITE_SCOPES). */
export function writeScope(req: Pick<Request, "method" | "path">): readonly CacheTag[] {
  for (const [method, path, scope] of WRITE_SCOPES) if (req.method === method && path.test(req.path)) return scope;
  return CACHE_TAGS;
}

const tagOf = (key: string) => {
  const at = key.indexOf(":");
  return at < 0 ? key : key.slice(0, at);
};

export function createReadCache({
  ttlMs = 10_000,
  maxBytes = 16 * 1024 * 1024,
  bus,
}: {
  ttlMs?: number;
  maxBytes?: number;
  bus?: CacheBus;
} = {}): ReadCache {
  const entries = new LRUCache<string, CachedAnswer>({
    max: 1000,
    maxSize: maxBytes,
    // Bytes, roughly: UTF-16 strings in memory (key and body) plus the headers and the object.
    sizeCalculation: (v, k) => 2 * (v.body.length + k.length) + 300,
    ttl: ttlMs,
  });
  // Per tag: bumped by every invalidation (when a write ends, here or in another process).
  const gens = new Map<string, number>();
  // Every tag asked about is registered, so "every tag" includes it.
  const genOf = (tag: string) => {
    const gen = gens.get(tag);
    if (gen !== undefined) return gen;
    gens.set(tag, 0);
    return 0;
  };
  // Computations under way, by generation and key: a write in between starts a new one rather than sharing.
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  const invalidate = (tags: readonly string[] = [...new Set([...CACHE_TAGS, ...gens.keys()])]) => {
    if (tags.length === 0) return;
    for (const tag of tags) gens.set(tag, genOf(tag) + 1);
    for (const key of [...entries.keys()]) if (tags.includes(tagOf(key))) entries.delete(key);
  };
  // Another process's write ended: empty what it changed. The bus going down empties everything (a message may be
  // lost).
  bus?.subscribe((tags) => invalidate(tags));
  const caching = () => ttlMs > 0 && (bus?.connected() ?? true);
  return {
    // ttl 0 would mean "forever" to lru-cache; here it means no caching at all.
    get: (key) => (caching() ? entries.get(key) : undefined),
    generation: (key) => genOf(tagOf(key)),
    store(key, generation, body, headers = {}, ttl) {
      // The same weak validator Express would compute, once per stored answer instead of once per request.
      const etag = `W/"${Buffer.byteLength(body).toString(16)}-${crypto.createHash("sha1").update(body).digest("base64").slice(0, 27)}"`;
      const answer: CachedAnswer = { body, etag, headers };
      const tag = tagOf(key);
      // Not if a write ended (here or elsewhere) since the read began: the read may predate its commit.
      if (caching() && generation === genOf(tag)) {
        entries.set(key, answer, ttl ? { ttl: Math.min(ttl, ttlMs) } : undefined);
        // lru-cache refuses an entry larger than the cache without a word: only what it kept counts as stored
        // (a stored answer is gzipped for everyone; one not kept would be compressed again on every request).
        answer.stored = entries.peek(key) === answer;
      }
      return answer;
    },
    getOrCompute(key, compute) {
      // Off means off: every request computes its own answer.
      if (!caching()) {
        // The generation before computing: should the bus come back meanwhile, an answer read while it was down
        // (and a write elsewhere missed) is not stored.
        const generation = this.generation(key);
        return compute().then(({ body, headers }) => this.store(key, generation, body, headers));
      }
      const hit = this.get(key);
      if (hit) return Promise.resolve(hit);
      const generation = this.generation(key);
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
      const tags = writeScope(req);
      if (tags.length === 0) return next();
      // Nothing happens when a write starts (decision 056): a flood of junk writes, signed in or not, must not keep
      // every process computing every answer. When it ends, the generation moves on, so an answer read before that
      // (before or during its commit) is never stored, and what was stored is dropped.
      let ended = false;
      let fallback: NodeJS.Timeout | undefined;
      const invalidateNow = () => {
        // Refused (4xx): nothing changed (house rule), so nothing to empty, here or elsewhere, unless the handler
        // says it changed something before refusing (res.locals.dataChanged). A 5xx may have changed something.
        const refused = res.statusCode >= 400 && res.statusCode < 500 && res.locals?.dataChanged !== true;
        if (refused) return;
        invalidate(tags);
        // After the commit (our handlers answer after it): the other processes drop what they may have read before.
        bus?.publish(tags);
      };
      const done = () => {
        if (ended) return;
        ended = true;
        clearTimeout(fallback);
        invalidateNow();
      };
      // Our handlers answer after their commit, so the write is over when the handler ends its answer, even if
      // the client left before (then the answer goes nowhere, but res.end is still called).
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      res.end = ((...args: unknown[]) => {
        try {
          return end(...args);
        } finally {
          done();
        }
      }) as typeof res.end;
      // A handler still working a minute after its client left: what it may have committed is emptied then, and
      // again when it answers at last.
      res.once("close", () => {
        if (!ended) fallback = setTimeout(invalidateNow, ABORTED_WRITE_QUIET_MS).unref();
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
