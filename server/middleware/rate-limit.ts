// Rate limits counted where every process sees them (decision 052), in PostgreSQL or Redis: counted per process, they
// would let an attacker multiply their attempts by the number of processes behind the load balancer.
import crypto from "node:crypto";
import rateLimit, {
  type IncrementResponse,
  type Options,
  type RateLimitRequestHandler,
  type Store,
} from "express-rate-limit";
import type { Request, Response } from "express";
import type pg from "pg";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { slowDown } from "express-slow-down";
import { HttpError } from "../http-error";
import { UNAVAILABLE_MESSAGE } from "./error-handler";

/** The part of a node-redis client the Redis store uses. */
export interface RedisCommander {
  sendCommand(args: string[]): Promise<unknown>;
}

/**
 * express-rate-limit's store on PostgreSQL: one upsert per counted request, on the database's clock so every process
 * agrees when a window ends. A window starts with its first hit (a fixed window per key, as the memory store counts).
 * Hand-written rather than @acpr/rate-limit-postgresql, which brings its own copy of pg, its own pool and its own
 * migration runner for what is one statement on our pool and one table in our migrations.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  #windowMs = 60_000;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
  ) {}

  /** The row's key: a long key (a client-chosen value) is hashed so it always fits the column. */
  #key(key: string): string {
    return (
      this.prefix + (key.length > 200 ? `sha256:${crypto.createHash("sha256").update(key).digest("base64url")}` : key)
    );
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string) {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      "select hits, reset_at from rate_limits where key = $1 and reset_at > now()",
      [this.#key(key)],
    );
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    // An expired row starts a new window; otherwise the count goes up within the current one.
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `insert into rate_limits (key, hits, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
       on conflict (key) do update set
         hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning hits, reset_at`,
      [this.#key(key), this.#windowMs],
    );
    return { totalHits: rows[0].hits, resetTime: rows[0].reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query("update rate_limits set hits = greatest(hits - 1, 0) where key = $1 and reset_at > now()", [
      this.#key(key),
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query("delete from rate_limits where key = $1", [this.#key(key)]);
  }
}

export interface LimiterOptions {
  /** Names the limiter's counts in the shared store: two limiters never share a name. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429's message, in our usual body shape; a function is given when the window ends (it may say so). */
  message: string | ((resetTime: Date | undefined) => string);
  /** Only failures count (sign-in: a wrong password is counted, the right one is not). */
  skipSuccessfulRequests?: boolean;
  /** Only successes count (sign-ins that worked, per account). */
  skipFailedRequests?: boolean;
  keyGenerator?: (req: Request) => string;
  /** Requests not counted, nor refused once the limit is reached (a certificate's genuine code). */
  skip?: (req: Request) => Promise<boolean>;
}

/** A delay rather than a refusal: each request past `after` in the window waits `stepMs` longer, up to `maxMs`. */
export interface SlowerOptions {
  name: string;
  after: number;
  stepMs: number;
  maxMs: number;
  windowMs: number;
  skipSuccessfulRequests?: boolean;
  keyGenerator: (req: Request) => string;
}

/**
 * A request whose answer is not an error status but whose attempt failed (a sign-in form's failure is a redirect):
 * the limiters count it as a failure.
 */
export function markFailed(res: Response): void {
  res.locals.attemptFailed = true;
}

/** A refusal answered as a page would be (a form post): `answerAsPage` then takes the 429's message. */
export function answerAsPage(res: Response, answer: (message: string) => void): void {
  res.locals.refuseAsPage = answer;
}

const succeeded = (_req: Request, res: Response) => res.statusCode < 400 && res.locals.attemptFailed !== true;

export type MakeLimiter = ((options: LimiterOptions) => RateLimitRequestHandler) & {
  slower: (options: SlowerOptions) => RateLimitRequestHandler;
};

export interface LimiterStoreDeps {
  pool: pg.Pool;
  /** Counts go to Redis instead of PostgreSQL. */
  redis?: RedisCommander;
  /**
   * Put before every key. Processes that serve the same site share it (the default, ""); tests give each app of
   * theirs its own, so one test's sign-ins never count against another's.
   */
  prefix?: string;
}

/** The one way the app makes a rate limiter: every limiter's counts live in the shared store. */
export function limiterFactory({ pool, redis, prefix = "" }: LimiterStoreDeps): MakeLimiter {
  const names = new Set<string>();
  const storeFor = (name: string): Store => {
    // Two limiters on one name would count each other's requests.
    if (names.has(name)) throw new Error(`rate limiter "${name}" made twice`);
    names.add(name);
    const storePrefix = `rl:${prefix}${name}:`;
    return redis
      ? new RedisStore({
          prefix: storePrefix,
          // Redis unreachable: the limited request is refused with a 503 (never let through uncounted, never a 500).
          sendCommand: (...args: string[]) =>
            (redis.sendCommand(args) as Promise<RedisReply>).catch((err: Error) => {
              // An answer from Redis (e.g. NOSCRIPT after a restart, which the store handles by loading its script
              // again) goes on.
              if (err.constructor.name === "ErrorReply") throw err;
              throw new HttpError(503, UNAVAILABLE_MESSAGE, { "Retry-After": "5" });
            }),
        })
      : new PgRateLimitStore(pool, storePrefix);
  };
  const make = ({
    name,
    limit,
    windowMs,
    message,
    skipSuccessfulRequests = false,
    skipFailedRequests = false,
    keyGenerator,
    skip,
  }: LimiterOptions) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      skipSuccessfulRequests,
      skipFailedRequests,
      requestWasSuccessful: succeeded,
      store: storeFor(name),
      ...(keyGenerator ? { keyGenerator } : {}),
      ...(skip ? { skip } : {}),
      // Retry-After is set by express-rate-limit; the body is our usual shape.
      handler: (req, res, _next, options) => {
        const text =
          typeof message === "string"
            ? message
            : message((req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime);
        const asPage = res.locals.refuseAsPage as ((message: string) => void) | undefined;
        if (asPage) asPage(text);
        else res.status(options.statusCode).json({ message: text });
      },
    });
  // express-slow-down counts in the same stores: a delay, shared by every process, that never refuses.
  const slower = ({
    name,
    after,
    stepMs,
    maxMs,
    windowMs,
    skipSuccessfulRequests = false,
    keyGenerator,
  }: SlowerOptions) =>
    slowDown({
      windowMs,
      delayAfter: after,
      delayMs: (used) => (used - after) * stepMs,
      maxDelayMs: maxMs,
      skipSuccessfulRequests,
      requestWasSuccessful: succeeded,
      keyGenerator,
      store: storeFor(name),
    });
  return Object.assign(make, { slower });
}
