// CSRF, session and login protections of issue 7. (Session fixation and the equal 401s are also in auth.test.ts.)
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { studentProfiles, users } from "@shared/schema";
import { registration, signUp, uniqueName, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const cookieOf = (res: supertest.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => /halaqa\.sid=/.test(c));
const children = async () => (await ctx.db.db.select({ n: count() }).from(studentProfiles))[0].n;

describe("CSRF", () => {
  it("refuses state-changing requests from another site (Sec-Fetch-Site or Origin) and changes nothing", async () => {
    const { agent } = await signUp(ctx);
    const before = await children();
    const child = { name: "Forged", age: 7, level: "beginner" };
    const viaFetchMetadata = await agent.post("/api/student/profile").set("Sec-Fetch-Site", "cross-site").send(child);
    expect(viaFetchMetadata.status).toBe(403);
    expect(viaFetchMetadata.body).toEqual({ message: "Cross-site requests are not allowed" });
    const viaOrigin = await agent.post("/api/student/profile").set("Origin", "https://evil.example").send(child);
    expect(viaOrigin.status).toBe(403);
    const nullOrigin = await agent.post("/api/student/profile").set("Origin", "null").send(child);
    expect(nullOrigin.status).toBe(403);
    const capture = await agent.post("/order/ABC123/capture").set("Sec-Fetch-Site", "cross-site");
    expect(capture.status).toBe(403);
    const logout = await agent.post("/api/logout").set("Origin", "http://attacker.test");
    expect(logout.status).toBe(403);
    expect((await agent.get("/api/user")).status).toBe(200); // still signed in
    expect(await children()).toBe(before);
  });

  it("lets the app's own pages through: same origin, same-origin fetch metadata, or no browser headers", async () => {
    const { agent } = await signUp(ctx);
    const child = { name: "Maryam", age: 7, level: "beginner" };
    const sameOrigin = await agent
      .post("/api/student/profile")
      .set("Host", "halaqa.test")
      .set("Origin", "http://halaqa.test")
      .set("Sec-Fetch-Site", "same-origin")
      .send(child);
    expect(sameOrigin.status).toBe(201);
    expect((await agent.post("/api/student/profile").send(child)).status).toBe(201);
    // Reads are never blocked (a cross-site GET cannot change anything and its answer is not readable cross-site).
    expect((await agent.get("/api/student/profiles").set("Sec-Fetch-Site", "cross-site")).status).toBe(200);
  });

  it.each([
    ["application/x-www-form-urlencoded", "name=Forged&age=7&level=beginner"],
    ["text/plain", '{"name":"Forged","age":7,"level":"beginner"}'],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--\r\n',
    ],
  ])("refuses a %s body on a JSON route with 415 (an HTML form cannot post JSON)", async (type, body) => {
    const { agent } = await signUp(ctx);
    const before = await children();
    const res = await agent.post("/api/student/profile").set("Content-Type", type).send(body);
    expect(res.status).toBe(415);
    expect(await children()).toBe(before);
  });
});

describe("sessions", () => {
  it("changes the cookie at login; the old one stops working; logout ends the session on the server", async () => {
    const { username, password, agent: first } = await signUp(ctx);
    const before = cookieOf(await first.get("/api/user")) ?? "";
    const login = await supertest(ctx.app).post("/api/login").send({ username, password });
    const cookie = cookieOf(login)!.split(";")[0];
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(before.split(";")[0]);
    expect((await supertest(ctx.app).get("/api/user").set("Cookie", cookie)).status).toBe(200);
    const out = await supertest(ctx.app).post("/api/logout").set("Cookie", cookie);
    expect(out.status).toBe(200);
    expect(cookieOf(out)).toMatch(/halaqa\.sid=;|Expires=Thu, 01 Jan 1970/);
    // Replaying the cookie after logout: the session is gone from the store.
    expect((await supertest(ctx.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("sets HttpOnly and SameSite, and in production behind a proxy a Secure __Host- cookie", async () => {
    const plain = cookieOf(await supertest(ctx.app).post("/api/register").send(registration()))!;
    expect(plain).toMatch(/^halaqa\.sid=/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    const prod = ctx.makeApp({ trustProxy: 1, secureCookies: true });
    const secure = cookieOf(
      await supertest(prod).post("/api/register").set("X-Forwarded-Proto", "https").send(registration()),
    )!;
    expect(secure).toMatch(/^__Host-halaqa\.sid=/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).not.toMatch(/Domain=/i);
    expect(secure).toMatch(/; HttpOnly/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/SameSite=Lax/);
  });
});

describe("login", () => {
  it("limits failed sign-ins per (username, address): the guesser is slowed (429 with Retry-After), the owner elsewhere is not", async () => {
    const app = ctx.makeApp({ trustProxy: 1, limits: { login: 1000, loginPerUser: 3 } });
    const { username, password } = await signUp(ctx);
    const guesser = "203.0.113.9";
    for (let i = 0; i < 50; i++) {
      const res = await supertest(app)
        .post("/api/login")
        .set("X-Forwarded-For", guesser)
        .send({ username, password: "guess-guess" });
      expect(res.status).toBe(i < 3 ? 401 : 429);
    }
    // The guesser stays limited for this account, even with the right password (and any spelling of the name).
    const limited = await supertest(app)
      .post("/api/login")
      .set("X-Forwarded-For", guesser)
      .send({ username: username.toUpperCase(), password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The owner, from their own address, signs in: 50 failures elsewhere did not lock the account.
    expect(
      (await supertest(app).post("/api/login").set("X-Forwarded-For", "198.51.100.7").send({ username, password }))
        .status,
    ).toBe(200);
    // Another account is not affected at the guesser's address either.
    const other = await signUp(ctx);
    expect(
      (
        await supertest(app)
          .post("/api/login")
          .set("X-Forwarded-For", guesser)
          .send({ username: other.username, password: other.password })
      ).status,
    ).toBe(200);
  });

  it("limits failed sign-ins per address across usernames", async () => {
    const app = ctx.makeApp({ limits: { login: 3, loginPerUser: 1000 } });
    for (let i = 0; i < 3; i++)
      expect(
        (
          await supertest(app)
            .post("/api/login")
            .send({ username: uniqueName("ghost"), password: "guess-guess" })
        ).status,
      ).toBe(401);
    expect(
      (
        await supertest(app)
          .post("/api/login")
          .send({ username: uniqueName("ghost"), password: "guess-guess" })
      ).status,
    ).toBe(429);
  });

  it("takes as long for an unknown user as for a wrong password (a dummy hash is verified)", async () => {
    const app = ctx.makeApp({ limits: { login: 1000, loginPerUser: 1000 } });
    const { username } = await signUp(ctx);
    const time = async (name: string) => {
      const t = process.hrtime.bigint();
      const res = await supertest(app).post("/api/login").send({ username: name, password: "wrong-password" });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid username or password" });
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    await time(uniqueName("warm")); // the dummy hash is made on first use
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(username));
      unknown.push(await time(uniqueName("ghost")));
    }
    // Without the dummy verification an unknown user answers in a few ms against tens of ms for argon2.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2);
  });
});

describe("users table untouched by refused sign-ups", () => {
  it("a cross-site registration creates no account", async () => {
    const before = (await ctx.db.db.select({ n: count() }).from(users))[0].n;
    const res = await supertest(ctx.app).post("/api/register").set("Sec-Fetch-Site", "cross-site").send(registration());
    expect(res.status).toBe(403);
    expect((await ctx.db.db.select({ n: count() }).from(users))[0].n).toBe(before);
  });
});
