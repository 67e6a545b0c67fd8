// Issue 32: a completed reset lifts its account's sign-in lockout, and one account's wrong passwords never lock out
// another at the same address (a madrasa's Wi-Fi); the 429 says when to try again.
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { memoryMailer } from "../mail/mailer";
import { signUp, uniqueName, useTestApp } from "../test/test-app";
import { LOGIN_LIMITS, tooManyLogins } from "./auth-limiters";

const ctx = useTestApp();
const MADRASA = "203.0.113.40";

/** The app with the sign-in limits as production has them, behind a proxy that names each caller's address. */
function productionLimits() {
  const mailer = memoryMailer();
  const app = ctx.makeApp({ mailer, trustProxy: "loopback", limits: { register: 1000, loginSlowStepMs: 1 } });
  const signIn = (username: string, password: string, from = MADRASA) =>
    supertest(app).post("/api/login").set("X-Forwarded-For", from).send({ username, password });
  return { app, mailer, signIn };
}

describe("the sign-in lockout", () => {
  it("is per account at an address: a child's typos lock out neither another family nor the owner after a reset", async () => {
    const { app, mailer, signIn } = productionLimits();
    const child = await signUp(ctx);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++)
      expect((await signIn(child.username, "wrong-guess-1")).status).toBe(401);
    const locked = await signIn(child.username, child.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // A fresh window of 15 minutes: a few seconds have gone.
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);

    // Another family behind the same address signs in with its own password.
    const other = await signUp(ctx);
    expect((await signIn(other.username, other.password)).status).toBe(200);

    // The child's parent resets the password from the same address: the lockout is lifted.
    expect((await supertest(app).post("/api/password/forgot").send({ email: child.user.email })).status).toBe(202);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1), { timeout: 3000 });
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.sent[0].text)?.[1];
    const reset = await supertest(app)
      .post("/api/password/reset")
      .set("X-Forwarded-For", MADRASA)
      .send({ token, password: "a-new-password-42" });
    expect(reset.status).toBe(200);
    expect((await signIn(child.username, "a-new-password-42")).status).toBe(200);
  });

  it("still stops one address spraying many accounts, at a per-address limit far above the per-account one", async () => {
    expect(LOGIN_LIMITS.perAddress).toBeGreaterThanOrEqual(5 * LOGIN_LIMITS.perAccountAddress);
    // The per-address limit lowered so the test need not make 100 guesses; still above the per-account one.
    const app = ctx.makeApp({ trustProxy: "loopback", limits: { login: 12, loginPerUser: 3 } });
    const guess = (username: string, from = MADRASA) =>
      supertest(app).post("/api/login").set("X-Forwarded-For", from).send({ username, password: "wrong-guess-1" });
    for (let i = 0; i < 12; i++) expect((await guess(uniqueName("spray"))).status).toBe(401);
    const refused = await guess(uniqueName("spray"));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Another address is not limited by it.
    expect((await guess(uniqueName("spray"), "198.51.100.30")).status).toBe(401);
  });

  it("a reset lifts only its own account's lockout, not the address's count for others", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, trustProxy: "loopback", limits: { register: 1000, login: 4, loginPerUser: 2 } });
    const signIn = (username: string, password: string) =>
      supertest(app).post("/api/login").set("X-Forwarded-For", MADRASA).send({ username, password });
    const mine = await signUp(ctx);
    for (let i = 0; i < 2; i++) expect((await signIn(mine.username, "wrong-guess-1")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn(uniqueName("ghost"), "wrong-guess-1")).status).toBe(401);
    // The attacker resets their own account's password: the address stays at its limit for every other account.
    await supertest(app).post("/api/password/forgot").send({ email: mine.user.email }).expect(202);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1), { timeout: 3000 });
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.sent[0].text)?.[1];
    await supertest(app)
      .post("/api/password/reset")
      .set("X-Forwarded-For", MADRASA)
      .send({ token, password: "a-new-password-42" })
      .expect(200);
    expect((await signIn(uniqueName("ghost"), "wrong-guess-1")).status).toBe(429);
  });
});

describe("tooManyLogins", () => {
  it("says in how many minutes, rounded up, one minute at least", () => {
    const now = Date.parse("2026-12-07T10:00:00Z");
    expect(tooManyLogins(new Date(now + 8 * 60_000 + 1), now)).toBe(
      "Too many failed sign-in attempts. Please try again in 9 minutes.",
    );
    expect(tooManyLogins(new Date(now + 20_000), now)).toBe(
      "Too many failed sign-in attempts. Please try again in 1 minute.",
    );
    expect(tooManyLogins(undefined, now)).toBe(
      "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    );
  });
});
