// GET /api/teachers/{userId}: a listed teacher's page for everyone signed in; 404 when not approved or suspended,
// except for the teacher and admins. Every active class, the three checks, never a lesson link or admin-only field.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { classes, users } from "@shared/schema";
import { bookingCast, makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();
type Agent = ReturnType<typeof supertest.agent>;
let cast: Awaited<ReturnType<typeof bookingCast>>;
let admin: Agent;
let stranger: Agent;

beforeAll(async () => {
  cast = await bookingCast(ctx);
  admin = (await signInAs(ctx, ["admin"])).agent;
  stranger = (await signUp(ctx)).agent;
});

describe("GET /api/teachers/{userId}", () => {
  it("shows a listed teacher as a browse item with every active class and the three checks", async () => {
    for (let i = 2; i <= 5; i++)
      await cast.teacher.agent
        .post("/api/classes")
        .send(validClass({ title: `Class number ${i}` }))
        .expect(201);
    const hidden = await cast.teacher.agent.post("/api/classes").send(validClass({ title: "Withdrawn class" }));
    await cast.teacher.agent.patch(`/api/classes/${hidden.body.id}`).send({ isActive: false }).expect(200);
    // A lesson link on a class is the families' room: never on the public page.
    await ctx.db.db
      .update(classes)
      .set({ meetingUrl: "https://zoom.us/j/secret-room" })
      .where(eq(classes.id, cast.classId));

    const res = await stranger.get(`/api/teachers/${cast.teacher.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: cast.teacher.profileId,
      userId: cast.teacher.user.id,
      firstName: "Amina",
      lastName: "Yusuf",
      bio: "I teach tajweed to children with patience and care.",
      qualifications: "Ijazah in Hafs",
      experience: 5,
      specializations: ["Quran Recitation", "Arabic Language"],
      languages: ["Arabic", "English"],
      verificationStatus: "approved",
      classCount: 5,
      rating: null,
      reviewCount: 0,
      idVerified: true,
      policeCheckVerified: true,
      interviewCompleted: true,
    });
    expect(res.body.classes.map((c: { title: string }) => c.title)).toEqual([
      "Tajweed for beginners",
      "Class number 2",
      "Class number 3",
      "Class number 4",
      "Class number 5",
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("secret-room");
    expect(text).not.toContain("meetingUrl");
    for (const adminOnly of ["email", "phoneNumber", "documents", "feedback", "lastReminderSent"])
      expect(res.body).not.toHaveProperty(adminOnly);
  });

  it("the checks are evidence as they stand, not assumed", async () => {
    const t = await makeTeacher(ctx, "pending");
    const res = await t.agent.get(`/api/teachers/${t.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
      interviewCompleted: false,
      classes: [],
    });
  });

  it.each(["pending", "rejected"] as const)(
    "a %s teacher: 404 for other users, 200 for the teacher and admins",
    async (status) => {
      const t = await makeTeacher(ctx, status);
      const otherTeacher = (await makeTeacher(ctx, "approved")).agent;
      for (const agent of [stranger, otherTeacher, cast.parent.agent]) {
        const res = await agent.get(`/api/teachers/${t.user.id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: "Teacher not found" });
      }
      expect((await t.agent.get(`/api/teachers/${t.user.id}`)).status).toBe(200);
      const asAdmin = await admin.get(`/api/teachers/${t.user.id}`);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body).not.toHaveProperty("phoneNumber");
    },
  );

  it("a suspended teacher: 404 for families, 200 for admins", async () => {
    const t = await makeTeacher(ctx, "approved");
    await ctx.db.db.update(users).set({ suspendedAt: new Date(), suspendedReason: "x" }).where(eq(users.id, t.user.id));
    expect((await stranger.get(`/api/teachers/${t.user.id}`)).status).toBe(404);
    expect((await admin.get(`/api/teachers/${t.user.id}`)).status).toBe(200);
  });

  it("a user who is no teacher and an unknown id are 404; a malformed id 400; signed out 401", async () => {
    const parent = await signUp(ctx);
    expect((await admin.get(`/api/teachers/${parent.user.id}`)).status).toBe(404);
    expect((await stranger.get("/api/teachers/2000000000")).status).toBe(404);
    expect((await stranger.get("/api/teachers/abc")).status).toBe(400);
    expect((await supertest(ctx.app).get(`/api/teachers/${cast.teacher.user.id}`)).body).toEqual({
      message: "Unauthorized",
    });
  });
});
