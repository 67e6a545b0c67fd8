// Forgot, reset and change password, the session cap and suspended sign-in (api.md "Accounts", decision 016).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Writable } from "node:stream";
import pg from "pg";
import pino from "pino";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { passwordResetTokens, users } from "@shared/schema";
import { memoryMailer, type MailMessage, type Mailer } from "../mail/mailer";
import { registration, signUp, uniqueName, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const INVALID = { message: "This reset link is invalid or has expired" };
const lifted = {
  login: 1000,
  loginPerUser: 1000,
  register: 1000,
  forgotPassword: 1000,
  forgotPasswordPerEmail: 1000,
  passwordChange: 1000,
};

const cookieOf = (res: supertest.Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("halaqa.sid="))
    ?.split(";")[0];

/** An app whose emails are collected here. */
function appWithMail(overrides: Parameters<typeof ctx.makeApp>[0] = {}) {
  const mailer = memoryMailer();
  const app = ctx.makeApp({ mailer, ...overrides, limits: { ...lifted, ...overrides.limits } });
  return { app, mailer };
}

const tokenIn = (message: MailMessage) => {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
};

/** Asks for a reset link for `email` and returns the token from the email it sends. */
async function resetToken(app: ReturnType<typeof ctx.makeApp>, mailer: ReturnType<typeof memoryMailer>, email: string) {
  const before = mailer.sent.length;
  const res = await supertest(app).post("/api/password/forgot").send({ email });
  expect(res.status).toBe(202);
  await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 1), { timeout: 3000 });
  return tokenIn(mailer.sent[before]);
}

const sessionRows = async (userId: number) =>
  (
    await ctx.db.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM sessions WHERE (sess -> 'passport' ->> 'user') = $1",
      [String(userId)],
    )
  ).rows[0].n;

