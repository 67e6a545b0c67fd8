// The session store: connect-pg-simple on our sessions table with its touch throttled (decision 027). Every read goes
// to PostgreSQL (decision 052): a sign-out, a role switch or a suspension is seen by every server process at once,
// which a per-process read cache (decision 025, withdrawn) could not promise.
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import { LRUCache } from "lru-cache";
import type pg from "pg";

const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const PgStore = connectPgSimple(session);
type SessionData = session.SessionData;

export interface PgSessionStoreOptions {
  pool: pg.Pool;
}

export class PgSessionStore extends PgStore {
  /** When each session was last touched by this store. */
  readonly #touchedAt = new LRUCache<string, number>({ max: 100_000 });

  constructor({ pool }: PgSessionStoreOptions) {
    super({
      pool,
      tableName: "sessions",
      // The table comes from our migrations; the store must not create it.
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
  }

  // express-session touches (UPDATEs) the stored session on every request to push its expiry out. With a 14-day
  // lifetime, once per session every few minutes is enough; the other touches are a write per read for nothing.
  // Per process: with several processes a session is touched at most once per interval by each, still a handful.
  override touch(sid: string, sess: SessionData, done?: () => void): void {
    const now = Date.now();
    const last = this.#touchedAt.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) return done?.();
    this.#touchedAt.set(sid, now);
    super.touch(sid, sess, done);
  }
}
