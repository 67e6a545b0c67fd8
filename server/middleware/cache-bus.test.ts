// Cached answers across processes (decision 052): two apps on one database, each with its own cache bus, stand for two
// processes. A write through one empties what it changed in the other; a sign-in or a 'Mark Read' empties nothing.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherProfiles } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";
import { pgCacheBus, type CacheBus } from "./cache-bus";
import { writeScope } from "./read-cache";

const ctx = useTestApp({ readCacheTtlMs: 60_000 });
const buses: CacheBus[] = [];
let a: ReturnType<typeof ctx.makeApp>;
let b: ReturnType<typeof ctx.makeApp>;

beforeAll(async () => {
  const busA = await pgCacheBus({ pool: ctx.db.pool });
  const busB = await pgCacheBus({ pool: ctx.db.pool });
  buses.push(busA, busB);
  // The same limitsPrefix: one site, whichever process answers.
  a = ctx.makeApp({ readCacheTtlMs: 60_000, cacheBus: busA, limitsPrefix: "site:" });
  b = ctx.makeApp({ readCacheTtlMs: 60_000, cacheBus: busB, limitsPrefix: "site:" });
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
});

const signedIn = async (app: typeof a, username: string, password: string) => {
  const agent = supertest.agent(app);
  expect((await agent.post("/api/login").send({ username, password })).status).toBe(200);
  return agent;
};

describe("the read cache across processes", () => {
  it("a class created through one process shows in the other's cached listing", async () => {
    const t = await makeTeacher(ctx, "approved");
    const parent = await signUp(ctx);
    const onB = await signedIn(b, parent.username, parent.password);
    const teacherOnA = await signedIn(a, t.username, t.password);
    const url = `/api/teachers?teacherId=${t.user.id}`;
    expect((await onB.get(url)).body[0].classes).toEqual([]);
    // Cached on B now: a change behind the servers' backs is not seen…
    await ctx.db.db
      .update(teacherProfiles)
      .set({ bio: "Changed in the database, unseen by the cache." })
      .where(eq(teacherProfiles.userId, t.user.id));
    expect((await onB.get(url)).body[0].bio).not.toBe("Changed in the database, unseen by the cache.");
    // …but a write through A is: B is told when it ends (a notification, delivered within milliseconds).
    expect((await teacherOnA.post("/api/classes").send(validClass({ title: "Tajwid on B" }))).status).toBe(201);
    await expect
      .poll(async () => (await onB.get(url)).body[0].classes.map((c: { title: string }) => c.title), {
        timeout: 3_000,
        interval: 20,
      })
      .toEqual(["Tajwid on B"]);
  });

  it("a sign-in and a 'Mark Read' through another process leave the cached listing alone", async () => {
    const t = await makeTeacher(ctx, "approved");
    const parent = await signUp(ctx);
    const onB = await signedIn(b, parent.username, parent.password);
    const url = `/api/teachers?teacherId=${t.user.id}&limit=7`;
    const first = (await onB.get(url)).body[0].bio;
    await ctx.db.db
      .update(teacherProfiles)
      .set({ bio: "Only a write about teachers may show this." })
      .where(eq(teacherProfiles.userId, t.user.id));
    const onA = await signedIn(a, parent.username, parent.password);
    expect((await onA.post("/api/notifications/read-all")).status).toBe(200);
    expect((await onA.patch("/api/user/preferences").send({ timeZone: "Europe/Paris" })).status).toBe(200);
    // Give a (wrong) notification time to arrive, then look: the cached answer is still served on both.
    await new Promise((r) => setTimeout(r, 200));
    expect((await onB.get(url)).body[0].bio).toBe(first);
    expect(
      (
        await supertest(b)
          .get(url)
          .set("Cookie", (await onB.get("/api/user")).request.cookies as unknown as string)
      ).body[0].bio,
    ).toBe(first);
  });

  it("a booking empties the admin's counts everywhere but not the listing", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    const adminOnB = await signedIn(b, admin.username, "secret-12345");
    const before = (await adminOnB.get("/api/dashboard")).body.students as number;
    const parent = await signUp(ctx);
    const onA = await signedIn(a, parent.username, parent.password);
    expect((await onA.post("/api/student/profile").send({ name: "Yusuf", age: 9, level: "beginner" })).status).toBe(
      201,
    );
    await expect
      .poll(async () => (await adminOnB.get("/api/dashboard")).body.students, { timeout: 3_000, interval: 20 })
      .toBe(before + 1);
  });
});

describe("rate limits across processes", () => {
  it("failed sign-ins through two processes count together", async () => {
    const limited = await Promise.all(
      [a, b].map(async () => {
        const bus = await pgCacheBus({ pool: ctx.db.pool });
        buses.push(bus);
        return ctx.makeApp({ cacheBus: bus, limitsPrefix: "limited-site:", limits: { login: 4, loginPerUser: 100 } });
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = limited[i % 2];
      statuses.push(
        (
          await supertest(app)
            .post("/api/login")
            .send({ username: `nobody${i}`, password: "wrong-password" })
        ).status,
      );
    }
    // 4 failures in all, not 4 per process: the fifth attempt is refused whichever process takes it.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe("writeScope", () => {
  const scope = (method: string, path: string) => writeScope({ method, path });
  it("names what each kind of write can change; an unknown write changes everything", () => {
    expect(scope("POST", "/api/login")).toEqual([]);
    expect(scope("POST", "/api/notifications/read-all")).toEqual([]);
    expect(scope("PATCH", "/api/notifications/12")).toEqual([]);
    expect(scope("POST", "/api/bookings")).toEqual(["dashboard"]);
    expect(scope("PATCH", "/api/bookings/3")).toEqual(["dashboard"]);
    expect(scope("POST", "/api/reviews")).toEqual(["teachers"]);
    expect(scope("POST", "/api/classes")).toEqual(["teachers", "dashboard"]);
    expect(scope("PATCH", "/api/admin/users/5")).toEqual(["teachers", "dashboard"]);
    expect(scope("DELETE", "/api/login")).toEqual(["teachers", "dashboard"]);
    expect(scope("POST", "/api/some-future-route")).toEqual(["teachers", "dashboard"]);
    // A replaced ID or police check sends an approved teacher back to review: out of the listing, into the counts.
    expect(scope("POST", "/api/documents/upload")).toEqual(["teachers", "dashboard"]);
  });
});

describe("the bus itself", () => {
  it("stops caching while its connection is down, and listens again", async () => {
    const bus = await pgCacheBus({ pool: ctx.db.pool, retryMs: 20 });
    buses.push(bus);
    const seen: (readonly string[] | undefined)[] = [];
    bus.subscribe((tags) => seen.push(tags));
    expect(bus.connected()).toBe(true);
    // End the listening session from the database's side, as a restart would.
    await ctx.db.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN halaqa_cache' and pid <> pg_backend_pid()",
    );
    await expect.poll(() => seen.includes(undefined), { timeout: 3_000, interval: 10 }).toBe(true);
    await expect.poll(() => bus.connected(), { timeout: 5_000, interval: 20 }).toBe(true);
    // It hears the others again.
    buses[0].publish(["teachers"]);
    await expect.poll(() => seen.some((t) => t?.includes("teachers")), { timeout: 3_000, interval: 10 }).toBe(true);
  });
});
