// The session store: connect-pg-simple on our sessions table, with its touch throttled and recent reads kept in
// memory for a few seconds (decisions 027, 025). A subclass of connect-pg-simple's store: each override adds its step
// and calls the package's own method (super).
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import { LRUCache } from "lru-cache";
import type pg from "pg";

const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const PgStore = connectPgSimple(session);
type SessionData = session.SessionData;

// The read caches of this process's stores (several apps live in one test process): sessions ended by SQL
// (sessions.service.ts) are dropped from each at once.
const readCaches = new Set<LRUCache<string, string>>();
// Bumped when sessions are ended by SQL: a read that overlapped it is not kept.
let ended = 0;

/** Drops sessions ended outside express-session (a password reset, a suspension) from this process's caches. */
export function forgetSessions(sids: string[]): void {
  ended++;
  for (const cache of readCaches) for (const sid of sids) cache.delete(sid);
}

export interface CachedPgStoreOptions {
  pool: pg.Pool;
  /** How long a session read may be reused, in ms (0: never). */
  sessionTtl: number;
}

export class CachedPgStore extends PgStore {
  /** When each session was last touched by this store. */
  readonly #touchedAt = new LRUCache<string, number>({ max: 100_000 });
  /** Sessions read recently, as JSON; none when reads are not reused. */
  readonly #reads: LRUCache<string, string> | undefined;
  /** Bumped when a save or destroy starts and when it ends: a read that overlapped one is not kept. */
  #writes = 0;

  constructor({ pool, sessionTtl }: CachedPgStoreOptions) {
    super({
      pool,
      tableName: "sessions",
      // The table comes from our migrations; the store must not create it.
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
    if (sessionTtl > 0) {
      this.#reads = new LRUCache<string, string>({
        max: 50_000,
        maxSize: 8 * 1024 * 1024,
        sizeCalculation: (v, k) => 2 * (v.length + k.length) + 100,
        ttl: sessionTtl,
      });
      readCaches.add(this.#reads);
    }
  }

  // express-session touches (UPDATEs) the stored session on every request to push its expiry out. With a 14-day
  // lifetime, once per session every few minutes is enough; the other touches are a write per read for nothing.
  override touch(sid: string, sess: SessionData, done?: () => void): void {
    const now = Date.now();
    const last = this.#touchedAt.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) return done?.();
    this.#touchedAt.set(sid, now);
    super.touch(sid, sess, done);
  }

  // Reading the session is a query per request. Sessions read recently are kept in memory for a few seconds
  // (decision 025): saving or destroying one (login, logout, role switch) drops it here at once, and a read that
  // overlapped such a write, or sessions ended by SQL (forgetSessions), is not kept. Another process sees a logout
  // after at most the TTL.
  override get(sid: string, done: (err: unknown, sess?: SessionData | null) => void): void {
    const reads = this.#reads;
    if (!reads) return super.get(sid, done);
    const hit = reads.get(sid);
    // A copy each time: express-session changes the object it is given.
    if (hit !== undefined) return done(null, JSON.parse(hit) as SessionData);
    const writes = this.#writes;
    const endedBefore = ended;
    super.get(sid, (err, sess) => {
      if (!err && sess && writes === this.#writes && endedBefore === ended) reads.set(sid, JSON.stringify(sess));
      done(err, sess);
    });
  }

  override set(sid: string, sess: SessionData, done?: (err?: unknown) => void): void {
    if (!this.#reads) return super.set(sid, sess, done);
    this.#forget(sid);
    super.set(sid, sess, (err) => {
      this.#forget(sid);
      done?.(err);
    });
  }

  override destroy(sid: string, done?: (err?: unknown) => void): void {
    if (!this.#reads) return super.destroy(sid, done);
    this.#forget(sid);
    super.destroy(sid, (err) => {
      this.#forget(sid);
      done?.(err);
    });
  }

  /** A write to `sid` starts or ends: its cached read goes, and reads under way are not kept. */
  #forget(sid: string): void {
    this.#writes++;
    this.#reads?.delete(sid);
  }
}
