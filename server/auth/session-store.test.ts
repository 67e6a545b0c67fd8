// The session store on its own (decisions 027, 052): the touch throttle, and reads that always go to the database, so
// a change made through another process's store is seen at once. The apps' tests cover it through HTTP.
import type { SessionData } from "express-session";
import type pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connect } from "../db";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { createUser } from "../users/users.service";
import { accountReadWithSession, PgSessionStore } from "./session-store";

let db: TestDatabase;
// The statements the stores send, counted by kind.
let pool: pg.Pool;
let orm: ReturnType<typeof connect>["db"];
const stores: PgSessionStore[] = [];
let statements: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  ({ pool, db: orm } = connect(db.url, undefined, 1));
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(pool, "query").mockImplementation(((...args: unknown[]) => {
    // A string from connect-pg-simple, a query config ({ text }) from drizzle.
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text;
    statements.push(text.split(" ")[0]);
    return query(...args);
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

function storeWith(opts: { joined?: boolean } = {}): PgSessionStore {
  const store = new PgSessionStore({ pool, db: opts.joined ? orm : undefined });
  stores.push(store);
  return store;
}

let counter = 0;
const newSid = () => `store-test-${++counter}-${Date.now()}`;
const sessionOf = (user: number): SessionData =>
  ({
    cookie: {
      originalMaxAge: 3_600_000,
      expires: new Date(Date.now() + 3_600_000).toISOString(),
      httpOnly: true,
      path: "/",
    },
    passport: { user },
  }) as unknown as SessionData;

const get = (store: PgSessionStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (err, sess) => (err ? reject(err) : resolve(sess))),
  );
const set = (store: PgSessionStore, sid: string, sess: SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, sess, (err) => (err ? reject(err) : resolve())));
const destroy = (store: PgSessionStore, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve())));
const touch = (store: PgSessionStore, sid: string, sess: SessionData) =>
  new Promise<void>((resolve) => store.touch(sid, sess, () => resolve()));
const userOf = (sess: SessionData | null | undefined) =>
  (sess as { passport?: { user: number } } | null | undefined)?.passport?.user;
const reads = () => statements.filter((s) => s.toUpperCase() === "SELECT").length;
const passportOf = (sess: SessionData | null | undefined) =>
  (sess as { passport?: unknown } | null | undefined)?.passport;

describe("session store: reads (decision 052)", () => {
  it("reads a session from the database every time, never from memory", async () => {
    const store = storeWith();
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    await get(store, sid);
    await get(store, sid);
    expect(reads()).toBe(2);
  });

  it("sees a change made through another store (another process) at the next read", async () => {
    const a = storeWith();
    const b = storeWith();
    const sid = newSid();
    await set(a, sid, sessionOf(1));
    expect(userOf(await get(b, sid))).toBe(1);
    await set(a, sid, sessionOf(2)); // a role switch or a new sign-in on process A
    expect(userOf(await get(b, sid))).toBe(2);
    await destroy(a, sid); // a sign-out on process A
    expect(await get(b, sid)).toBeFalsy();
  });

  it("sees a session ended by SQL (a password reset, a suspension) at once", async () => {
    const store = storeWith();
    const sid = newSid();
    await set(store, sid, sessionOf(1));
    expect(userOf(await get(store, sid))).toBe(1);
    await db.pool.query("DELETE FROM sessions WHERE sid = $1", [sid]);
    expect(await get(store, sid)).toBeFalsy();
  });
});

