// A hostile pass over issue 31's new rules: the holes found (each fixed here) and attacks the rules refuse, each proven
// over HTTP as an attacker would try it.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { UNPAID_HOLDS_WITH_TEACHER_MESSAGE } from "@shared/bookings";
import { AYAH_COUNT, ayahAt, JUZ } from "@shared/quran";
import { bookings, studentBadges, teacherProfiles } from "@shared/schema";
import { updateBooking } from "../bookings/bookings.service";
import { memoryMailer } from "../mail/mailer";
import { simulatorGateway } from "../payments/simulator";
import { insertLesson } from "../test/insert-lesson";
import { heldReport, lessonCast, moveLesson } from "../test/lessons";
import { bookingCast, futureDate, registration, signUp, slotAt, uniqueName, useTestApp } from "../test/test-app";

const ctx = useTestApp();

describe("limits keyed on a field of the body", () => {
  it("count 'alice' with direction controls, or with a letter PostgreSQL folds, as alice", async () => {
    const app = ctx.makeApp({ limits: { login: 1000, loginPerUser: 1000, loginSuccessPerUser: 2 } });
    // An "i" in the name: PostgreSQL's lower() makes "İ" an "i", JavaScript's does not.
    const { username, password } = await signUp(ctx, { username: uniqueName("kadi") });
    const signIn = (name: string) => supertest(app).post("/api/login").send({ username: name, password });
    expect((await signIn(username)).status).toBe(200);
    expect((await signIn(username.toUpperCase())).status).toBe(200);
    // The account's allowance is spent: no spelling of its name signs in again.
    for (const name of [`${username}\u202E`, `\u2066${username}\u2069`, username.replace("i", "\u0130")])
      expect((await signIn(name)).status, JSON.stringify(name)).not.toBe(200);
  });

  it("give one email address its sign-up allowance however its owner's address is spelt", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, limits: { register: 1000, registerPerEmail: 1 } });
    const owner = await signUp(ctx);
    const attempt = (email: string) => supertest(app).post("/api/register").send(registration({ email }));
    expect((await attempt(owner.user.email)).status).toBe(409);
    expect((await attempt(`${owner.user.email}\u202E`)).status).toBe(429);
    expect((await attempt(`\u202A${owner.user.email}`)).status).toBe(429);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
  });

  it("give one email address its reset allowance however it is spelt", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, limits: { forgotPassword: 1000, forgotPasswordPerEmail: 1 } });
    const owner = await signUp(ctx);
    const forgot = (email: string) => supertest(app).post("/api/password/forgot").send({ email });
    expect((await forgot(owner.user.email)).status).toBe(202);
    expect((await forgot(`${owner.user.email}\u2067`)).status).toBe(429);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
  });
});

describe("an address nobody has confirmed", () => {
  it("gets a reset link without the name the registrant typed", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, appUrl: "https://halaqa.example", limits: { register: 1000 } });
    const body = registration({ firstName: "Your bank card is blocked call 0800 000 000" });
    expect((await supertest(app).post("/api/register").send(body)).status).toBe(201);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    // Anyone may ask for a reset link to any address: the registrant included.
    expect((await supertest(app).post("/api/password/forgot").send({ email: body.email })).status).toBe(202);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(2));
    const reset = mailer.sent[1];
    expect(reset.subject).toBe("Reset your Halaqa password");
    expect(reset.text).toContain("https://halaqa.example/reset-password?token=");
    expect(reset.text).not.toContain("bank card");
    expect(reset.text).not.toContain("Yusuf");
  });

  it("has its confirmation link and its reset link each good for their own use only", async () => {
    const mailer = memoryMailer();
    const app = ctx.makeApp({ mailer, appUrl: "https://halaqa.example", limits: { register: 1000 } });
    const body = registration();
    await supertest(app).post("/api/register").send(body).expect(201);
    await supertest(app).post("/api/password/forgot").send({ email: body.email }).expect(202);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(2));
    const tokenIn = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)![1];
    const [confirmation, reset] = [tokenIn(mailer.sent[0].text), tokenIn(mailer.sent[1].text)];
    expect((await supertest(app).post("/api/email/verify").send({ token: reset })).status).toBe(400);
    const swapped = await supertest(app)
      .post("/api/password/reset")
      .send({ token: confirmation, password: "a-new-long-passphrase" });
    expect(swapped.status).toBe(400);
    // Each still does its own job afterwards.
    expect((await supertest(app).post("/api/email/verify").send({ token: confirmation })).status).toBe(200);
  });
});

