// The shared rate-limit stores (decision 052): PostgreSQL by default, Redis with REDIS_URL. Two apps stand for two
// processes; the counts they keep are one.
import crypto from "node:crypto";
import express from "express";
import supertest from "supertest";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { errorHandler } from "./error-handler";
import { limiterFactory, PgRateLimitStore, type RedisCommander } from "./rate-limit";

let db: TestDatabase;
let redis: ReturnType<typeof createClient>;
// Keys of this run only, so parallel runs and other files never share counts in the one Redis.
const run = crypto.randomBytes(6).toString("hex");

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createClient({ url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", disableOfflineQueue: true });
  redis.on("error", () => {});
  await redis.connect();
});
afterAll(async () => {
  for (const key of await redis.keys(`rl:${run}*`)) await redis.del(key);
  await redis.quit().catch(() => {});
  await db.drop();
});

/** A tiny app: one limited route counting every request (4 per window). */
function appWith(redisClient: RedisCommander | undefined, prefix: string, windowMs = 60_000) {
  const app = express();
  const limiter = limiterFactory({ pool: db.pool, redis: redisClient, prefix })({
    name: "t",
    limit: 4,
    windowMs,
    message: "Slow down",
  });
  app.post("/x", limiter, (_req, res) => void res.json({ ok: true }));
  app.use(errorHandler);
  return app;
}

const statuses = async (apps: express.Express[], n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await supertest(apps[i % apps.length]).post("/x")).status);
  return out;
};

describe("rate limits shared by processes", () => {
  it("in PostgreSQL: two apps count together, and a new window starts when the last ends", async () => {
    const prefix = `${run}pg:`;
    const apps = [appWith(undefined, prefix, 400), appWith(undefined, prefix, 400)];
    expect(await statuses(apps, 6)).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await supertest(apps[0]).post("/x");
    expect(refused.body).toEqual({ message: "Slow down" });
    expect(refused.headers["retry-after"]).toBeDefined();
    await new Promise((r) => setTimeout(r, 500));
    expect(await statuses(apps, 2)).toEqual([200, 200]);
  });

  it("in Redis: two apps count together", async () => {
    const prefix = `${run}redis:`;
    const apps = [appWith(redis, prefix), appWith(redis, prefix)];
    expect(await statuses(apps, 6)).toEqual([200, 200, 200, 200, 429, 429]);
    // One counter in Redis for both, holding every request.
    const keys = await redis.keys(`rl:${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0]))).toBe(6);
  });

  it("answers 503, never lets the request through, while Redis is unreachable", async () => {
    const gone = createClient({
      url: "redis://127.0.0.1:1",
      disableOfflineQueue: true,
      socket: { reconnectStrategy: false },
    });
    gone.on("error", () => {});
    const app = appWith(gone, `${run}down:`);
    const res = await supertest(app).post("/x");
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/temporarily unavailable/);
  });

  it("keeps a long, client-chosen key within the column (hashed)", async () => {
    const store = new PgRateLimitStore(db.pool, `${run}long:`);
    store.init({ windowMs: 60_000 } as never);
    const key = "user:" + "x".repeat(5_000);
    expect((await store.increment(key)).totalHits).toBe(1);
    expect((await store.increment(key)).totalHits).toBe(2);
    const mine = await db.pool.query<{ key: string; hits: number }>(
      "select key, hits from rate_limits where key like $1",
      [`${run}long:%`],
    );
    expect(mine.rows).toEqual([{ key: expect.stringMatching(/^\w+long:sha256:[\w-]{43}$/), hits: 2 }]);
    await store.decrement(key);
    expect((await store.get(key))?.totalHits).toBe(1);
    await store.resetKey(key);
    expect(await store.get(key)).toBeUndefined();
  });
});