describe("session store: touch", () => {
  it("updates a session's expiry at most once per 5 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const store = storeWith();
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

describe("session store: the account read with the session (decision 056)", () => {
  let account: { id: number; username: string };
  beforeAll(async () => {
    const username = `joined-${Date.now()}`;
    account = await createUser(
      orm,
      {
        username,
        email: `${username}@example.com`,
        passwordHash: "x",
        firstName: "Joined",
        lastName: "Read",
        role: "parent",
      },
      { notify: false },
    );
  });

  it("reads a signed-in session and its account in one statement", async () => {
    const store = storeWith({ joined: true });
    const sid = newSid();
    await set(store, sid, sessionOf(account.id));
    statements = [];
    const sess = await get(store, sid);
    expect(statements).toEqual(["select"]);
    expect(userOf(sess)).toBe(account.id);
    expect(accountReadWithSession(passportOf(sess), account.id)).toMatchObject({
      id: account.id,
      username: account.username,
    });
    // Only for the id it was read for: another id is not answered from it.
    expect(accountReadWithSession(passportOf(sess), account.id + 1)).toBeUndefined();
  });

  it("sees the account as it is now, on every read", async () => {
    const store = storeWith({ joined: true });
    const sid = newSid();
    await set(store, sid, sessionOf(account.id));
    await db.pool.query("UPDATE users SET first_name = 'Changed' WHERE id = $1", [account.id]);
    expect(accountReadWithSession(passportOf(await get(store, sid)), account.id)).toMatchObject({
      firstName: "Changed",
    });
    await db.pool.query("UPDATE users SET suspended_at = now() WHERE id = $1", [account.id]);
    expect(accountReadWithSession(passportOf(await get(store, sid)), account.id)?.suspendedAt).toBeInstanceOf(Date);
    await db.pool.query("UPDATE users SET suspended_at = NULL WHERE id = $1", [account.id]);
  });

  it("answers null for a session whose account is gone, and nothing for a session without one", async () => {
    const store = storeWith({ joined: true });
    const sid = newSid();
    await set(store, sid, sessionOf(2_000_000_000 - 1));
    expect(accountReadWithSession(passportOf(await get(store, sid)), 2_000_000_000 - 1)).toBeNull();
    const anonymous = newSid();
    await set(store, anonymous, { cookie: sessionOf(1).cookie } as SessionData);
    expect(passportOf(await get(store, anonymous))).toBeUndefined();
    expect(await get(store, newSid())).toBeNull();
  });

  it("never writes the account back into the stored session", async () => {
    const store = storeWith({ joined: true });
    const sid = newSid();
    await set(store, sid, sessionOf(account.id));
    const sess = await get(store, sid);
    await set(store, sid, sess!);
    const { rows } = await db.pool.query<{ sess: string }>("SELECT sess::text FROM sessions WHERE sid = $1", [sid]);
    expect(rows[0].sess).not.toContain(account.username);
    expect(JSON.parse(rows[0].sess)).toMatchObject({ passport: { user: account.id } });
  });

  it("joins accounts with ids of ten digits, and a session whose id it did not join is read again by passport", async () => {
    await db.pool.query("ALTER TABLE users ALTER COLUMN id RESTART WITH 1500000000");
    const username = `big-${Date.now()}`;
    const big = await createUser(
      orm,
      {
        username,
        email: `${username}@example.com`,
        passwordHash: "x",
        firstName: "Big",
        lastName: "Id",
        role: "parent",
      },
      { notify: false },
    );
    expect(big.id).toBeGreaterThanOrEqual(1_500_000_000);
    const store = storeWith({ joined: true });
    const sid = newSid();
    await set(store, sid, sessionOf(big.id));
    expect(accountReadWithSession(passportOf(await get(store, sid)), big.id)).toMatchObject({ id: big.id });
    // A user id the join cannot use (not an integer): nothing is handed over, so passport reads it (and refuses it).
    const odd = newSid();
    await set(store, odd, { ...sessionOf(1), passport: { user: 1.5 } } as unknown as SessionData);
    expect(accountReadWithSession(passportOf(await get(store, odd)), 1.5)).toBeUndefined();
  });

  it("passes on the driver's error without the session id when the read fails", async () => {
    const broken = connect(db.url.replace(/\/[^/]*$/, "/no_such_database_here"), undefined, 1);
    const store = new PgSessionStore({ pool: broken.pool, db: broken.db });
    const sid = newSid();
    const err = await new Promise<unknown>((resolve) => store.get(sid, (e) => resolve(e)));
    store.close();
    await broken.pool.end();
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify({ message: (err as Error).message, ...(err as object) })).not.toContain(sid);
  });

  it("does not read an expired session", async () => {
    const store = storeWith({ joined: true });
    const sid = newSid();
    await set(store, sid, sessionOf(account.id));
    await db.pool.query("UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1", [sid]);
    expect(await get(store, sid)).toBeNull();
  });
});
