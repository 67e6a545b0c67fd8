// Issue 31, finding 13: guessing one account's password from many addresses was limited only per address. Failures to
// one account, from anywhere, now slow each further attempt; the owner is never locked out.
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

async function timed(req: supertest.Test) {
  const started = performance.now();
  const res = await req;
  return { status: res.status, ms: performance.now() - started };
}

describe("failed sign-ins to one account", () => {
  it("slow every further attempt, from any address, and still let the owner in", async () => {
    const STEP = 400;
    // The per-address limits lifted: only the per-account delay is at work.
    // Behind a proxy that names each caller's address, as production is.
    const app = ctx.makeApp({
      trustProxy: "loopback",
      limits: { login: 1000, loginPerUser: 1000, loginSlowAfter: 3, loginSlowStepMs: STEP },
    });
    const { username, password } = await signUp(ctx);
    const attempt = (pw: string, from: string) =>
      timed(supertest(app).post("/api/login").set("X-Forwarded-For", from).send({ username, password: pw }));
    for (const from of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
      expect((await attempt("wrong-guess-1", from)).status).toBe(401);
    // Timers never fire early: a lower bound is deterministic. The 4th failure waits one step, the owner two.
    const fourth = await attempt("wrong-guess-2", "203.0.113.9");
    expect(fourth.status).toBe(401);
    expect(fourth.ms).toBeGreaterThanOrEqual(STEP - 5);
    const owner = await attempt(password, "192.0.2.44");
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(2 * STEP - 5);
    // Another account is not slowed by it.
    const other = await signUp(ctx);
    const fresh = await timed(
      supertest(app).post("/api/login").send({ username: other.username, password: "wrong-guess-1" }),
    );
    expect(fresh.status).toBe(401);
  });

  // Issue 31, finding 7: successful sign-ins were not limited, so one account signed in from many addresses took every
  // hash. A family on several devices never meets 30 in 15 minutes.
  it("are counted apart from sign-ins that work, which have their own limit per account", async () => {
    const app = ctx.makeApp({
      trustProxy: "loopback",
      limits: { login: 1000, loginPerUser: 1000, loginSuccessPerUser: 3 },
    });
    const { username, password } = await signUp(ctx);
    const signIn = (pw: string, from: string) =>
      supertest(app).post("/api/login").set("X-Forwarded-For", from).send({ username, password: pw });
    // Wrong passwords are not sign-ins that worked: they leave the count as it was.
    for (const from of ["198.51.100.8", "198.51.100.9"]) expect((await signIn("wrong-guess-1", from)).status).toBe(401);
    // express-rate-limit counts a request when it arrives and takes a failure back when its answer is sent.
    const counted = async () =>
      (
        await ctx.db.pool.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE key LIKE $1", [
          `%login-success:account:${username.toLowerCase()}`,
        ])
      ).rows[0]?.hits;
    await vi.waitFor(async () => expect(await counted()).toBe(0));
    for (const from of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
      expect((await signIn(password, from)).status).toBe(200);
    const fourth = await signIn(password, "198.51.100.5");
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe("Too many sign-ins to this account. Please wait a few minutes and try again.");
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    const other = await signUp(ctx);
    expect(
      (await supertest(app).post("/api/login").send({ username: other.username, password: other.password })).status,
    ).toBe(200);
  });
});
