// PostgreSQL restarts under load: the Node process stays up, answers 503 (never 500) while the database is away,
// reports not-ready, recovers by itself when the database is back, and loses no acknowledged booking.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../db";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "../middleware/error-handler";
import {
  makeCast,
  sleep,
  startFaultPostgres,
  startServer,
  waitForStatus,
  type Cast,
  type FaultPostgres,
  type ServerProcess,
} from "../test/real-server";

let db: FaultPostgres;
let server: ServerProcess;
let cast: Cast;

beforeAll(async () => {
  db = await startFaultPostgres();
  server = await startServer(db.url);
  cast = await makeCast(server.base, db);
}, 60_000);

afterAll(async () => {
  server?.kill();
  await db?.dispose();
});

interface Seen {
  /** When the response arrived, and when its request was sent (ms since epoch). */
  at: number;
  sentAt: number;
  status: number;
  /** Why no response arrived (status 0). */
  error?: string;
}

describe("PostgreSQL restarts during load", () => {
  it("answers 503 while it is down, recovers by itself, and keeps every acknowledged booking", async () => {
    const { base } = server;
    const slots = [...cast.slots];
    const acknowledged: number[] = [];
    const writes: Seen[] = [];
    let writing = true;
    // Bookings keep being made one after another before, during and after the outage.
    const writer = (async () => {
      while (writing && slots.length) {
        const sentAt = Date.now();
        const res = await cast.book(slots.shift()!).catch((err: Error & { cause?: Error & { code?: string } }) => ({
          status: 0,
          id: undefined,
          error: err.cause?.code ?? err.cause?.message ?? err.message,
        }));
        writes.push({ at: Date.now(), sentAt, status: res.status, ...("error" in res ? { error: res.error } : {}) });
        if (res.status === 201) acknowledged.push(res.id!);
        await sleep(20);
      }
    })();

    // Reads under load: an authenticated GET that needs the session store and a query.
    const reads: Seen[] = [];
    let loadDone!: (err: unknown, result: autocannon.Result) => void;
    const loadResult = new Promise<autocannon.Result>(
      (resolve, reject) => (loadDone = (err, result) => (err ? reject(err) : resolve(result))),
    );
    const load = autocannon(
      {
        url: `${base}/api/bookings`,
        headers: { cookie: cast.parentCookie },
        connections: 10,
        duration: 60,
        timeout: 10,
      },
      (err, result) => loadDone(err, result),
    );
    // Socket errors (resets) are failures too; timed from the outage's start.
    const socketErrors: string[] = [];
    let downAt = 0;
    load.on("reqError", (err: Error & { code?: string }) =>
      socketErrors.push(`${err.code ?? err.message} at ${Date.now() - downAt} ms`),
    );
    load.on("response", (_client, status, _bytes, responseTime) =>
      reads.push({ at: Date.now(), sentAt: Date.now() - responseTime, status }),
    );

    // A transaction caught between two queries when the server goes: it must fail, not crash the process.
    const probe = connect(db.url, undefined, 1);
    let outageStarted!: () => void;
    const outage = new Promise<void>((r) => (outageStarted = r));
    const heldTransaction = probe.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await outage;
        await sleep(200);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );

    await sleep(1500);
    const before = { reads: reads.length, acknowledged: acknowledged.length };
    expect(reads.filter((r) => r.status === 200).length).toBeGreaterThan(0);

    downAt = Date.now();
    await db.stop();
    outageStarted();
    const stoppedAt = Date.now();

    // While the database is down. A crash would show here first: say why rather than "fetch failed".
    await sleep(200);
    expect(server.alive(), `the server exited:\n${server.output().slice(-3000)}`).toBe(true);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).status).toBe("unavailable");
    const read = await fetch(`${base}/api/bookings`, { headers: { cookie: cast.parentCookie } });
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBe("5");
    expect(await read.text()).toBe(JSON.stringify({ message: UNAVAILABLE_MESSAGE }));
    const write = await cast.book(cast.slots[cast.slots.length - 1]);
    expect(write.status).toBe(503);
    const err = await heldTransaction;
    expect(err).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(err)).toBe(true);
    await sleep(1500);
    expect(server.alive()).toBe(true);

    const upAt = Date.now();
    await db.start();
    const acceptingAt = Date.now();
    await waitForStatus(`${base}/readyz`, 200);
    const readyAt = Date.now();
    await sleep(1500);

    writing = false;
    await writer;
    load.stop();
    const result = await loadResult;
    await probe.pool.end();

    const during = reads.filter((r) => r.at >= downAt && r.at < readyAt);
    const after = reads.filter((r) => r.sentAt >= readyAt);
    const count = (list: Seen[], status: number) => list.filter((r) => r.status === status).length;
    const figures = {
      reads: reads.length,
      readsBeforeOutage: before.reads,
      readsDuringOutage: during.length,
      "503": count(reads, 503),
      "500": count(reads, 500),
      otherStatuses: reads.filter((r) => r.status !== 200 && r.status !== 503).length,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      readsAfterRecovery: after.length,
      bookingsAcknowledged: acknowledged.length,
      bookingsAcknowledgedBeforeOutage: before.acknowledged,
      bookingWrites503: count(writes, 503),
      stopTookMs: stoppedAt - downAt,
      outageMs: acceptingAt - downAt,
      postgresStartMs: acceptingAt - upAt,
      readyAfterPostgresMs: readyAt - acceptingAt,
    };
    console.log("db-restart figures", JSON.stringify(figures));

    expect(server.alive()).toBe(true);
    expect(figures["500"]).toBe(0);
    expect(figures.otherStatuses).toBe(0);
    expect(figures["503"]).toBeGreaterThan(0);
    const serverWarnings = server
      .output()
      .split("\n")
      .filter((l) => /"level":(40|50)/.test(l) && !l.includes("database unavailable"));
    expect(socketErrors, serverWarnings.slice(-20).join("\n")).toEqual([]);
    expect(figures.socketErrors).toBe(0);
    expect(figures.timeouts).toBe(0);
    // Back by itself: every read sent after /readyz turned 200 succeeded, and there were plenty.
    expect(after.length).toBeGreaterThan(10);
    expect(
      after.filter((r) => r.status !== 200).map((r) => ({ status: r.status, sentAfterReadyMs: r.sentAt - readyAt })),
    ).toEqual([]);
    expect(
      writes
        .filter((w) => w.status !== 201 && w.status !== 503)
        .map((w) => ({ status: w.status, error: w.error, sentAt: w.sentAt - downAt })),
    ).toEqual([]);
    expect(writes.filter((w) => w.sentAt >= readyAt && w.status === 201).length).toBeGreaterThan(0);

    // Nothing acknowledged is lost.
    expect(before.acknowledged).toBeGreaterThan(0);
    const kept = await db.query<{ id: number }>("SELECT id FROM bookings WHERE id = ANY($1::int[])", [acknowledged]);
    expect(kept.map((r) => r.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
  }, 60_000);
});
