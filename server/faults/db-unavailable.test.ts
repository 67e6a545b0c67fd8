// Which errors mean "the database is away" (503, Retry-After) and which stay a bare 500; and the app on a database
// that does not answer at all, session store included.
import crypto from "node:crypto";
import net from "node:net";
import os from "node:os";
import express from "express";
import pino from "pino";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp, SESSION_COOKIE } from "../app";
import { connect } from "../db";
import { errorHandler, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "../middleware/error-handler";
import { TEST_SECRET } from "../test/test-app";

const pgError = (code: string, message = "server says no") => Object.assign(new Error(message), { code });
// drizzle's DrizzleQueryError: the SQL and its parameters in the message, the driver's error as `cause`.
const drizzled = (cause: Error) =>
  Object.assign(new Error(`Failed query: select 1\nparams: ${cause.message}`), { cause });

function appThrowing(err: unknown) {
  const app = express();
  app.get("/boom", () => {
    throw err;
  });
  app.use(errorHandler);
  return app;
}

const unavailable = [
  ...["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"].map((code) => pgError(code)),
  ...["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"].map((code) =>
    pgError(code, `connect ${code} 127.0.0.1:5432`),
  ),
  new Error("Connection terminated unexpectedly"),
  new Error("timeout exceeded when trying to connect"),
  new Error("Connection terminated due to connection timeout"),
  new Error("Client has encountered a connection error and is not queryable"),
];

describe("a database outage is a 503", () => {
  it.each(unavailable.map((e) => [e.message, (e as { code?: string }).code ?? "", e] as const))(
    "%s %s, bare or wrapped by drizzle",
    async (_m, _c, err) => {
      for (const thrown of [err, drizzled(err)]) {
        expect(isDatabaseUnavailable(thrown)).toBe(true);
        const res = await supertest(appThrowing(thrown)).get("/boom");
        expect(res.status).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.text).toBe(JSON.stringify({ message: UNAVAILABLE_MESSAGE }));
      }
    },
  );

  it("leaves a client that hung up mid-body (body-parser 400, code ECONNRESET) a 400", async () => {
    const aborted = Object.assign(new Error("aborted"), {
      code: "ECONNRESET",
      status: 400,
      statusCode: 400,
      expose: true,
    });
    expect((await supertest(appThrowing(aborted)).get("/boom")).status).toBe(400);
  });

  it("recognises a dual-stack connect failure (AggregateError)", () => {
    const err = new AggregateError([pgError("ECONNREFUSED"), pgError("ECONNREFUSED")], "connect failed");
    expect(isDatabaseUnavailable(drizzled(err))).toBe(true);
  });

  it("keeps other failures a bare 500, even when user input echoes an outage message", async () => {
    const others = [
      pgError("23505", "duplicate key value violates unique constraint"),
      new Error("Cannot use a pool after calling end on the pool"),
      // The parameters in drizzle's message are user input; only the driver's own message counts.
      drizzled(Object.assign(new Error("Connection terminated unexpectedly ..."), { code: "22P02" })),
      new Error("Failed query: select 1\nparams: timeout exceeded when trying to connect"),
    ];
    for (const err of others) {
      expect(isDatabaseUnavailable(err)).toBe(false);
      const res = await supertest(appThrowing(err)).get("/boom");
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Internal server error" });
    }
  });
});

describe("the app with its database unreachable", async () => {
  // A port nobody listens on: every connection attempt is refused at once.
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
  const database = connect(`postgres://halaqa:x@127.0.0.1:${port}/halaqa`, pino({ level: "silent" }));
  const app = createApp({ db: database.db, pool: database.pool, sessionSecret: TEST_SECRET, uploadsDir: os.tmpdir() });
  afterAll(() => database.pool.end());

  it("stays live, is not ready, and answers 503 for the session store and for queries", async () => {
    expect((await supertest(app).get("/healthz")).status).toBe(200);
    expect((await supertest(app).get("/readyz")).status).toBe(503);

    // A signed session cookie makes express-session ask the store, which is the database.
    const sid = "a-session-id";
    const signed = `s:${sid}.${crypto.createHmac("sha256", TEST_SECRET).update(sid).digest("base64").replace(/=+$/, "")}`;
    const viaStore = await supertest(app)
      .get("/api/bookings")
      .set("Cookie", `${SESSION_COOKIE}=${encodeURIComponent(signed)}`);
    expect(viaStore.status).toBe(503);
    expect(viaStore.headers["retry-after"]).toBe("5");
    expect(viaStore.body).toEqual({ message: UNAVAILABLE_MESSAGE });

    const viaQuery = await supertest(app).post("/api/login").send({ username: "someone", password: "secret-12345" });
    expect(viaQuery.status).toBe(503);
    expect(viaQuery.body).toEqual({ message: UNAVAILABLE_MESSAGE });
  });
});
