// Malformed and forged session cookies: never a 5xx, always treated as signed out (401 on a signed-in route),
// and no session row created or data written because of them.
import crypto from "node:crypto";
import net from "node:net";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../app";
import { signUp, TEST_SECRET, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const UNAUTHORIZED = { message: "Unauthorized" };

let valid = ""; // "halaqa.sid=s%3A<sid>.<sig>"
let sid = "";
let userId = 0;
let server: ReturnType<typeof ctx.app.listen>;
let port = 0;

/** express-session's signed value: "s:" + sid + "." + base64(HMAC-SHA256(secret, sid)) without padding. */
const sign = (value: string, secret: string) =>
  `s:${value}.${crypto.createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "")}`;
const cookieOf = (value: string) => `${SESSION_COOKIE}=${encodeURIComponent(value)}`;

beforeAll(async () => {
  const user = await signUp(ctx);
  userId = user.user.id;
  const res = await supertest(ctx.app).post("/api/login").send({ username: user.username, password: user.password });
  valid = String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  sid = decodeURIComponent(valid.split("=")[1]).slice(2).split(".")[0];
  server = ctx.app.listen(0);
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((r) => server?.close(r)));

const sessionRows = async () =>
  (await ctx.db.pool.query<{ n: string }>("select count(*) as n from sessions")).rows[0].n;
const userRow = async () =>
  JSON.stringify((await ctx.db.pool.query("select * from users where id = $1", [userId])).rows[0]);

/** GET /api/user and a write (PATCH /api/user/preferences) with this Cookie header: both must be 401 and change nothing. */
async function expectSignedOut(cookie: string) {
  const before = [await sessionRows(), await userRow()];
  const read = await supertest(ctx.app).get("/api/user").set("Cookie", cookie);
  expect(read.status, `${cookie.slice(0, 80)} → ${read.status} ${read.text}`).toBe(401);
  expect(read.body).toEqual(UNAUTHORIZED);
  const write = await supertest(ctx.app)
    .patch("/api/user/preferences")
    .set("Cookie", cookie)
    .send({ preferredCurrency: "GBP" });
  expect(write.status).toBe(401);
  expect(write.body).toEqual(UNAUTHORIZED);
  expect([await sessionRows(), await userRow()]).toEqual(before);
}

/** Bytes no HTTP client library would send, over a plain socket. Returns the status line's code. */
function rawRequest(head: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not end(): a half-closed socket may be dropped before the answer is written. Connection: close ends it.
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), text });
    });
  });
}
const rawGet = (cookieBytes: Buffer) =>
  rawRequest(
    Buffer.concat([
      Buffer.from("GET /api/user HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nCookie: "),
      cookieBytes,
      Buffer.from("\r\n\r\n"),
    ]),
  );

