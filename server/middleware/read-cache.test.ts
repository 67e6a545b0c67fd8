// The read cache (decision 024): the public listing and the admin's counts are served from memory, but never
// after a write through this server, and never longer than the TTL.
import { EventEmitter } from "node:events";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { teacherProfiles, users } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";
import { createReadCache } from "./read-cache";
import type { CacheBus } from "./cache-bus";

const ctx = useTestApp({ readCacheTtlMs: 60_000 });
const bioOf = (body: { userId: number; bio: string }[], userId: number) => body.find((t) => t.userId === userId)?.bio;

describe("read cache", () => {
  it("serves the public listing from memory, with an ETag and 304 for a client that has it", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { agent } = await signUp(ctx);
    const first = await agent.get("/api/teachers?status=approved&limit=50");
    expect(first.status).toBe(200);
    expect(bioOf(first.body, t.user.id)).toBeDefined();
    // Changed behind the server's back: the cached answer (same body, same total) is still served.
    await ctx.db.db
      .update(teacherProfiles)
      .set({ bio: "Changed directly in the database, unseen by the cache." })
      .where(eq(teacherProfiles.userId, t.user.id));
    const second = await agent.get("/api/teachers?status=approved&limit=50");
    expect(second.body).toEqual(first.body);
    expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await agent.get("/api/teachers?status=approved&limit=50").set("If-None-Match", first.headers.etag);
    expect(again.status).toBe(304);
    // Another query is its own entry and sees the database.
    const other = await agent.get("/api/teachers?status=approved&limit=49");
    expect(bioOf(other.body, t.user.id)).toBe("Changed directly in the database, unseen by the cache.");
  });

  it("sends a cached listing gzipped to clients that accept it, compressed once", async () => {
    for (let i = 0; i < 3; i++) await makeTeacher(ctx, "approved");
    const { agent } = await signUp(ctx);
    const url = "/api/teachers?status=approved&limit=48";
    const plain = await agent.get(url).set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gz = await agent
      .get(url)
      .set("Accept-Encoding", "gzip, deflate")
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(gz.headers["content-type"]).toMatch(/^application\/json/);
    // superagent has already unzipped the stream: the same JSON as the plain answer.
    expect(JSON.parse((gz.body as Buffer).toString("utf8"))).toEqual(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it("keeps the listing through writes that change nothing: junk, signed in or not, refused edits, a sign-in (issue 18)", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { agent } = await signUp(ctx);
    const url = `/api/teachers?teacherId=${t.user.id}`;
    const first = await agent.get(url);
    expect(bioOf(first.body, t.user.id)).toBeDefined();
    // Changed behind the server's back: as long as the cached answer is served, the old bio shows.
    await ctx.db.db
      .update(teacherProfiles)
      .set({ bio: "Changed directly, unseen while the cache holds." })
      .where(eq(teacherProfiles.userId, t.user.id));
    expect((await supertest(ctx.app).post("/api/classes").send(validClass())).status).toBe(401);
    expect((await supertest(ctx.app).post(`/api/admin/teachers/${t.user.id}/review`).send({})).status).toBe(401);
    expect((await t.agent.post("/api/classes").send({ title: "" })).status).toBe(400);
    expect((await t.agent.post("/api/no/such/route").send({})).status).toBe(404);
    expect(
      (await supertest(ctx.app).post("/api/login").send({ username: t.username, password: t.password })).status,
    ).toBe(200);
    expect((await agent.get(url)).body).toEqual(first.body);
    // A write that goes through empties it.
    expect((await t.agent.post("/api/classes").send(validClass())).status).toBe(201);
    expect(bioOf((await agent.get(url)).body, t.user.id)).toBe("Changed directly, unseen while the cache holds.");
  });

  it("forgets everything when a write goes through the server: a new class shows at once", async () => {
    const t = await makeTeacher(ctx, "approved");
    const { agent } = await signUp(ctx);
    const url = `/api/teachers?teacherId=${t.user.id}`;
    expect((await agent.get(url)).body[0].classes).toEqual([]);
    expect((await agent.get(url)).body[0].classes).toEqual([]); // now cached
    const cls = await t.agent.post("/api/classes").send(validClass({ title: "Seerah for families" }));
    expect(cls.status).toBe(201);
    const after = await agent.get(url);
    expect(after.body[0].classes.map((c: { title: string }) => c.title)).toEqual(["Seerah for families"]);
  });

  it("does not cache the admin's listing (admin-only fields, always fresh)", async () => {
    const t = await makeTeacher(ctx, "pending");
    const admin = await signInAs(ctx, ["admin"]);
    const url = `/api/teachers?teacherId=${t.user.id}`;
    expect((await admin.agent.get(url)).body[0].verificationStatus).toBe("pending");
    await ctx.db.db
      .update(teacherProfiles)
      .set({ feedback: "Seen at once" })
      .where(eq(teacherProfiles.userId, t.user.id));
    expect((await admin.agent.get(url)).body[0].feedback).toBe("Seen at once");
  });

  it("caches the admin's dashboard counts until the next write", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    const before = (await admin.agent.get("/api/dashboard")).body;
    expect(before.role).toBe("admin");
    const parent = await signUp(ctx);
    // Registering was a write: the count is fresh.
    const kid = await parent.agent.post("/api/student/profile").send({ name: "Maryam", age: 8, level: "beginner" });
    expect(kid.status).toBe(201);
    const after = (await admin.agent.get("/api/dashboard")).body;
    expect(after.students).toBe(before.students + 1);
    // Another admin sees the same figures; a parent still gets their own.
    const other = await signInAs(ctx, ["admin"]);
    expect((await other.agent.get("/api/dashboard")).body.students).toBe(after.students);
    expect((await parent.agent.get("/api/dashboard")).body).toMatchObject({ role: "parent", children: 1 });
  });

  it("expires entries after the TTL", async () => {
    const app = ctx.makeApp({ readCacheTtlMs: 80 });
    const t = await makeTeacher(ctx, "approved");
    const agent = supertest.agent(app);
    const login = await agent.post("/api/login").send({ username: t.username, password: t.password });
    expect(login.status).toBe(200);
    const url = `/api/teachers?teacherId=${t.user.id}`;
    expect((await agent.get(url)).body[0].bio).not.toBe("After the TTL");
    await ctx.db.db.update(teacherProfiles).set({ bio: "After the TTL" }).where(eq(teacherProfiles.userId, t.user.id));
    expect((await agent.get(url)).body[0].bio).not.toBe("After the TTL");
    await new Promise((r) => setTimeout(r, 150));
    expect((await agent.get(url)).body[0].bio).toBe("After the TTL");
  });
});

