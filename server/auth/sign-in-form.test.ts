// POST /auth (decision 081): the sign-in form posted before or without the page's script signs in under the API's
// limits and cross-site rules, and answers with a redirect.
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const cookieOf = (res: supertest.Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("halaqa.sid="))
    ?.split(";")[0];

/** The post as Chromium sends it from our page: urlencoded, `Origin: null` (no-referrer), Sec-Fetch-Site. */
const fromOurPage = (app: ReturnType<typeof ctx.makeApp>, fields: Record<string, string>) =>
  supertest(app).post("/auth").set("Origin", "null").set("Sec-Fetch-Site", "same-origin").type("form").send(fields);

describe("the sign-in form without JavaScript", () => {
  it("signs in and goes home; a wrong password comes back to the page saying so", async () => {
    const { username, password, user } = await signUp(ctx);
    const ok = await fromOurPage(ctx.app, { username, password });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe("/");
    const cookie = cookieOf(ok);
    expect(cookie).toBeDefined();
    const me = await supertest(ctx.app)
      .get("/api/user")
      .set("Cookie", cookie ?? "");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);

    const wrong = await fromOurPage(ctx.app, { username, password: "wrong-guess-1" });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.location).toBe("/auth?error=signin");
    expect(cookieOf(wrong)).toBeUndefined();
    // Too short to be a password: the same answer, not a 400 page.
    expect((await fromOurPage(ctx.app, { username, password: "x" })).headers.location).toBe("/auth?error=signin");
  });

  it("counts its failures with the API's: the limit reached comes back as /auth?error=limited", async () => {
    const app = ctx.makeApp({ limits: { login: 1000, loginPerUser: 2 } });
    const { username, password } = await signUp(ctx);
    for (let i = 0; i < 2; i++)
      expect((await fromOurPage(app, { username, password: "wrong-guess-1" })).headers.location).toBe(
        "/auth?error=signin",
      );
    const limited = await fromOurPage(app, { username, password });
    expect(limited.status).toBe(303);
    expect(limited.headers.location).toBe("/auth?error=limited");
    expect(cookieOf(limited)).toBeUndefined();
    // The same count as the JSON sign-in's.
    expect((await supertest(app).post("/api/login").send({ username, password })).status).toBe(429);
  });

  it("tells a suspended account's owner, after the right password only", async () => {
    const { username, password, user } = await signUp(ctx);
    await ctx.db.pool.query("UPDATE users SET suspended_at = now() WHERE id = $1", [user.id]);
    expect((await fromOurPage(ctx.app, { username, password })).headers.location).toBe("/auth?error=suspended");
    expect((await fromOurPage(ctx.app, { username, password: "wrong-guess-1" })).headers.location).toBe(
      "/auth?error=signin",
    );
  });

  it("signs nobody in from another site (login CSRF), nor when the browser cannot say where it came from", async () => {
    const { username, password } = await signUp(ctx);
    const post = () => supertest(ctx.app).post("/auth").type("form");
    for (const res of [
      await post().set("Sec-Fetch-Site", "cross-site").set("Origin", "null").send({ username, password }),
      await post().set("Sec-Fetch-Site", "same-site").send({ username, password }),
      await post().set("Origin", "https://evil.example").send({ username, password }),
      await post()
        .set("Sec-Fetch-Site", "same-origin")
        .set("Origin", "https://evil.example")
        .send({ username, password }),
    ]) {
      expect(res.status).toBe(403);
      expect(cookieOf(res)).toBeUndefined();
    }
    // `Origin: null` without Sec-Fetch-Site (an older browser, a sandboxed frame): back to the page, nothing read.
    const unknown = await post().set("Origin", "null").send({ username, password });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.location).toBe("/auth");
    expect(cookieOf(unknown)).toBeUndefined();
    // Our own origin named in full is ours.
    const named = await post().set("Origin", "http://127.0.0.1").set("Host", "127.0.0.1").send({ username, password });
    expect(named.headers.location).toBe("/");
  });
});