describe("session cookies", () => {
  it("the real cookie signs in (the control for everything below)", async () => {
    const res = await supertest(ctx.app).get("/api/user").set("Cookie", valid);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(userId);
  });

  it("garbage values are signed out", async () => {
    for (const v of [
      "",
      "garbage",
      "s:",
      "s:.",
      "s:abc",
      "s:abc.def",
      `s:${sid}`,
      sid,
      `s:${sid}.`,
      `${sid}.${sid}`,
      "null",
      "undefined",
      "[object Object]",
      "__proto__",
      "s:__proto__.x",
      "\u00e9\u00e8",
    ]) {
      await expectSignedOut(cookieOf(v));
    }
  });

  it("a forged signature is signed out", async () => {
    const [, sig] = decodeURIComponent(valid.split("=")[1]).slice(2).split(".");
    const flipped = sig.slice(0, -1) + (sig.endsWith("A") ? "B" : "A");
    await expectSignedOut(cookieOf(`s:${sid}.${flipped}`));
    await expectSignedOut(cookieOf(`s:${sid}.${sig.slice(0, -2)}`));
    await expectSignedOut(cookieOf(`s:${sid}.${sig}${sig}`));
    await expectSignedOut(cookieOf(sign(sid, "another-secret-that-is-long-enough-0123456789")));
    await expectSignedOut(cookieOf(sign(sid, "")));
    // Correctly signed, but no such session in the store; and ids that would be an injection if the store built SQL.
    for (const fake of [
      crypto.randomBytes(24).toString("base64url"),
      "' OR '1'='1",
      "x'; DELETE FROM sessions; --",
      "a".repeat(10_000),
      "%00",
    ]) {
      await expectSignedOut(cookieOf(sign(fake, TEST_SECRET)));
    }
    // A NUL in a correctly signed id (only possible with the secret) reaches the store, which PostgreSQL refuses:
    // a 400 from the error handler, not a 401, but never a 5xx and never signed in.
    const nul = await supertest(ctx.app)
      .get("/api/user")
      .set("Cookie", cookieOf(sign("\u0000", TEST_SECRET)));
    expect([400, 401]).toContain(nul.status);
  });

  it("invalid percent-encoding is signed out", async () => {
    for (const raw of ["%", "%zz", "%E0%A4%A", "%ED%A0%80", "s%3A%ZZ.abc", `s%3A${sid}%`, "%00", "%C0%AF", "%%%"]) {
      await expectSignedOut(`${SESSION_COOKIE}=${raw}`);
    }
  });

  it("a huge cookie header is signed out, or refused by Node with 431: never a 5xx", async () => {
    await expectSignedOut(cookieOf("a".repeat(15_000)));
    await expectSignedOut(`${cookieOf(sign("b".repeat(12_000), TEST_SECRET))}`);
    const tooBig = await supertest(ctx.app)
      .get("/api/user")
      .set("Cookie", cookieOf("a".repeat(64_000)));
    expect(tooBig.status).toBe(431);
    // The server still answers afterwards.
    expect((await supertest(ctx.app).get("/api/user").set("Cookie", valid)).status).toBe(200);
  });

  it("many cookies: none of them a session is signed out; the session among them still counts", async () => {
    const many = Array.from({ length: 1_000 }, (_, i) => `c${i}=${i}`);
    await expectSignedOut(many.join("; "));
    await expectSignedOut([...many.slice(0, 500), cookieOf("forged"), ...many.slice(500)].join("; "));
    const withSession = await supertest(ctx.app)
      .get("/api/user")
      .set("Cookie", [...many.slice(0, 500), valid, ...many.slice(500)].join("; "));
    expect(withSession.status).toBe(200);
    // Two session cookies: the first one decides (cookie's parser), so a forged first one signs out.
    await expectSignedOut(`${cookieOf("forged")}; ${valid}`);
    const validFirst = await supertest(ctx.app)
      .get("/api/user")
      .set("Cookie", `${valid}; ${cookieOf("forged")}`);
    expect(validFirst.status).toBe(200);
    // Many Cookie headers.
    const headers = await rawRequest(
      Buffer.from(
        `GET /api/user HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${Array.from({ length: 90 }, (_, i) => `Cookie: k${i}=${i}\r\n`).join("")}\r\n`,
      ),
    );
    expect(headers.status).toBe(401);
  });

  it("bytes a client library refuses to send: never a 5xx", async () => {
    const cases = [
      Buffer.concat([Buffer.from(`${SESSION_COOKIE}=`), Buffer.from([0x80, 0xff, 0xfe, 0xc0, 0xaf])]),
      Buffer.concat([Buffer.from(`${SESSION_COOKIE}=s%3A`), Buffer.from([0xe9]), Buffer.from(".sig")]),
      Buffer.from(`${SESSION_COOKIE}=a\u0000b`, "latin1"),
      Buffer.from(`${SESSION_COOKIE}=a\rb`, "latin1"),
      Buffer.from(`${SESSION_COOKIE}=a\u0007b\u001b[31m`, "latin1"),
      Buffer.from(`=;;;=;${SESSION_COOKIE};${SESSION_COOKIE}=;=${SESSION_COOKIE}`),
    ];
    for (const bytes of cases) {
      const res = await rawGet(bytes);
      expect(res.status, JSON.stringify(bytes.toString("latin1"))).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/\n\s*at \S|\.ts:\d|node_modules/);
    }
  });

  it("a session whose user was deleted, or that expired, is signed out", async () => {
    const other = await signUp(ctx);
    const login = await supertest(ctx.app)
      .post("/api/login")
      .send({ username: other.username, password: other.password });
    const cookie = String(login.headers["set-cookie"]?.[0]).split(";")[0];
    const otherSid = decodeURIComponent(cookie.split("=")[1]).slice(2).split(".")[0];
    await ctx.db.pool.query("update sessions set expire = now() - interval '1 minute' where sid = $1", [otherSid]);
    await expectSignedOut(cookie);
    const third = await signUp(ctx);
    const login3 = await supertest(ctx.app)
      .post("/api/login")
      .send({ username: third.username, password: third.password });
    const cookie3 = String(login3.headers["set-cookie"]?.[0]).split(";")[0];
    await ctx.db.pool.query("delete from users where id = $1", [third.user.id]);
    await expectSignedOut(cookie3);
  });

  it("the real cookie still signs in after all of this", async () => {
    expect((await supertest(ctx.app).get("/api/user").set("Cookie", valid)).status).toBe(200);
  });
});