describe("sessions and the signed-in user, read from the database", () => {
  it("a logout ends the session at once, even though it was just read from memory", async () => {
    const { agent } = await signUp(ctx);
    expect((await agent.get("/api/user")).status).toBe(200);
    const cookie = (await agent.get("/api/user")).request.cookies as unknown as string;
    const replay = (c: string) => supertest(ctx.app).get("/api/user").set("Cookie", c);
    expect((await replay(cookie)).status).toBe(200);
    expect((await agent.post("/api/logout")).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
  });

  it("a role switch and a new sign-in show at once", async () => {
    const { agent, username, password } = await signUp(ctx);
    expect((await agent.get("/api/user")).body.currentRole).toBe("parent");
    expect((await agent.patch("/api/user/role").send({ role: "teacher" })).status).toBe(200);
    expect((await agent.get("/api/user")).body).toMatchObject({ currentRole: "teacher", roles: ["parent", "teacher"] });
    // Signing in again gives a new session id; the old one is gone, not served from memory.
    const old = (await agent.get("/api/user")).request.cookies as unknown as string;
    expect((await agent.post("/api/login").send({ username, password })).status).toBe(200);
    expect((await supertest(ctx.app).get("/api/user").set("Cookie", old)).status).toBe(401);
    expect((await agent.get("/api/user")).status).toBe(200);
  });

  it("another process sees a logout at once (sessions are read from the database, decision 052)", async () => {
    const a = ctx.makeApp({ readCacheTtlMs: 60_000 });
    const b = ctx.makeApp({ readCacheTtlMs: 60_000 });
    const t = await makeTeacher(ctx, "approved");
    const agentA = supertest.agent(a);
    expect((await agentA.post("/api/login").send({ username: t.username, password: t.password })).status).toBe(200);
    const cookie = (await agentA.get("/api/user")).request.cookies as unknown as string;
    expect((await supertest(b).get("/api/user").set("Cookie", cookie)).status).toBe(200);
    expect((await agentA.post("/api/logout")).status).toBe(200);
    expect((await supertest(b).get("/api/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("another process sees a role switch at once", async () => {
    const a = ctx.makeApp({ readCacheTtlMs: 60_000 });
    const b = ctx.makeApp({ readCacheTtlMs: 60_000 });
    const { username, password } = await signUp(ctx);
    const agentA = supertest.agent(a);
    expect((await agentA.post("/api/login").send({ username, password })).status).toBe(200);
    const cookie = (await agentA.get("/api/user")).request.cookies as unknown as string;
    expect((await supertest(b).get("/api/user").set("Cookie", cookie)).body.currentRole).toBe("parent");
    expect((await agentA.patch("/api/user/role").send({ role: "teacher" })).status).toBe(200);
    expect((await supertest(b).get("/api/user").set("Cookie", cookie)).body).toMatchObject({
      currentRole: "teacher",
      roles: ["parent", "teacher"],
    });
  });
});

describe("changes made outside this process", () => {
  it("an admin demoted directly in the database loses admin access at once (admins are never kept in memory)", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get("/api/admin/recent-users")).status).toBe(200);
    expect((await admin.agent.get("/api/user")).body.roles).toEqual(["admin"]);
    await ctx.db.db
      .update(users)
      .set({ roles: ["parent"], currentRole: "parent", userType: "parent" })
      .where(eq(users.id, admin.user.id));
    expect((await admin.agent.get("/api/admin/recent-users")).status).toBe(403);
    const listing = await admin.agent.get("/api/teachers?status=approved");
    expect(listing.status).toBe(200);
    for (const t of listing.body as Record<string, unknown>[]) expect(t).not.toHaveProperty("phoneNumber");
  });

  it("another user's changed or deleted account applies at the next request (users are read from the database)", async () => {
    const app = ctx.makeApp({ readCacheTtlMs: 60_000 });
    const t = await makeTeacher(ctx, "approved");
    const agent = supertest.agent(app);
    expect((await agent.post("/api/login").send({ username: t.username, password: t.password })).status).toBe(200);
    expect((await agent.get("/api/user")).body.firstName).toBe("Amina");
    await ctx.db.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, t.user.id));
    expect((await agent.get("/api/user")).body.firstName).toBe("Renamed");
    await ctx.db.db.delete(users).where(eq(users.id, t.user.id));
    expect((await agent.get("/api/user")).status).toBe(401);
  });
});

