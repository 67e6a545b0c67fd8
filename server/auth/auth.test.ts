import { count, eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { notifications, users } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { registration, signUp, useTestApp, uniqueName } from "../test/test-app";

const ctx = useTestApp();

const userCount = async () => (await ctx.db.db.select({ n: count() }).from(users))[0].n;
const sessionCookie = (res: supertest.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("halaqa.sid="));

describe("POST /api/register", () => {
  it("gives the account the language the visitor chose before signing up (their cookie), else English", async () => {
    const arabic = await supertest(ctx.app).post("/api/register").set("Cookie", "halaqa_lang=ar").send(registration());
    expect(arabic.status).toBe(201);
    expect(arabic.body.language).toBe("ar");
    expect((await ctx.db.db.select().from(users).where(eq(users.id, arabic.body.id)))[0].language).toBe("ar");
    // A cookie naming a language we do not speak is ignored.
    const other = await supertest(ctx.app).post("/api/register").set("Cookie", "halaqa_lang=xx").send(registration());
    expect(other.body.language).toBe("en");
  });

  it("creates a parent, signs them in and never returns the password", async () => {
    const agent = supertest.agent(ctx.app);
    const body = registration();
    const res = await agent.post("/api/register").send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: body.username,
      email: body.email,
      firstName: "Amina",
      lastName: "Yusuf",
      userType: "parent",
      roles: ["parent"],
      currentRole: "parent",
      preferredCurrency: "USD",
      emailPreferences: { welcomeEmails: true, marketingEmails: false },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await agent.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  // Issue 31, finding 9: the welcome email carried the typed names to any address. The first email to a new address
  // is now its confirmation link, with nothing the registrant typed; nothing else goes there until it is opened.
  it("emails a new address only its confirmation link, without the typed names; the welcome follows the confirmation", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, appUrl: "https://halaqa.example", limits: { login: 1000, register: 1000 } });
    const body = registration({ firstName: "Pay", lastName: "Now At Evil Dot Example" });
    const agent = supertest.agent(app);
    const res = await agent.post("/api/register").send(body);
    expect(res.status).toBe(201);
    expect(res.body.emailVerified).toBe(false);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    const [link] = mailer.sent;
    expect(link).toMatchObject({ to: body.email, subject: "Confirm your email address for Halaqa" });
    expect(link.text).not.toMatch(/Pay|Evil/);
    const token = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(link.text)?.[1];
    expect(token).toBeDefined();
    // Only its SHA-256 is stored.
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row.emailVerificationHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.emailVerificationHash).not.toContain(token!);

    // Until it is opened, the bell tells and no email goes (a notification the account gets).
    const { notify } = await import("../notify/notify");
    await notify({ db: ctx.db.db, mailer }, { kind: "application_reminder", to: res.body.id });
    expect(mailer.sent).toHaveLength(1);
    expect((await agent.get("/api/user")).body.emailVerified).toBe(false);

    // A wrong token changes nothing; the right one confirms once, and the welcome goes out then.
    const wrong = await supertest(app)
      .post("/api/email/verify")
      .send({ token: "B".repeat(43) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("This confirmation link is invalid or has expired");
    const ok = await supertest(app).post("/api/email/verify").send({ token });
    expect(ok.status).toBe(200);
    expect((await supertest(app).post("/api/email/verify").send({ token })).status).toBe(400);
    expect((await agent.get("/api/user")).body.emailVerified).toBe(true);
    await vi.waitFor(() => expect(mailer.sent.map((m) => m.subject)).toContain("Welcome to Halaqa"));
    // Asking for another link once confirmed: 409.
    expect((await agent.post("/api/email/verification")).status).toBe(409);
  });

  it("sends the confirmation link again on request, a few times at most, and the old link stops working", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, limits: { login: 1000, register: 1000, verificationResends: 2 } });
    const body = registration();
    const agent = supertest.agent(app);
    expect((await agent.post("/api/register").send(body)).status).toBe(201);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    const tokenOf = (i: number) => /token=([A-Za-z0-9_-]{43})/.exec(mailer.sent[i].text)![1];
    const first = tokenOf(0);
    expect((await agent.post("/api/email/verification")).status).toBe(202);
    expect((await agent.post("/api/email/verification")).status).toBe(202);
    expect((await agent.post("/api/email/verification")).status).toBe(429);
    expect(mailer.sent).toHaveLength(3);
    expect((await supertest(app).post("/api/email/verify").send({ token: first })).status).toBe(400);
    expect(
      (
        await supertest(app)
          .post("/api/email/verify")
          .send({ token: tokenOf(2) })
      ).status,
    ).toBe(200);
    expect((await supertest(app).post("/api/email/verification")).status).toBe(401);
  });

  it("refuses a name that carries lines of its own (it would stand in the welcome email as if we wrote it): 400, no email", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } });
    const before = await userCount();
    for (const override of [
      { firstName: "Amina\n\nYour account was flagged. Sign in at http://evil.example to keep it" },
      { lastName: "Yusuf\r\nBcc: everyone" },
      { firstName: "Amina\u2028Line" },
      { lastName: "Tab\there" },
      // Direction controls: "Omar\u202E Farouk replied" would read backwards; a closing isolate would break out of
      // the marks around a name in an Arabic message.
      { firstName: "Omar\u202E" },
      { lastName: "Farouk\u2069" },
    ]) {
      const res = await supertest(app).post("/api/register").send(registration(override));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^(firstName: First|lastName: Last) name must be a single line without control characters$/,
      );
    }
    expect(mailer.sent).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it("stores an argon2id hash, not the password", async () => {
    const { user, password } = await signUp(ctx);
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(password);
  });

  it("registers a teacher with the teacher role current", async () => {
    const { user } = await signUp(ctx, { role: "teacher" });
    expect(user).toMatchObject({ userType: "teacher", roles: ["teacher"], currentRole: "teacher" });
  });

  it("creates a new_user notification for the admins", async () => {
    const { user } = await signUp(ctx);
    const rows = await ctx.db.db
      .select()
      .from(notifications)
      .where(sql`${notifications.type} = 'new_user' and ${notifications.data}->>'userId' = ${String(user.id)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBeNull();
    expect(rows[0].read).toBe(false);
  });

  it("refuses an admin account over HTTP (403) and creates nothing", async () => {
    const before = await userCount();
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send(registration({ role: "admin" }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Admin accounts are created by an administrator" });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    // Issue 31, finding 13 (decision 073): at least 10 characters, and none of the most common passwords.
    [{ password: "123456789" }, "password", "Password must be at least 10 characters"],
    [{ password: "1234567890" }, "password", "This password is one of the most common. Please choose another."],
    [{ password: "Password123" }, "password", "This password is one of the most common. Please choose another."],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "  " }, "lastName", "Last name is required"],
    [{ role: "superuser" }, "role", "Please choose Parent or Teacher"],
    [{ username: "bad name!" }, "username", "Username may only contain letters, numbers, dots, dashes and underscores"],
  ])("rejects %j with 400 naming %s and creates nothing", async (override, field, message) => {
    const before = await userCount();
    const res = await supertest(ctx.app).post("/api/register").send(registration(override));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: field, message });
    expect(res.body.message).toBe(`${field}: ${message}`);
    expect(await userCount()).toBe(before);
  });

  it("answers text PostgreSQL cannot store (a NUL byte) with 400, not 500", async () => {
    const before = await userCount();
    for (const override of [{ firstName: "A\u0000B" }, { lastName: "\u0000" }, { username: "nul\u0000name" }]) {
      const res = await supertest(ctx.app).post("/api/register").send(registration(override));
      expect(res.status).toBe(400);
    }
    const login = await supertest(ctx.app).post("/api/login").send({ username: "ab\u0000c", password: "secret-12345" });
    expect(login.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it("refuses a body that is not JSON with 415 and creates nothing", async () => {
    const before = await userCount();
    const form = await supertest(ctx.app).post("/api/register").type("form").send(registration());
    expect(form.status).toBe(415);
    expect(form.body.message).toMatch(/JSON/);
    const text = await supertest(ctx.app)
      .post("/api/login")
      .set("Content-Type", "text/plain")
      .send("username=a&password=b");
    expect(text.status).toBe(415);
    expect(await userCount()).toBe(before);
  });

  it("rejects a taken username or email (case-insensitive) with 409", async () => {
    const { username } = await signUp(ctx);
    const dupName = await supertest(ctx.app)
      .post("/api/register")
      .send(registration({ username: username.toUpperCase() }));
    expect(dupName.status).toBe(409);
    expect(dupName.body.message).toBe("Username is already taken");
    const dupEmail = await supertest(ctx.app)
      .post("/api/register")
      .send(registration({ email: `${username.toUpperCase()}@EXAMPLE.com` }));
    expect(dupEmail.status).toBe(409);
    // The owner is told how to get back in.
    expect(dupEmail.body.message).toBe(
      "An account with this email already exists. Sign in, or reset your password if you have forgotten it.",
    );
  });

  // Issue 31, finding 12: the 409 tells anyone that an address has an account. Its owner hears of each attempt, and
  // asking about one address is limited wherever the asking comes from.
  it("emails the owner of a taken address about the attempt, and limits sign-ups per email address", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({
      mailer,
      appUrl: "https://halaqa.example",
      limits: { register: 1000, registerPerEmail: 3 },
    });
    const owner = await signUp(ctx);
    const taken = owner.user.email.toUpperCase();
    const attempt = () =>
      supertest(app)
        .post("/api/register")
        .send(registration({ email: taken }));
    expect((await attempt()).status).toBe(409);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    expect(mailer.sent[0]).toMatchObject({
      to: owner.user.email,
      subject: "Someone tried to sign up with your email address",
    });
    expect(mailer.sent[0].text).toContain("https://halaqa.example/forgot-password");
    // The attempt's own words (the names typed) never reach the owner's inbox.
    expect(mailer.sent[0].text).not.toContain("Yusuf");
    expect((await attempt()).status).toBe(409);
    expect((await attempt()).status).toBe(409);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      "Too many sign-ups with this email address. Please wait a few minutes and try again.",
    );
    // Another address is not limited by it; an address without an account gets no email.
    const fresh = await supertest(app).post("/api/register").send(registration());
    expect(fresh.status).toBe(201);
    await vi.waitFor(() => expect(mailer.sent.filter((m) => m.to === owner.user.email)).toHaveLength(3));
    expect(mailer.sent.filter((m) => m.subject === "Someone tried to sign up with your email address")).toHaveLength(3);
  });

  it("ignores server-owned fields such as roles and id", async () => {
    const res = await supertest(ctx.app)
      .post("/api/register")
      .send({ ...registration(), roles: ["admin"], currentRole: "admin", id: 1 });
    expect(res.status).toBe(201);
    expect(res.body.roles).toEqual(["parent"]);
    expect(res.body.currentRole).toBe("parent");
  });
});

describe("POST /api/login", () => {
  it("signs in case-insensitively and returns the user", async () => {
    const { username, password, user } = await signUp(ctx);
    const agent = supertest.agent(ctx.app);
    const res = await agent.post("/api/login").send({ username: username.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect((await agent.get("/api/auth/user")).body.id).toBe(user.id);
  });

  it("regenerates the session id on login (no fixation)", async () => {
    const { username, password } = await signUp(ctx);
    const agent = supertest.agent(ctx.app);
    const first = sessionCookie(await agent.post("/api/login").send({ username, password }))!;
    const second = sessionCookie(await agent.post("/api/login").send({ username, password }))!;
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second.split(";")[0]).not.toBe(first.split(";")[0]);
    // The pre-login session id is no longer valid.
    const stale = await supertest(ctx.app).get("/api/user").set("Cookie", first.split(";")[0]);
    expect(stale.status).toBe(401);
  });

  it("gives the same 401 for a wrong password and an unknown user", async () => {
    const { username } = await signUp(ctx);
    const wrong = await supertest(ctx.app).post("/api/login").send({ username, password: "wrongpass" });
    const unknown = await supertest(ctx.app)
      .post("/api/login")
      .send({ username: uniqueName("ghost"), password: "wrongpass" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid username or password" });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("validates the body with the spec's messages", async () => {
    const res = await supertest(ctx.app).post("/api/login").send({ username: "ab", password: "123" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "username", message: "Username must be at least 3 characters" },
      { path: "password", message: "Password must be at least 6 characters" },
    ]);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await supertest(ctx.app)
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send('{"username": "abc",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body" });
  });
});

describe("POST /api/logout", () => {
  it("destroys the session and clears the cookie", async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.post("/api/logout");
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/halaqa.sid=;/);
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("is 401 when signed out", async () => {
    const res = await supertest(ctx.app).post("/api/logout");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});

describe("session reads", () => {
  it("GET /api/login redirects to the sign-in page", async () => {
    const res = await supertest(ctx.app).get("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });

  it.each(["/api/user", "/api/auth/user"])("%s is exactly {message: Unauthorized} when signed out", async (path) => {
    const res = await supertest(ctx.app).get(path);
    expect(res.status).toBe(401);
    expect(res.text).toBe('{"message":"Unauthorized"}');
  });
});

describe("rate limits and cookies", () => {
  it("limits failed logins with 429 and Retry-After, counting only failures", async () => {
    const app = ctx.makeApp({ limits: { login: 3 } });
    const { username, password } = await signUp(ctx);
    // Successful sign-ins do not use up the allowance.
    for (let i = 0; i < 4; i++)
      expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await supertest(app).post("/api/login").send({ username, password: "nope-nope" })).status).toBe(401);
    const limited = await supertest(app).post("/api/login").send({ username, password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it("limits registrations with 429", async () => {
    const app = ctx.makeApp({ limits: { register: 2 } });
    expect((await supertest(app).post("/api/register").send(registration())).status).toBe(201);
    expect((await supertest(app).post("/api/register").send(registration())).status).toBe(201);
    const before = await userCount();
    const limited = await supertest(app).post("/api/register").send(registration());
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await userCount()).toBe(before);
  });

  it("marks the cookie Secure only for HTTPS through a trusted proxy", async () => {
    const proxied = ctx.makeApp({ trustProxy: 1 });
    const overHttps = await supertest(proxied)
      .post("/api/register")
      .set("X-Forwarded-Proto", "https")
      .send(registration());
    expect(sessionCookie(overHttps)).toMatch(/; Secure/);
    const overHttp = await supertest(proxied).post("/api/register").send(registration());
    expect(sessionCookie(overHttp)).not.toMatch(/Secure/);
    // Without trust proxy, a forged header does not make the cookie Secure (it would then never come back over http).
    const spoofed = await supertest(ctx.app)
      .post("/api/register")
      .set("X-Forwarded-Proto", "https")
      .send(registration());
    expect(sessionCookie(spoofed)).not.toMatch(/Secure/);
  });
});
