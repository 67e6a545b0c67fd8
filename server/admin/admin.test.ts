import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { interviews, notifications, teacherProfiles } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

async function adminOn(app: ReturnType<typeof ctx.makeApp>) {
  const admin = await signInAs(ctx, ["admin"]);
  const agent = supertest.agent(app);
  await agent.post("/api/login").send({ username: admin.username, password: "secret-12345" });
  return agent;
}

const ADMIN_ROUTES: [string, string, object?][] = [
  ["get", "/api/admin/notifications"],
  ["patch", "/api/admin/notifications/1", { read: true }],
  ["get", "/api/admin/recent-users"],
  ["get", "/api/admin/analytics"],
  ["get", "/api/admin/incomplete-applications"],
  ["post", "/api/admin/send-reminder", { teacherId: 1 }],
  ["post", "/api/interviews", { teacherId: 1, scheduledAt: "2030-01-01T14:00:00Z", status: "scheduled" }],
  ["patch", "/api/interviews/1", { status: "completed" }],
  ["patch", "/api/teacher/profile/1", { idVerified: true }],
];

describe("admin routes", () => {
  it.each(ADMIN_ROUTES)(
    "%s %s refuses parents and teachers (403) and signed-out callers (401)",
    async (method, path, body) => {
      const parent = await signUp(ctx);
      const teacher = await makeTeacher(ctx);
      const call = (agent: ReturnType<typeof supertest.agent>) =>
        (agent as unknown as Record<string, (p: string) => supertest.Test>)[method](path).send(body);
      expect((await call(parent.agent)).status).toBe(403);
      expect((await call(teacher.agent)).status).toBe(403);
      expect((await call(supertest.agent(ctx.app))).status).toBe(401);
    },
  );
});

describe("notifications", () => {
  it("records new users and applications in the admin feed, and Mark Read persists", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    const feed = (await agent.get("/api/admin/notifications")).body as {
      id: number;
      type: string;
      data: { userId?: number };
      read: boolean;
    }[];
    const mine = feed.filter((n) => n.data?.userId === t.user.id).map((n) => n.type);
    expect(mine).toEqual(expect.arrayContaining(["new_user", "teacher_application"]));
    const target = feed.find((n) => n.data?.userId === t.user.id)!;
    const res = await agent.patch(`/api/admin/notifications/${target.id}`).send({ read: true });
    expect(res.status).toBe(200);
    expect(res.body.read).toBe(true);
    const again = (await agent.get("/api/admin/notifications")).body as { id: number; read: boolean }[];
    expect(again.find((n) => n.id === target.id)?.read).toBe(true);
    expect((await agent.patch(`/api/admin/notifications/${target.id}`).send({ read: "yes" })).status).toBe(400);
    expect((await agent.patch("/api/admin/notifications/99999999").send({ read: true })).status).toBe(404);
  });

  it("gives each user their own notifications only", async () => {
    const t = await makeTeacher(ctx);
    const { agent: admin } = await signInAs(ctx, ["admin"]);
    await admin.post("/api/admin/send-reminder").send({ teacherId: t.user.id });
    const own = (await t.agent.get("/api/notifications")).body as { id: number; type: string }[];
    expect(own.map((n) => n.type)).toEqual(["reminder"]);
    const other = await signUp(ctx);
    expect((await other.agent.get("/api/notifications")).body).toEqual([]);
    expect((await other.agent.patch(`/api/notifications/${own[0].id}`).send({ read: true })).status).toBe(404);
    expect((await t.agent.patch(`/api/notifications/${own[0].id}`).send({ read: true })).body.read).toBe(true);
  });
});

describe("GET /api/admin/analytics", () => {
  it("gives 12 weeks of sign-ups and bookings, this week last, counting new accounts", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const before = (await agent.get("/api/admin/analytics")).body as {
      weekStart: string;
      signups: number;
      bookings: number;
    }[];
    expect(before).toHaveLength(12);
    expect(new Date(`${before[11].weekStart}T00:00:00Z`).getUTCDay()).toBe(1); // Monday
    await signUp(ctx);
    await signUp(ctx);
    const after = (await agent.get("/api/admin/analytics")).body as typeof before;
    expect(after[11].signups - before[11].signups).toBe(2);
    expect(after.slice(0, 11)).toEqual(before.slice(0, 11));
  });
});

