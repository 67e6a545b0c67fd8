// Issue 31, finding 13: guessing one account's password from many addresses was limited only per address. Failures to
// one account, from anywhere, now slow each further attempt; the owner is never locked out.
import supertest from "supertest";
import { describe, expect, it } from "vitest";
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
});