describe("a lesson on hold (its teacher back under review)", () => {
  it("cannot be marked held or missed by that teacher, so the family's money is not kept", async () => {
    const l = await lessonCast(ctx);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "pending", policeCheckVerified: false })
      .where(eq(teacherProfiles.userId, l.teacher.user.id));
    await moveLesson(ctx, l.bookingId, -0.25);
    for (const attended of [false, true]) {
      const res = await l.teacher.agent.patch(`/api/bookings/${l.bookingId}`).send({ status: "completed", attended });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only approved teachers can mark a lesson completed");
    }
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    expect(row).toMatchObject({ status: "scheduled", attendance: null, paymentStatus: "paid" });
  });
});

describe("unpaid holds", () => {
  it("count a hold whose PayPal order is open, so opening orders frees no place", async () => {
    const cast = await bookingCast(ctx);
    const book = (time: string) =>
      cast.parent.agent
        .post("/api/bookings")
        .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(6), time) });
    for (const time of ["09:00", "10:00", "11:00"]) {
      const held = await book(time);
      expect(held.status).toBe(201);
      const order = await cast.parent.agent
        .post("/order")
        .send({ amount: held.body.amount, currency: "USD", intent: "CAPTURE", bookingId: held.body.id });
      expect(order.status).toBe(200);
    }
    const fourth = await book("14:00");
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(UNPAID_HOLDS_WITH_TEACHER_MESSAGE);
  });
});

describe("one lesson's sabaq", () => {
  it("mints no khatm when the rest of the Quran is reported as revision", async () => {
    const cast = await bookingCast(ctx);
    const lesson = await insertLesson(
      ctx.db.db,
      {
        classId: cast.classId,
        studentId: cast.studentId,
        parentId: cast.parent.user.id,
        teacherId: cast.teacher.user.id,
      },
      { status: "scheduled", attendance: null },
    );
    const entry = (kind: string, first: number, last: number) => ({
      kind,
      from: ayahAt(first),
      to: ayahAt(last),
      grade: "excellent",
    });
    const [amma1, amma2] = [JUZ[29].first, JUZ[29].last];
    const res = await cast.teacher.agent
      .post(`/api/bookings/${lesson}/report`)
      .send(heldReport({ hifz: [entry("sabaq", amma1, amma2), entry("manzil", 1, amma1 - 1)] }));
    expect(res.status).toBe(201);
    const codes = (await ctx.db.db.select().from(studentBadges).where(eq(studentBadges.studentId, cast.studentId))).map(
      (b) => b.code,
    );
    expect(codes).toContain("juz-amma");
    expect(codes).not.toContain("khatm");
    expect(codes.filter((c) => /^juz-\d+$/.test(c))).toEqual(["juz-30"]);
    expect(AYAH_COUNT).toBeGreaterThan(amma2 - amma1 + 1);
  });
});

// The hostile pass's L1 and L3, closed after it (decisions 077 and 078).
describe("moves and holds the family must still be able to undo", () => {
  it("a teacher's move to just over 12 hours ahead still leaves the family a full refund minutes later", async () => {
    const l = await lessonCast(ctx);
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    const deps = { db: ctx.db.db, gateway: simulatorGateway(ctx.db.pool) };
    const teacher = { id: l.teacher.user.id, roles: ["teacher" as const], currentRole: "teacher" as const };
    const parent = { id: l.parent.user.id, roles: ["parent" as const], currentRole: "parent" as const };
    // An hour earlier (the lesson was 13 h 15 min away), "now" 12 h 15 min before the new time.
    const target = new Date(row.scheduledAt.getTime() - 3_600_000);
    const now = new Date(target.getTime() - 12 * 3_600_000 - 15 * 60_000);
    const moved = await updateBooking(deps, teacher, l.bookingId, { kind: "reschedule", scheduledAt: target }, now);
    expect(moved).toMatchObject({ movedAtShortNotice: true });
    // Twenty minutes later, inside the 12 hours: cancelling still refunds in full.
    const later = new Date(now.getTime() + 20 * 60_000);
    const cancelled = await updateBooking(deps, parent, l.bookingId, { kind: "cancel" }, later);
    expect(cancelled).toMatchObject({ refund: "full" });
  });

  it("a lesson on hold whose start has passed can still be cancelled by the family, in full", async () => {
    const l = await lessonCast(ctx);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "pending" })
      .where(eq(teacherProfiles.userId, l.teacher.user.id));
    await moveLesson(ctx, l.bookingId, -0.25);
    const cancel = await l.parent.agent.patch(`/api/bookings/${l.bookingId}`).send({ status: "cancelled" });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body.refund).toBe("full");
    // The teacher, approved again, has nothing left to report as missed.
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved" })
      .where(eq(teacherProfiles.userId, l.teacher.user.id));
    const missed = await l.teacher.agent
      .patch(`/api/bookings/${l.bookingId}`)
      .send({ status: "completed", attended: false });
    expect(missed.status).toBe(409);
  });
});