describe("createReadCache", () => {
  /** A write through the middleware, by a signed-in user unless `user` is null; it answers `statusCode`. */
  const fakeWrite = (
    cache: ReturnType<typeof createReadCache>,
    opts: { user?: { id: number } | null; path?: string } = {},
  ) => {
    const res = Object.assign(new EventEmitter(), {
      writableFinished: false,
      statusCode: 200,
      locals: {} as Record<string, unknown>,
      end: () => res,
    });
    const user = opts.user === undefined ? { id: 1 } : (opts.user ?? undefined);
    cache.invalidateOnWrites(
      { method: "POST", path: opts.path ?? "/api/classes", user } as never,
      res as never,
      () => {},
    );
    return res;
  };

  /** A bus that only records what is published. */
  const recordingBus = () => {
    const published: (readonly string[])[] = [];
    const bus: CacheBus = {
      publish: (tags) => void published.push(tags),
      subscribe: () => {},
      connected: () => true,
      stop: async () => {},
    };
    return { published, bus };
  };

  it("a refused write (4xx), signed in or not, touches nothing here or in another process, from start to end", () => {
    const { published, bus } = recordingBus();
    const cache = createReadCache({ ttlMs: 60_000, bus });
    cache.store("teachers:k", cache.generation("teachers:k"), "[1]");
    for (const [user, path, status] of [
      [null, "/api/teachers/1/anything", 401],
      [{ id: 1 }, "/api/no/such/route", 404],
      [{ id: 1 }, "/api/classes", 400],
    ] as const) {
      const junk = fakeWrite(cache, { user, path });
      // Under way: still served, and an answer read now is still kept.
      expect(cache.get("teachers:k")?.body).toBe("[1]");
      cache.store("teachers:other", cache.generation("teachers:other"), "[x]");
      expect(cache.get("teachers:other")?.body).toBe("[x]");
      junk.statusCode = status;
      junk.end();
      expect(cache.get("teachers:k")?.body).toBe("[1]");
    }
    expect(published).toEqual([]);
  });

  it("a refusal that comes after a committed change (res.locals.dataChanged) empties like a success", () => {
    const { published, bus } = recordingBus();
    const cache = createReadCache({ ttlMs: 60_000, bus });
    cache.store("dashboard:k", cache.generation("dashboard:k"), "[1]");
    const write = fakeWrite(cache, { path: "/order/1/capture" });
    write.statusCode = 409;
    write.locals.dataChanged = true;
    write.end();
    expect(cache.get("dashboard:k")).toBeUndefined();
    expect(published).toHaveLength(1);
  });

  it("a write that succeeds (or fails on the server), signed in or not, empties what it may have changed, everywhere", () => {
    const { published, bus } = recordingBus();
    const cache = createReadCache({ ttlMs: 60_000, bus });
    for (const [user, status] of [
      [{ id: 1 }, 201],
      [null, 200],
      [{ id: 1 }, 503],
    ] as const) {
      cache.store("teachers:k", cache.generation("teachers:k"), "[1]");
      const write = fakeWrite(cache, { user });
      write.statusCode = status;
      write.end();
      expect(cache.get("teachers:k")).toBeUndefined();
    }
    expect(published).toHaveLength(3);
  });

  it("never keeps an answer read before a write ended, even one whose client left, and drops what was stored meanwhile", () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const before = cache.generation("teachers:k"); // a read that began before the write (it may predate the commit)
    const write = fakeWrite(cache);
    cache.store("teachers:k", cache.generation("teachers:k"), "[during]"); // read and stored while it ran
    write.end();
    write.emit("finish");
    write.emit("close");
    expect(cache.get("teachers:k")).toBeUndefined();
    cache.store("teachers:k", before, "[stale]");
    expect(cache.get("teachers:k")).toBeUndefined();
    cache.store("teachers:k", cache.generation("teachers:k"), "[after]");
    expect(cache.get("teachers:k")?.body).toBe("[after]");
    // The client gave up: the handler may still commit, so the write ends when it has answered.
    const abandoned = fakeWrite(cache);
    const early = cache.generation("teachers:k");
    abandoned.emit("close");
    abandoned.end(); // the handler finished (after its commit)
    expect(cache.get("teachers:k")).toBeUndefined();
    cache.store("teachers:k", early, "[stale]");
    expect(cache.get("teachers:k")).toBeUndefined();
  });

  it("empties after a minute what a write whose client left may have changed, and again when it answers at last", () => {
    vi.useFakeTimers();
    try {
      const cache = createReadCache({ ttlMs: 120_000 });
      const hung = fakeWrite(cache);
      cache.store("teachers:k", cache.generation("teachers:k"), "[1]");
      hung.emit("close");
      vi.advanceTimersByTime(59_000);
      expect(cache.get("teachers:k")?.body).toBe("[1]");
      vi.advanceTimersByTime(2_000);
      expect(cache.get("teachers:k")).toBeUndefined();
      // It answers at last (after a commit made after the minute): what was stored since is emptied too.
      cache.store("teachers:k", cache.generation("teachers:k"), "[2]");
      expect(cache.get("teachers:k")?.body).toBe("[2]");
      hung.end();
      expect(cache.get("teachers:k")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not store an answer computed while a write was under way", () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const g = cache.generation("k");
    cache.invalidate(); // a write began after the read started
    cache.store("k", g, "[1]");
    expect(cache.get("k")).toBeUndefined();
    cache.store("k", cache.generation("k"), "[2]");
    expect(cache.get("k")?.body).toBe("[2]");
  });

  it("computes a missing answer once for all callers at the same moment, but not across a write", async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return { body: `[${calls}]` };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.getOrCompute("k", compute)));
    expect(calls).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["[1]"]));
    const before = cache.getOrCompute("j", compute);
    cache.invalidate(); // a write began while "j" was being computed: later callers do not share that answer
    const after = cache.getOrCompute("j", compute);
    await Promise.all([before, after]);
    expect(calls).toBe(3);
    expect(cache.get("j")?.body).toBe("[3]");
  });

  it("does not call an answer stored when it is too large for the cache (it would be gzipped again on every request)", async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 64 * 1024 });
    const huge = cache.store("huge", cache.generation("huge"), "x".repeat(100 * 1024));
    expect(cache.get("huge")).toBeUndefined();
    expect(huge.stored).toBeFalsy();
    const small = cache.store("small", cache.generation("small"), "y".repeat(1024));
    expect(small.stored).toBe(true);
    expect(cache.get("small")).toBe(small);
    let computed = 0;
    const compute = async () => ({ body: (computed++, "z".repeat(100 * 1024)) });
    expect((await cache.getOrCompute("big", compute)).stored).toBeFalsy();
    expect((await cache.getOrCompute("big", compute)).stored).toBeFalsy();
    expect(computed).toBe(2);
  });

  it("with a TTL of 0 caches nothing", () => {
    const cache = createReadCache({ ttlMs: 0 });
    cache.store("k", cache.generation("k"), "[1]");
    expect(cache.get("k")).toBeUndefined();
  });
});
