// The session store: connect-pg-simple on our sessions table, with its touch throttled and recent reads kept in
// memory for a few seconds (decision 011).
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import { LRUCache } from "lru-cache";
import type pg from "pg";

const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

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

/** sessionTtl: how long a session read may be reused (0: never). */
export function createSessionStore(pool: pg.Pool, sessionTtl: number): session.Store {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: "sessions",
    // The table comes from our migrations; the store must not create it.
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  // express-session touches (UPDATEs) the stored session on every request to push its expiry out. With a 14-day
  // lifetime, once per session every few minutes is enough; the other touches are a write per read for nothing.
  const touchedAt = new LRUCache<string, number>({ max: 100_000 });
  const touch = store.touch.bind(store);
  store.touch = (sid, sess, done) => {
    const now = Date.now();
    const last = touchedAt.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) return done?.();
    touchedAt.set(sid, now);
    touch(sid, sess, done);
  };
  // Reading the session is a query per request. Sessions read recently are kept in memory for a few seconds
  // (decision 011): saving or destroying one (login, logout, role switch) drops it here at once, and a read that
  // overlapped such a write is not kept. Another process sees a logout after at most the TTL.
  if (sessionTtl > 0) {
    const sessions = new LRUCache<string, string>({ max: 50_000, maxSize: 8 * 1024 * 1024, sizeCalculation: (v, k) => 2 * (v.length + k.length) + 100, ttl: sessionTtl });
    readCaches.add(sessions);
    let writes = 0;
    const { get, set, destroy } = { get: store.get.bind(store), set: store.set.bind(store), destroy: store.destroy.bind(store) };
    store.get = (sid, done) => {
      const hit = sessions.get(sid);
      // A copy each time: express-session changes the object it is given.
      if (hit !== undefined) return done(null, JSON.parse(hit) as session.SessionData);
      const before = writes;
      const endedBefore = ended;
      get(sid, (err, sess) => {
        if (!err && sess && before === writes && endedBefore === ended) sessions.set(sid, JSON.stringify(sess));
        done(err, sess);
      });
    };
    store.set = (sid, sess, done) => {
      writes++;
      sessions.delete(sid);
      set(sid, sess, (err) => {
        writes++;
        sessions.delete(sid);
        done?.(err);
      });
    };
    store.destroy = (sid, done) => {
      writes++;
      sessions.delete(sid);
      destroy(sid, (err) => {
        writes++;
        sessions.delete(sid);
        done?.(err);
      });
    };
  }
  return store;
}