describe("POST /api/password/forgot", () => {
  it("answers a known, an unknown and a suspended address alike, and emails a link only to the known one", async () => {
    const { app, mailer } = appWithMail();
    const known = await signUp(ctx);
    const suspended = await signUp(ctx);
    await ctx.db.pool.query("UPDATE users SET suspended_at = now() WHERE id = $1", [suspended.user.id]);

    const unknownRes = await supertest(app)
      .post("/api/password/forgot")
      .send({ email: `${uniqueName("ghost")}@example.com` });
    const suspendedRes = await supertest(app).post("/api/password/forgot").send({ email: suspended.user.email });
    // Another case than the one registered: addresses are compared case-insensitively.
    const knownRes = await supertest(app).post("/api/password/forgot").send({ email: known.user.email.toUpperCase() });
    for (const res of [unknownRes, suspendedRes]) {
      expect(res.status).toBe(202);
      expect(res.text).toBe(knownRes.text);
    }
    expect(knownRes.status).toBe(202);
    expect(knownRes.body.message).toMatch(/If an account uses this email address/);

    await vi.waitFor(() => expect(mailer.sent.length).toBeGreaterThan(0), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 150)); // the other two had longer to send theirs
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe(known.user.email);
    expect(mail.subject).toBe("Reset your Halaqa password");
    // Without APP_URL the link names the origin the request came to.
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    const rows = await ctx.db.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, suspended.user.id));
    expect(rows).toEqual([]);
  });

  it("writes the email in the account's language", async () => {
    const { app, mailer } = appWithMail();
    const reader = await signUp(ctx);
    await ctx.db.pool.query("UPDATE users SET language = 'ar' WHERE id = $1", [reader.user.id]);
    expect((await supertest(app).post("/api/password/forgot").send({ email: reader.user.email })).status).toBe(202);
    await vi.waitFor(() => expect(mailer.sent.length).toBeGreaterThan(0), { timeout: 3000 });
    const [mail] = mailer.sent;
    expect(mail.subject).toBe("إعادة تعيين كلمة مرور Halaqa");
    expect(mail.text).toMatch(/^السلام عليكم /);
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it("uses APP_URL for the link when it is set, whatever Host the request claims", async () => {
    const { app, mailer } = appWithMail({ appUrl: "https://halaqa.example" });
    const { user } = await signUp(ctx);
    const res = await supertest(app)
      .post("/api/password/forgot")
      .set("Host", "evil.example")
      .send({ email: user.email });
    expect(res.status).toBe(202);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1), { timeout: 3000 });
    expect(mailer.sent[0].text).toMatch(/\nhttps:\/\/halaqa\.example\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mailer.sent[0].text).not.toContain("evil.example");
  });

  it("answers before the token is stored or the email sent: a known address takes as long as an unknown one", async () => {
    // A slow mail server, and the token table locked by another transaction: an answer that waited for either
    // would take hundreds of milliseconds (or never come) for a known address only.
    const sent: MailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await new Promise((r) => setTimeout(r, 400));
        sent.push(message);
      },
    };
    const app = ctx.makeApp({ mailer: slowMailer, limits: lifted });
    const { user } = await signUp(ctx);
    const locker = new pg.Client({ connectionString: ctx.db.url });
    await locker.connect();
    const time = async (email: string) => {
      const t = process.hrtime.bigint();
      const res = await supertest(app).post("/api/password/forgot").timeout(3000).send({ email });
      expect(res.status).toBe(202);
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE password_reset_tokens IN SHARE MODE");
      await time(`${uniqueName("warm")}@example.com`);
      for (let i = 0; i < 4; i++) {
        known.push(await time(user.email));
        unknown.push(await time(`${uniqueName("ghost")}@example.com`));
      }
    } finally {
      await locker.query("COMMIT");
      await locker.end();
    }
    expect(median(known)).toBeLessThan(median(unknown) * 2 + 25);
    expect(median(unknown)).toBeLessThan(median(known) * 2 + 25);
    // The work was done all the same, after the answers.
    await vi.waitFor(() => expect(sent).toHaveLength(4), { timeout: 5000 });
  });

  it("stores only a SHA-256 hash of the emailed token, valid for one hour", async () => {
    const { app, mailer } = appWithMail();
    const { user } = await signUp(ctx);
    const token = await resetToken(app, mailer, user.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await ctx.db.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    const dump = (await ctx.db.pool.query("SELECT row_to_json(t)::text AS r FROM password_reset_tokens t")).rows
      .map((r) => r.r)
      .join("\n");
    expect(dump).not.toContain(token);
    expect(row.usedAt).toBeNull();
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 1);
  });

  it("is limited per email address and per address with 429 and Retry-After, alike for known and unknown addresses", async () => {
    const { app, mailer } = appWithMail({ limits: { forgotPasswordPerEmail: 2 } });
    const { user } = await signUp(ctx);
    const ghost = `${uniqueName("ghost")}@example.com`;
    for (const email of [user.email, ghost]) {
      for (let i = 0; i < 2; i++)
        expect((await supertest(app).post("/api/password/forgot").send({ email })).status).toBe(202);
      const limited = await supertest(app).post("/api/password/forgot").send({ email: email.toUpperCase() });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.body).toEqual({
        message: "Too many password reset requests. Please wait a few minutes and try again.",
      });
    }
    // Another address is not held up by them.
    expect(
      (
        await supertest(app)
          .post("/api/password/forgot")
          .send({ email: `${uniqueName("other")}@example.com` })
      ).status,
    ).toBe(202);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(2), { timeout: 3000 });

    const perAddress = ctx.makeApp({ limits: { ...lifted, forgotPassword: 3 } });
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await supertest(perAddress)
            .post("/api/password/forgot")
            .send({ email: `${uniqueName("a")}@example.com` })
        ).status,
      ).toBe(202);
    }
    expect(
      (
        await supertest(perAddress)
          .post("/api/password/forgot")
          .send({ email: `${uniqueName("a")}@example.com` })
      ).status,
    ).toBe(429);
  });

  it("validates the address (400) and sends nothing", async () => {
    const { app, mailer } = appWithMail();
    const res = await supertest(app).post("/api/password/forgot").send({ email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: "email", message: "Please enter a valid email address" });
    expect(mailer.sent).toEqual([]);
  });
});

