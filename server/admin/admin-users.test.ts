// Admin › Users (api.md "Accounts"): finding users, suspending and restoring them, and what a suspension does.
import { and, eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { bookings, notifications, users } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { simulatorGateway } from "../payments/simulator";
import { bookingCast, futureDate, signInAs, signUp, slotAt, uniqueName, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const sessionsOf = async (userId: number) =>
  Number(
    (
      await ctx.db.pool.query("SELECT count(*) FROM sessions WHERE (sess -> 'passport' ->> 'user') = $1", [
        String(userId),
      ])
    ).rows[0].count,
  );

describe("GET /api/admin/users", () => {
  it("finds users by name, username or email, case-insensitively, by role, a page at a time with the total", async () => {
    const tag = uniqueName("zq").replace(/[^a-z0-9]/gi, "");
    const a = await signUp(ctx, { firstName: "Hafsa", lastName: `Qadri${tag}` });
    const b = await signUp(ctx, { role: "teacher", email: `${tag}.teacher@example.com` });
    const { agent } = await signInAs(ctx, ["admin"]);

    const byName = await agent.get(`/api/admin/users?q=${encodeURIComponent(`hafsa QADRI${tag}`)}`);
    expect(byName.status).toBe(200);
    expect(byName.body.map((u: { id: number }) => u.id)).toEqual([a.user.id]);
    expect(byName.headers["x-total-count"]).toBe("1");
    expect(byName.body[0]).toMatchObject({
      suspended: false,
      suspendedAt: null,
      roles: ["parent"],
      teacherStatus: null,
    });
    expect(JSON.stringify(byName.body)).not.toMatch(/password|argon2/i);

    const byEmail = await agent.get(`/api/admin/users?q=${tag.toUpperCase()}.TEACHER`);
    expect(byEmail.body.map((u: { id: number }) => u.id)).toEqual([b.user.id]);
    expect((await agent.get(`/api/admin/users?q=${b.username.toUpperCase()}`)).body[0].id).toBe(b.user.id);
    expect((await agent.get(`/api/admin/users?q=${tag}&role=teacher`)).body.map((u: { id: number }) => u.id)).toEqual([
      b.user.id,
    ]);
    // LIKE wildcards are taken literally.
    expect((await agent.get("/api/admin/users?q=%25%25%25")).body).toEqual([]);

    const page = await agent.get("/api/admin/users?limit=2&offset=0");
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers["x-total-count"])).toBeGreaterThanOrEqual(3);
    expect((await agent.get("/api/admin/users?limit=101")).status).toBe(400);
    expect((await agent.get("/api/admin/users?role=owner")).status).toBe(400);
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("suspends a teacher: sessions end, sign-in is refused, browse drops them, lessons are cancelled and refunded; restore undoes the lock", async () => {
    const mailer = memoryMailer();
    const gateway = simulatorGateway();
    const app = ctx.makeApp({ mailer, payments: gateway, limits: { login: 1000, register: 1000 } });
    const cast = await bookingCast(ctx);
    const parent = supertest.agent(app);
    await parent
      .post("/api/login")
      .send({ username: cast.parent.username, password: cast.parent.password })
      .expect(200);
    const booked = await parent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(4), "15:00") });
    expect(booked.status).toBe(201);
    const order = await parent
      .post("/order")
      .send({ amount: booked.body.amount, currency: "USD", intent: "CAPTURE", bookingId: booked.body.id });
    await parent.post(`/order/${order.body.id}/capture`).expect(200);
    const teacher = supertest.agent(app);
    await teacher
      .post("/api/login")
      .send({ username: cast.teacher.username, password: cast.teacher.password })
      .expect(200);
    expect(await sessionsOf(cast.teacher.user.id)).toBeGreaterThanOrEqual(1);

    const admin = await signInAs(ctx, ["admin"]);
    const adminAgent = supertest.agent(app);
    await adminAgent.post("/api/login").send({ username: admin.username, password: "secret-12345" }).expect(200);
    expect((await adminAgent.patch(`/api/admin/users/${cast.teacher.user.id}`).send({ suspended: true })).status).toBe(
      400,
    ); // a reason is needed
    // Only the suspension's emails from here (the booking and the payment sent theirs above).
    mailer.sent.length = 0;
    const res = await adminAgent
      .patch(`/api/admin/users/${cast.teacher.user.id}`)
      .send({ suspended: true, reason: "Police check is forged" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: cast.teacher.user.id, suspended: true, suspendedReason: "Police check is forged" },
      cancelledLessons: 1,
      refunded: 1,
    });

    // Every session is gone, in the table and for the signed-in agents.
    expect(await sessionsOf(cast.teacher.user.id)).toBe(0);
    expect((await teacher.get("/api/user")).status).toBe(401);
    expect((await cast.teacher.agent.get("/api/user")).status).toBe(401);
    const again = await supertest(app)
      .post("/api/login")
      .send({ username: cast.teacher.username, password: cast.teacher.password });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ message: "This account is suspended" });
    // A wrong password still says nothing about the account.
    expect(
      (await supertest(app).post("/api/login").send({ username: cast.teacher.username, password: "wrong-password" }))
        .status,
    ).toBe(401);

    // Families no longer find, open, book or pay for the teacher.
    expect((await parent.get(`/api/teachers?teacherId=${cast.teacher.user.id}`)).body).toEqual([]);
    expect((await parent.get(`/api/classes/${cast.classId}`)).status).toBe(404);
    const book = await parent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(6), "15:00") });
    expect(book.status).toBe(404);
    // The upcoming lesson is cancelled and refunded, and the family told (in the app and by email).
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, booked.body.id));
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const told = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.parent.user.id), eq(notifications.type, "booking_cancelled")));
    expect(told).toHaveLength(1);
    expect(told[0].message).not.toContain("forged");
    expect(mailer.sent.find((m) => m.to === cast.parent.user.email)?.text).toContain("has been refunded");
    expect(mailer.sent.find((m) => m.to === cast.teacher.user.email)).toMatchObject({
      subject: "Your Halaqa account has been suspended",
    });

    // Restored: the teacher signs in again and is listed again; the cancelled lesson stays cancelled.
    const restored = await adminAgent.patch(`/api/admin/users/${cast.teacher.user.id}`).send({ suspended: false });
    expect(restored.status).toBe(200);
    expect(restored.body.user).toMatchObject({ suspended: false, suspendedAt: null, suspendedReason: null });
    expect(
      (
        await supertest(app)
          .post("/api/login")
          .send({ username: cast.teacher.username, password: cast.teacher.password })
      ).status,
    ).toBe(200);
    expect((await parent.get(`/api/teachers?teacherId=${cast.teacher.user.id}`)).body).toHaveLength(1);
    expect((await ctx.db.db.select().from(bookings).where(eq(bookings.id, booked.body.id)))[0].status).toBe(
      "cancelled",
    );
    // Both changes wait under the teacher's bell.
    const status = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.teacher.user.id), eq(notifications.type, "account_status")));
    expect(status.map((n) => n.title).sort()).toEqual(["Your account has been restored", "Your account was suspended"]);
  });

  it("refuses to suspend oneself or the last admin (409), and 404s an unknown user", async () => {
    // Only one active admin in this database: the others made by earlier tests are suspended first.
    await ctx.db.db.update(users).set({ suspendedAt: new Date() }).where(sql`'admin' = ANY(${users.roles})`);
    const first = await signInAs(ctx, ["admin"]);
    const self = await first.agent.patch(`/api/admin/users/${first.user.id}`).send({ suspended: true, reason: "test" });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("You cannot suspend your own account");
    expect((await first.agent.patch("/api/admin/users/2147483647").send({ suspended: true, reason: "x" })).status).toBe(
      404,
    );

    // Two admins suspending each other at the same moment: one wins, the platform keeps an admin.
    const second = await signInAs(ctx, ["admin"]);
    const [a, b] = await Promise.all([
      first.agent.patch(`/api/admin/users/${second.user.id}`).send({ suspended: true, reason: "race" }),
      second.agent.patch(`/api/admin/users/${first.user.id}`).send({ suspended: true, reason: "race" }),
    ]);
    const [won, lost] = [a.status, b.status].sort((x, y) => x - y);
    expect(won).toBe(200);
    // The loser was suspended while asking: refused as the last admin (409), or already signed out (401).
    expect([401, 409]).toContain(lost);
    const active = await ctx.db.db
      .select({ id: users.id })
      .from(users)
      .where(sql`'admin' = ANY(${users.roles}) AND ${users.suspendedAt} IS NULL`);
    expect(active).toHaveLength(1);
  });
});