describe("recent users and incomplete applications", () => {
  it("lists the latest users without secrets", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const fresh = await signUp(ctx);
    // The list is every user, newest first, paged (api.md "Bounded answers and caps"): the latest 20 is one page of 20.
    const res = await agent.get("/api/admin/recent-users?limit=20");
    expect(res.body.length).toBeLessThanOrEqual(20);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(res.body.length);
    expect(res.body[0].id).toBe(fresh.user.id);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/);
  });

  it("lists teachers whose application misses items, with what is missing", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const noProfile = await signUp(ctx, { role: "teacher" });
    const withProfile = await makeTeacher(ctx);
    const approved = await makeTeacher(ctx, "approved");
    const items = (await agent.get("/api/admin/incomplete-applications")).body as {
      id: number;
      missingItems: Record<string, boolean>;
      daysSinceApplication: number;
      lastReminderDays: number | null;
    }[];
    expect(items.find((i) => i.id === noProfile.user.id)).toMatchObject({
      missingItems: { phoneNumber: true, bio: true, qualifications: true, idVerification: true, policeCheck: true },
      daysSinceApplication: 0,
      lastReminderDays: null,
    });
    expect(items.find((i) => i.id === withProfile.user.id)?.missingItems).toEqual({
      phoneNumber: false,
      bio: false,
      qualifications: false,
      idVerification: true,
      policeCheck: true,
    });
    expect(items.find((i) => i.id === approved.user.id)).toBeUndefined();
  });
});

describe("POST /api/admin/send-reminder", () => {
  it("notifies and emails the teacher once per 24 hours (429 with Retry-After after that)", async () => {
    const mailer = memoryMailer();
    const agent = await adminOn(ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } }));
    const t = await makeTeacher(ctx);
    const first = await agent
      .post("/api/admin/send-reminder")
      .send({ teacherId: t.user.id, message: "Please upload your police check." });
    expect(first.status).toBe(200);
    expect(mailer.sent).toEqual([
      expect.objectContaining({ to: t.user.email, subject: "Please complete your Halaqa teacher application" }),
    ]);
    const [profile] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect(profile.lastReminderSent).not.toBeNull();
    const second = await agent.post("/api/admin/send-reminder").send({ teacherId: t.user.id });
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/in the last 24 hours/);
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    const reminders = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, t.user.id), eq(notifications.type, "reminder")));
    expect(reminders).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    const items = (await agent.get("/api/admin/incomplete-applications")).body as {
      id: number;
      lastReminderDays: number | null;
    }[];
    expect(items.find((i) => i.id === t.user.id)?.lastReminderDays).toBe(0);
  });

  it("does not email a teacher who turned teacher updates off, and 404s a non-teacher", async () => {
    const mailer = memoryMailer();
    const agent = await adminOn(ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } }));
    const t = await makeTeacher(ctx);
    await t.agent.patch("/api/user/preferences").send({ emailPreferences: { teacherUpdates: false } });
    expect((await agent.post("/api/admin/send-reminder").send({ teacherId: t.user.id })).status).toBe(200);
    expect(mailer.sent).toEqual([]);
    const parent = await signUp(ctx);
    expect((await agent.post("/api/admin/send-reminder").send({ teacherId: parent.user.id })).status).toBe(404);
    expect((await agent.post("/api/admin/send-reminder").send({ teacherId: "x" })).status).toBe(400);
  });
});

/** Moves an interview into the past, as if it had taken place yesterday. */
async function heldYesterday(id: number) {
  await ctx.db.db
    .update(interviews)
    .set({ scheduledAt: new Date(Date.now() - 86_400_000) })
    .where(eq(interviews.id, id));
}

