import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { bookings, interviews, studentProfiles } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();

async function bookedLesson() {
  const teacher = await makeTeacher(ctx, "approved");
  const { body: cls } = await teacher.agent.post("/api/classes").send(validClass());
  const parent = await signUp(ctx);
  const [kid] = await ctx.db.db.insert(studentProfiles).values({ parentId: parent.user.id, name: "Zayd", age: 9, level: "beginner" }).returning();
  const at = new Date(Date.now() + 3 * 86_400_000);
  const [booking] = await ctx.db.db
    .insert(bookings)
    .values({ classId: cls.id, studentId: kid.id, parentId: parent.user.id, teacherId: teacher.user.id, scheduledAt: at, endsAt: new Date(at.getTime() + 45 * 60_000), amount: "20.00" })
    .returning();
  return { teacher, parent, booking };
}

describe("GET /api/bookings", () => {
  it("shows each viewer only their own bookings, with class, student and teacher names", async () => {
    const { teacher, parent, booking } = await bookedLesson();
    const mine = await parent.agent.get("/api/bookings");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ id: booking.id, classTitle: "Tajweed for beginners", studentName: "Zayd", teacherName: "Amina Yusuf", status: "scheduled", paymentStatus: "pending", amount: "20.00" }),
    ]);
    expect((await teacher.agent.get("/api/bookings")).body.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    const stranger = await signUp(ctx);
    expect((await stranger.agent.get("/api/bookings")).body).toEqual([]);
    const otherTeacher = await makeTeacher(ctx, "approved");
    expect((await otherTeacher.agent.get("/api/bookings")).body).toEqual([]);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get("/api/bookings")).body.map((b: { id: number }) => b.id)).toContain(booking.id);
    expect((await supertest(ctx.app).get("/api/bookings")).status).toBe(401);
  });
});

describe("GET /api/interviews", () => {
  it("shows a teacher their own interviews, admins all, and nobody else", async () => {
    const t = await makeTeacher(ctx);
    const other = await makeTeacher(ctx);
    await ctx.db.db.insert(interviews).values([
      { teacherId: t.user.id, scheduledAt: new Date(Date.now() + 86_400_000), status: "scheduled", notes: "Initial teacher evaluation interview" },
      { teacherId: other.user.id, scheduledAt: new Date(Date.now() + 86_400_000), status: "scheduled" },
    ]);
    const own = await t.agent.get("/api/interviews");
    expect(own.body).toEqual([expect.objectContaining({ teacherId: t.user.id, teacherName: "Amina Yusuf", status: "scheduled" })]);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get("/api/interviews")).body.length).toBeGreaterThanOrEqual(2);
    const parent = await signUp(ctx);
    expect((await parent.agent.get("/api/interviews")).status).toBe(403);
  });
});
