// The session store: connect-pg-simple on our sessions table, touch throttled (decision 027). Every read goes to
// PostgreSQL (052), so a sign-out or suspension is seen by every process at once, and brings the account along (056).
import connectPgSimple from "connect-pg-simple";
import { and, eq, sql } from "drizzle-orm";
import session from "express-session";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { sessions, users, type UserRow } from "@shared/schema";
import type { Db } from "../db";

const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const PgStore = connectPgSimple(session);
type SessionData = session.SessionData;

export interface PgSessionStoreOptions {
  pool: pg.Pool;
  /** With it, a read joins the session's account (one statement instead of two); without, the plain read. */
  db?: Db;
}

/**
 * The account read with a session, kept on the session's `passport` object under a symbol: the object is the one
 * express-session puts on `req.session`, so passport's deserializer of the same request finds it. A symbol key is not
 * enumerable for JSON, so it is never written back into the stored session; nothing outlives the request.
 */
const ACCOUNT = Symbol("halaqa.session.account");

/** The account read together with this request's session: a row, null (no such account) or undefined (not read). */
export function accountReadWithSession(passportData: unknown, userId: number): UserRow | null | undefined {
  if (!passportData || typeof passportData !== "object") return undefined;
  const read = (passportData as { [ACCOUNT]?: { id: number; row: UserRow | null } })[ACCOUNT];
  // Only for the id asked about: a session whose user changed since the read is read again.
  return read && read.id === userId ? read.row : undefined;
}

/**
 * The session by id, if it has not expired (connect-pg-simple's comparison), with the account its passport names. A
 * named prepared statement: built once, and parsed and planned once per connection, as it runs on every request.
 */
function prepareRead(db: Db) {
  // The id as stored by passport's serializeUser (an integer, up to 10 digits; bigint so none overflows the cast);
  // anything else joins no account. `joinedId` says which id was joined: the row counts only for that one.
  const userId = sql<string | null>`(case when (${sessions.sess} -> 'passport' ->> 'user') ~ '^[0-9]{1,10}$'
    then (${sessions.sess} -> 'passport' ->> 'user')::bigint end)`;
  return db
    .select({ sess: sessions.sess, joinedId: userId, account: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, userId))
    .where(
      and(eq(sessions.sid, sql.placeholder("sid")), sql`${sessions.expire} >= to_timestamp(${sql.placeholder("now")})`),
    )
    .limit(1)
    .prepare("halaqa_session_with_account");
}

export class PgSessionStore extends PgStore {
  /** When each session was last touched by this store. */
  readonly #touchedAt = new LRUCache<string, number>({ max: 100_000 });
  readonly #read: ReturnType<typeof prepareRead> | undefined;

  constructor({ pool, db }: PgSessionStoreOptions) {
    super({
      pool,
      tableName: "sessions",
      // The table comes from our migrations; the store must not create it.
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
    this.#read = db && prepareRead(db);
  }

  /**
   * connect-pg-simple's read (a live session by id, its `expire` compared the same way) with the account it names
   * joined in, so the session and the signed-in user cost one round trip, not two (decision 056).
   */
  override get(sid: string, fn: (err: unknown, session?: SessionData | null) => void): void {
    const read = this.#read;
    if (!read) return super.get(sid, fn);
    read.execute({ sid, now: Math.ceil(Date.now() / 1000) }).then(
      ([row]) => {
        if (!row) return fn(null, null);
        const sess = (typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess) as SessionData & {
          passport?: { user?: unknown };
        };
        const id = sess.passport?.user;
        // Only when the join used this very id; otherwise passport's deserializer reads the account itself.
        if (
          sess.passport &&
          typeof sess.passport === "object" &&
          typeof id === "number" &&
          row.joinedId !== null &&
          Number(row.joinedId) === id
        ) {
          Object.defineProperty(sess.passport, ACCOUNT, { value: { id, row: row.account }, enumerable: false });
        }
        fn(null, sess);
      },
      // drizzle's error carries the bound parameters (the session id) in its message: only the driver's goes on.
      (err: unknown) => fn(err instanceof Error && err.cause instanceof Error ? err.cause : err),
    );
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