describe("POST /api/password/reset", () => {
  it("never writes the token of an opened reset link to the request log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = ctx.makeApp({ logger: pino({ level: "info" }, stream), limits: lifted });
    const token = crypto.randomBytes(32).toString("base64url");
    await supertest(app).get(`/reset-password?token=${token}&x=1`).set("Accept", "text/html");
    await supertest(app).get(`/reset-password?x=1&TOKEN=${token}`);
    const log = lines.join("");
    expect(log).toContain("/reset-password?token=[redacted]&x=1");
    expect(log).not.toContain(token);
  });

  it("sets the new password and ends every session of the account", async () => {
    const { app, mailer } = appWithMail();
    const { agent, username, user, password } = await signUp(ctx);
    const other = supertest.agent(app);
    expect((await other.post("/api/login").send({ username, password })).status).toBe(200);
    const token = await resetToken(app, mailer, user.email);

    const res = await supertest(app).post("/api/password/reset").send({ token, password: "a-new-password" });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Your password has been reset/);
    // Both old sessions are gone: a stolen cookie stops working with the reset.
    expect((await agent.get("/api/user")).status).toBe(401);
    expect((await other.get("/api/user")).status).toBe(401);
    expect(await sessionRows(user.id)).toBe("0");
    expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(401);
    expect((await supertest(app).post("/api/login").send({ username, password: "a-new-password" })).status).toBe(200);
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  // Issue 31, finding 11: an attacker who had the account kept its feed URL (children's names, meeting links).
  it("rotates the private calendar feed: the URL an attacker copied before the reset answers 404", async () => {
    const { app, mailer } = appWithMail();
    const { agent, user } = await signUp(ctx);
    const stolen = (await agent.get("/api/calendar/feed-url")).body.url as string;
    const path = new URL(stolen).pathname;
    expect((await supertest(app).get(path)).status).toBe(200);
    const token = await resetToken(app, mailer, user.email);
    expect((await supertest(app).post("/api/password/reset").send({ token, password: "a-new-password" })).status).toBe(
      200,
    );
    expect((await supertest(app).get(path)).status).toBe(404);
    // The owner, signed in again, gets a new URL that works.
    const owner = supertest.agent(app);
    expect((await owner.post("/api/login").send({ username: user.username, password: "a-new-password" })).status).toBe(
      200,
    );
    const fresh = (await owner.get("/api/calendar/feed-url")).body.url as string;
    expect(fresh).not.toBe(stolen);
    expect((await supertest(app).get(new URL(fresh).pathname)).status).toBe(200);
  });

  it("accepts a token once", async () => {
    const { app, mailer } = appWithMail();
    const { user, username } = await signUp(ctx);
    const token = await resetToken(app, mailer, user.email);
    expect((await supertest(app).post("/api/password/reset").send({ token, password: "first-new-pass" })).status).toBe(
      200,
    );
    const again = await supertest(app).post("/api/password/reset").send({ token, password: "second-new-pass" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(INVALID);
    expect((await supertest(app).post("/api/login").send({ username, password: "first-new-pass" })).status).toBe(200);
  });

  it("lets exactly one of two concurrent resets with the same token through", async () => {
    const { app, mailer } = appWithMail();
    const { user, username } = await signUp(ctx);
    const token = await resetToken(app, mailer, user.email);
    const [a, b] = await Promise.all([
      supertest(app).post("/api/password/reset").send({ token, password: "racer-one-pass" }),
      supertest(app).post("/api/password/reset").send({ token, password: "racer-two-pass" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? "racer-one-pass" : "racer-two-pass";
    const loser = a.status === 200 ? "racer-two-pass" : "racer-one-pass";
    expect((await supertest(app).post("/api/login").send({ username, password: winner })).status).toBe(200);
    expect((await supertest(app).post("/api/login").send({ username, password: loser })).status).toBe(401);
  });

  it("refuses an expired token with 400 and keeps the password", async () => {
    const { app, mailer } = appWithMail();
    const { user, username, password } = await signUp(ctx);
    const token = await resetToken(app, mailer, user.email);
    await ctx.db.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await supertest(app).post("/api/password/reset").send({ token, password: "too-late-pass" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID);
    expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(200);
  });

  it("refuses an unknown or malformed token with the same 400", async () => {
    for (const token of [crypto.randomBytes(32).toString("base64url"), "short", "x".repeat(500), 42]) {
      const res = await supertest(ctx.app).post("/api/password/reset").send({ token, password: "whatever-pass" });
      expect(res.status, String(token)).toBe(400);
      expect(res.body).toEqual({ ...INVALID, errors: [{ path: "token", message: INVALID.message }] });
    }
  });

  it("applies the sign-up password rules", async () => {
    const { app, mailer } = appWithMail();
    const { user } = await signUp(ctx);
    const token = await resetToken(app, mailer, user.email);
    const res = await supertest(app).post("/api/password/reset").send({ token, password: "123456789" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: "password", message: "Password must be at least 10 characters" });
    const common = await supertest(app).post("/api/password/reset").send({ token, password: "qwertyuiop" });
    expect(common.status).toBe(400);
    expect(common.body.errors[0]).toEqual({
      path: "password",
      message: "This password is one of the most common. Please choose another.",
    });
    // The link still works after a refused password.
    expect((await supertest(app).post("/api/password/reset").send({ token, password: "a-fresh-start" })).status).toBe(
      200,
    );
  });

  it("ends the account's other unused links once the password is reset", async () => {
    const { app, mailer } = appWithMail();
    const { user } = await signUp(ctx);
    const first = await resetToken(app, mailer, user.email);
    const second = await resetToken(app, mailer, user.email);
    expect(
      (await supertest(app).post("/api/password/reset").send({ token: second, password: "newer-pass" })).status,
    ).toBe(200);
    expect(
      (await supertest(app).post("/api/password/reset").send({ token: first, password: "older-pass" })).status,
    ).toBe(400);
  });
});

describe("PATCH /api/user/password", () => {
  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const app = ctx.makeApp({ limits: lifted });
    const { username, password } = await signUp(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username, password });
    const res = await agent
      .patch("/api/user/password")
      .send({ currentPassword: "not-my-password", newPassword: "brand-new-pass" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Your current password is incorrect",
      errors: [{ path: "currentPassword", message: "Your current password is incorrect" }],
    });
    expect((await agent.get("/api/user")).status).toBe(200);
    expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(200);
  });

  it("changes the password, ends the user's other sessions and keeps the caller's", async () => {
    const app = ctx.makeApp({ limits: lifted });
    const { username, password, user } = await signUp(ctx);
    const mine = supertest.agent(app);
    const phone = supertest.agent(app);
    expect((await mine.post("/api/login").send({ username, password })).status).toBe(200);
    expect((await phone.post("/api/login").send({ username, password })).status).toBe(200);
    const someoneElse = await signUp(ctx);

    const res = await mine
      .patch("/api/user/password")
      .send({ currentPassword: password, newPassword: "changed-pass-1" });
    expect(res.status).toBe(200);
    expect((await mine.get("/api/user")).status).toBe(200);
    expect((await phone.get("/api/user")).status).toBe(401);
    expect(await sessionRows(user.id)).toBe("1");
    expect((await someoneElse.agent.get("/api/user")).status).toBe(200);
    expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(401);
    expect((await supertest(app).post("/api/login").send({ username, password: "changed-pass-1" })).status).toBe(200);
  });

  it("limits wrong current passwords per user with 429", async () => {
    const app = ctx.makeApp({ limits: { ...lifted, passwordChange: 3 } });
    const { username, password } = await signUp(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username, password });
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await agent
            .patch("/api/user/password")
            .send({ currentPassword: `guess-${i}-pass`, newPassword: "brand-new-pass" })
        ).status,
      ).toBe(400);
    }
    const limited = await agent
      .patch("/api/user/password")
      .send({ currentPassword: password, newPassword: "brand-new-pass" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another user is not held up.
    const other = await signUp(ctx);
    const otherAgent = supertest.agent(app);
    await otherAgent.post("/api/login").send({ username: other.username, password: other.password });
    expect(
      (
        await otherAgent
          .patch("/api/user/password")
          .send({ currentPassword: other.password, newPassword: "brand-new-pass" })
      ).status,
    ).toBe(200);
  });

  it("is 401 when signed out and validates the new password", async () => {
    const res = await supertest(ctx.app)
      .patch("/api/user/password")
      .send({ currentPassword: "secret-12345", newPassword: "another-pass" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
    const { agent } = await signUp(ctx);
    const short = await agent.patch("/api/user/password").send({ currentPassword: "secret-12345", newPassword: "123" });
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toEqual({ path: "newPassword", message: "Password must be at least 10 characters" });
    const common = await agent
      .patch("/api/user/password")
      .send({ currentPassword: "secret-12345", newPassword: "1q2w3e4r5t" });
    expect(common.status).toBe(400);
    expect(common.body.errors[0]).toEqual({
      path: "newPassword",
      message: "This password is one of the most common. Please choose another.",
    });
  });
});

describe("POST /api/login: at most 10 sessions, none for a suspended account", () => {
  it("ends the oldest sessions beyond 10", async () => {
    const app = ctx.makeApp({ limits: lifted });
    const body = registration();
    const register = await supertest(app).post("/api/register").send(body);
    expect(register.status).toBe(201);
    const userId = register.body.id as number;
    const cookies = [cookieOf(register)!];
    for (let i = 0; i < 11; i++) {
      const res = await supertest(app).post("/api/login").send({ username: body.username, password: body.password });
      expect(res.status).toBe(200);
      cookies.push(cookieOf(res)!);
    }
    expect(await sessionRows(userId)).toBe("10");
    const status = async (cookie: string) => (await supertest(app).get("/api/user").set("Cookie", cookie)).status;
    // The sign-up's session and the first sign-in's ended; the ten most recent are all alive.
    expect(await status(cookies[0])).toBe(401);
    expect(await status(cookies[1])).toBe(401);
    for (const cookie of cookies.slice(2)) expect(await status(cookie)).toBe(200);
  });

  it("answers a suspended account 403 only after the right password, and ends its sessions' use", async () => {
    const app = ctx.makeApp({ limits: lifted });
    const { agent, username, password, user } = await signUp(ctx);
    await ctx.db.pool.query("UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1", [
      user.id,
    ]);

    const wrong = await supertest(app).post("/api/login").send({ username, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid username or password" });
    const right = await supertest(app).post("/api/login").send({ username, password });
    expect(right.status).toBe(403);
    expect(right.text).toBe('{"message":"This account is suspended"}');
    expect(cookieOf(right)).toBeUndefined();
    // A session that outlived the suspension is signed out (the suspension itself also deletes them).
    expect((await agent.get("/api/user")).status).toBe(401);

    await ctx.db.pool.query("UPDATE users SET suspended_at = NULL WHERE id = $1", [user.id]);
    expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(200);
  });
});