describe("interviews", () => {
  it("keeps one open interview per teacher: a second 'Schedule Interview', even racing, is a 409", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    const body = { teacherId: t.user.id, scheduledAt: "2030-01-08T14:00:00Z", status: "scheduled" };
    const statuses = (
      await Promise.all([agent.post("/api/interviews").send(body), agent.post("/api/interviews").send(body)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const again = await agent.post("/api/interviews").send({ ...body, status: "pending" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This teacher already has an interview pending or scheduled");
    const rows = await ctx.db.db.select().from(interviews).where(eq(interviews.teacherId, t.user.id));
    expect(rows).toHaveLength(1);
    // Once that one is cancelled, a new one can be scheduled; reopening the cancelled one then clashes.
    expect((await agent.patch(`/api/interviews/${rows[0].id}`).send({ status: "cancelled" })).status).toBe(200);
    expect((await agent.post("/api/interviews").send(body)).status).toBe(201);
    expect((await agent.patch(`/api/interviews/${rows[0].id}`).send({ status: "scheduled" })).status).toBe(409);
  });

  it("refuses to complete an interview before its scheduled time, and changes nothing", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { body: interview } = await agent
      .post("/api/interviews")
      .send({ teacherId: t.user.id, scheduledAt: nextWeek, status: "scheduled" });
    const early = await agent
      .patch(`/api/interviews/${interview.id}`)
      .send({ status: "completed", result: "approved" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("An interview cannot be completed before its scheduled time");
    // Nor by moving it into the future in the same request.
    await heldYesterday(interview.id);
    expect(
      (await agent.patch(`/api/interviews/${interview.id}`).send({ status: "completed", scheduledAt: nextWeek }))
        .status,
    ).toBe(409);
    const [row] = await ctx.db.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row.status).toBe("scheduled");
    expect(row.result).toBeNull();
    const [profile] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect(profile.interviewCompleted).toBe(false);
    expect(
      (await agent.patch(`/api/interviews/${interview.id}`).send({ status: "completed", result: "approved" })).status,
    ).toBe(200);
  });

  // Review of issue 14: completing with a past scheduledAt in the same request, or moving it into the past first,
  // completed an interview dated next week today.
  it("refuses to complete an interview by moving it into the past, in the same request or before", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const { body: interview } = await agent
      .post("/api/interviews")
      .send({ teacherId: t.user.id, scheduledAt: nextWeek, status: "scheduled" });
    const together = await agent
      .patch(`/api/interviews/${interview.id}`)
      .send({ status: "completed", result: "approved", scheduledAt: yesterday });
    expect(together.status).toBe(400);
    const moved = await agent.patch(`/api/interviews/${interview.id}`).send({ scheduledAt: yesterday });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/future time/);
    const [row] = await ctx.db.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ status: "scheduled", result: null });
    expect(row.scheduledAt.toISOString()).toBe(nextWeek);
    const [profile] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect(profile.interviewCompleted).toBe(false);
  });

  // Hostile pass: year 0 passed the schema and PostgreSQL refused it (a 500).
  it("refuses an interview in a year the calendar cannot hold with 400 and writes nothing", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    for (const scheduledAt of ["0000-01-01T00:00:00Z", "9999-12-31T23:00:00Z"]) {
      const res = await agent.post("/api/interviews").send({ teacherId: t.user.id, scheduledAt, status: "scheduled" });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/scheduledAt/);
    }
    expect(await ctx.db.db.select().from(interviews).where(eq(interviews.teacherId, t.user.id))).toHaveLength(0);
  });

  it("takes 'Interview completed' back when the approved result is changed, and an approved teacher returns to review", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    const { body: interview } = await agent
      .post("/api/interviews")
      .send({ teacherId: t.user.id, scheduledAt: new Date(Date.now() - 3_600_000).toISOString(), status: "scheduled" });
    await agent.patch(`/api/interviews/${interview.id}`).send({ status: "completed", result: "approved" }).expect(200);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true })
      .where(eq(teacherProfiles.userId, t.user.id));
    await agent.patch(`/api/interviews/${interview.id}`).send({ result: "rejected" }).expect(200);
    const [profile] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect(profile).toMatchObject({ interviewCompleted: false, verificationStatus: "pending" });
  });

  it("schedules an interview (201), notifies and emails the teacher, and completing it approved sets interviewCompleted", async () => {
    const mailer = memoryMailer();
    const agent = await adminOn(ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } }));
    const t = await makeTeacher(ctx);
    const res = await agent.post("/api/interviews").send({
      teacherId: t.user.id,
      scheduledAt: "2030-01-08T14:00:00.000Z",
      status: "scheduled",
      notes: "Initial teacher evaluation interview",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      teacherId: t.user.id,
      status: "scheduled",
      teacherName: "Amina Yusuf",
      notes: "Initial teacher evaluation interview",
    });
    expect(mailer.sent.map((m) => m.subject)).toEqual(["Your Halaqa interview is scheduled"]);
    expect(((await t.agent.get("/api/notifications")).body as { type: string }[]).map((n) => n.type)).toContain(
      "interview_scheduled",
    );
    // The interview takes place (api.md: completing it before its scheduledAt is a 409).
    await heldYesterday(res.body.id);
    const done = await agent
      .patch(`/api/interviews/${res.body.id}`)
      .send({ status: "completed", result: "approved", feedback: "Excellent" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", result: "approved", feedback: "Excellent" });
    const [profile] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect(profile.interviewCompleted).toBe(true);
  });

  it("validates input and refuses unknown teachers and interviews", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const t = await makeTeacher(ctx);
    expect(
      (await agent.post("/api/interviews").send({ teacherId: t.user.id, scheduledAt: "next tuesday" })).status,
    ).toBe(400);
    expect(
      (await agent.post("/api/interviews").send({ teacherId: 99999999, scheduledAt: "2030-01-08T14:00:00Z" })).status,
    ).toBe(404);
    expect((await agent.patch("/api/interviews/99999999").send({ status: "completed" })).status).toBe(404);
    expect((await agent.patch("/api/interviews/1").send({})).status).toBe(400);
    const rejected = await agent
      .post("/api/interviews")
      .send({ teacherId: t.user.id, scheduledAt: "2030-01-08T14:00:00Z" });
    await heldYesterday(rejected.body.id);
    await agent.patch(`/api/interviews/${rejected.body.id}`).send({ status: "completed", result: "rejected" });
    const [profile] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, t.user.id));
    expect(profile.interviewCompleted).toBe(false);
  });
});
