// The session store on its own (decisions 027, 025): the touch throttle, and the short-lived read cache that never
// keeps a read overlapping a write (a save, a destroy, or sessions ended by SQL). The apps' tests cover it through HTTP.
import type { SessionData } from "express-session";
import type pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connect } from "../db";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { CachedPgStore, forgetSessions } from "./session-store";

let db: TestDatabase;
// One connection: statements run in the order they are sent, so a read sent before a write sees the old row.
let pool: pg.Pool;
const stores: CachedPgStore[] = [];
let statements: string[] = [];
// While set, the answer of the next read is held back until it resolves: the read then ends after a write that
// started after it, as happens when two connections answer in the other order.
let holdNextRead: Promise<void> | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = connect(db.url, undefined, 1).pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(pool, "query").mockImplementation(((...args: unknown[]) => {
    const statement = String(args[0]).split(" ")[0];
    statements.push(statement);
    const hold = statement === "SELECT" ? holdNextRead : undefined;
    if (hold) holdNextRead = undefined;
    if (!hold) return query(...args);
    return query(...args).then(async (result) => {
      await hold;
      return result;
    });
  }) as typeof pool.query);
});

afterEach(() => {
  vi.useRealTimers();
  statements = [];
});

afterAll(async () => {
  for (const store of stores) store.close();
  await pool.end();
  await db.drop();
});

function storeWith(sessionTtl: number): CachedPgStore {
  const store = new CachedPgStore({ pool, sessionTtl });
  stores.push(store);
  return store;
}

let counter = 0;
const newSid = () => `store-test-${++counter}-${Date.now()}`;
const sessionOf = (user: number): SessionData =>
  ({ cookie: { originalMaxAge: 3_600_000, expires: new Date(Date.now() + 3_600_000).toISOString(), httpOnly: true, path: "/" }, passport: { user } }) as unknown as SessionData;

const get = (store: CachedPgStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, sess) => (err ? reject(err) : resolve(sess))));
const set = (store: CachedPgStore, sid: string, sess: SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, sess, (err) => (err ? reject(err) : resolve())));
const destroy = (store: CachedPgStore, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve())));
const touch = (store: CachedPgStore, sid: string, sess: SessionData) => new Promise<void>((resolve) => store.touch(sid, sess, () => resolve()));
const userOf = (sess: SessionData | null | undefined) => (sess as { passport?: { user: number } } | null | undefined)?.passport?.user;
const reads = () => statements.filter((s) => s === "SELECT").length;

/** Reads `sid` and runs `write` while the read is under way: sent before the write, answered after it. */
async function overlapping(store: CachedPgStore, sid: string, write: () => Promise<void>) {
  let release!: () => void;
  holdNextRead = new Promise((r) => (release = r));
  const read = get(store, sid);
  await new Promise((r) => setImmediate(r)); // the read is sent: the write waits behind it on the one connection
  await write();
  release();
  return read;
}

describe("session store: reads", () => {
  it("reads a session from the database once within the TTL, and hands out a copy each time", async () => {
    const store = storeWith(60_000);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    const first = await get(store, sid);
    (first as unknown as { passport: { user: number } }).passport.user = 99; // express-session changes what it is given
    const second = await get(store, sid);
    expect(userOf(second)).toBe(1);
    expect(reads()).toBe(1);
  });

  it("reads every time with a TTL of 0", async () => {
    const store = storeWith(0);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    await get(store, sid);
    await get(store, sid);
    expect(reads()).toBe(2);
  });

  it("drops a session at once when it is saved or destroyed", async () => {
    const store = storeWith(60_000);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    await get(store, sid);
    await set(store, sid, sessionOf(2));
    expect(userOf(await get(store, sid))).toBe(2);
    await destroy(store, sid);
    expect(await get(store, sid)).toBeFalsy();
  });

  it("does not keep a read that overlapped a destroy", async () => {
    const store = storeWith(60_000);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    const read = await overlapping(store, sid, () => destroy(store, sid));
    expect(userOf(read)).toBe(1); // found before the delete, answered after it
    statements = [];
    expect(await get(store, sid)).toBeFalsy();
    expect(reads()).toBe(1); // from the database, not the stale read
  });

  it("does not keep a read that overlapped a save", async () => {
    const store = storeWith(60_000);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    const read = await overlapping(store, sid, () => set(store, sid, sessionOf(2)));
    expect(userOf(read)).toBe(1);
    expect(userOf(await get(store, sid))).toBe(2);
  });
});

describe("session store: sessions ended by SQL (forgetSessions)", () => {
  it("drops them from every store of the process", async () => {
    const a = storeWith(60_000);
    const b = storeWith(60_000);
    const sid = newSid();
    await set(a, sid, sessionOf(1));
    await get(a, sid);
    await get(b, sid);
    await db.pool.query("DELETE FROM sessions WHERE sid = $1", [sid]);
    expect(userOf(await get(a, sid))).toBe(1); // still in memory: nothing told the stores
    forgetSessions([sid]);
    expect(await get(a, sid)).toBeFalsy();
    expect(await get(b, sid)).toBeFalsy();
  });

  it("does not keep a read that overlapped them", async () => {
    const store = storeWith(60_000);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    const read = await overlapping(store, sid, async () => {
      await pool.query("DELETE FROM sessions WHERE sid = $1", [sid]);
      forgetSessions([sid]);
    });
    expect(userOf(read)).toBe(1);
    expect(await get(store, sid)).toBeFalsy();
  });
});

describe("session store: touch", () => {
  it("updates a session's expiry at most once per 5 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const store = storeWith(60_000);
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    const updates = () => statements.filter((s) => s === "UPDATE").length;
    await touch(store, sid, sessionOf(1));
    await touch(store, sid, sessionOf(1));
    vi.setSystemTime(Date.now() + 4 * 60_000);
    await touch(store, sid, sessionOf(1));
    expect(updates()).toBe(1);
    vi.setSystemTime(Date.now() + 60_000);
    await touch(store, sid, sessionOf(1));
    expect(updates()).toBe(2);
    // Another session is touched on its own schedule.
    const other = newSid();
    await set(store, other, sessionOf(2));
    await touch(store, other, sessionOf(2));
    expect(updates()).toBe(3);
  });
});
