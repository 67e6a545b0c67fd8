import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { BookingStatus } from "@shared/constants";
import { bookings, classes, reviews, studentProfiles, teacherProfiles } from "@shared/schema";
import { recordEarnings, reverseEarnings } from "../earnings/ledger";
import { signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

async function makeTeacherWithClass(status: "approved" | "pending" = "approved") {
  const t = await signInAs(ctx, ["teacher"]);
  await ctx.db.db
    .insert(teacherProfiles)
    .values({ userId: t.user.id, verificationStatus: status, bio: "b", qualifications: "q" });
  const [cls] = await ctx.db.db
    .insert(classes)
    .values({
      teacherId: t.user.id,
      title: "Tajweed basics",
      description: "A class long enough for its description.",
      subject: "Quran Recitation",
      level: "beginner",
      price: "20.00",
    })
    .returning();
  return { ...t, cls };
}

async function book(opts: {
  classId: number;
  teacherId: number;
  parentId: number;
  studentId: number;
  at: Date;
  status?: BookingStatus;
  paid?: boolean;
  amount?: string;
}) {
  const [row] = await ctx.db.db
    .insert(bookings)
    .values({
      classId: opts.classId,
      teacherId: opts.teacherId,
      parentId: opts.parentId,
      studentId: opts.studentId,
      scheduledAt: opts.at,
      endsAt: new Date(opts.at.getTime() + 3_600_000),
      status: opts.status ?? "scheduled",
      paymentStatus: opts.paid ? "paid" : "pending",
      amount: opts.amount ?? "20.00",
    })
    .returning();
  return row;
}

describe("GET /api/dashboard", () => {
  it("is 401 when signed out", async () => {
    expect((await supertest(ctx.app).get("/api/dashboard")).status).toBe(401);
  });

  it("gives a new parent zeros", async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.get("/api/dashboard");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      role: "parent",
      children: 0,
      bookings: 0,
      completedSessions: 0,
      nextClassAt: null,
      amountSpent: "0.00",
    });
  });

  it("counts a parent's children, live bookings, completed sessions and the next class", async () => {
    const teacher = await makeTeacherWithClass();
    const { agent, user } = await signUp(ctx);
    const kids = await ctx.db.db
      .insert(studentProfiles)
      .values([
        { parentId: user.id, name: "Zayd", age: 8, level: "beginner" },
        { parentId: user.id, name: "Layla", age: 11, level: "intermediate" },
      ])
      .returning();
    const base = { classId: teacher.cls.id, teacherId: teacher.user.id, parentId: user.id };
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const later = new Date(Date.now() + 5 * 86_400_000);
    await book({
      ...base,
      studentId: kids[0].id,
      at: new Date(Date.now() - 86_400_000),
      status: "completed",
      paid: true,
    });
    await book({ ...base, studentId: kids[1].id, at: later });
    await book({ ...base, studentId: kids[0].id, at: soon });
    await book({ ...base, studentId: kids[1].id, at: new Date(Date.now() + 86_400_000), status: "cancelled" });
    const res = await agent.get("/api/dashboard");
    // Spent counts paid bookings only: the two upcoming ones are unpaid.
    expect(res.body).toEqual({
      role: "parent",
      children: 2,
      bookings: 3,
      completedSessions: 1,
      nextClassAt: soon.toISOString(),
      amountSpent: "20.00",
    });
  });

  it("gives a teacher classes, students, bookings, this month's earnings after the fee and rating", async () => {
    const teacher = await makeTeacherWithClass();
    const { user: parent } = await signUp(ctx);
    const [kid] = await ctx.db.db
      .insert(studentProfiles)
      .values({ parentId: parent.id, name: "Zayd", age: 8, level: "beginner" })
      .returning();
    const base = { classId: teacher.cls.id, teacherId: teacher.user.id, parentId: parent.id, studentId: kid.id };
    const now = new Date();
    const thisMonth = (day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, 10));
    const b1 = await book({ ...base, at: thisMonth(1), paid: true, amount: "20.00", status: "completed" });
    const b2 = await book({ ...base, at: thisMonth(2), paid: true, amount: "25.50" });
    const b3 = await book({ ...base, at: thisMonth(3), paid: true, amount: "10.00" });
    await book({ ...base, at: thisMonth(4), paid: false });
    const old = await book({
      ...base,
      at: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)),
      paid: true,
      amount: "99.00",
    });
    // The ledger's rows, as paying writes them: this month's two earnings count, a refunded one nets to zero, and
    // last month's earning is last month's.
    await ctx.db.db.transaction(async (tx) => {
      await recordEarnings(tx, [b1.id, b2.id, b3.id]);
      await reverseEarnings(tx, [b3.id]);
      await recordEarnings(tx, [old.id], new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    });
    await ctx.db.db.insert(reviews).values([
      { teacherId: teacher.user.id, parentId: parent.id, bookingId: b1.id, rating: 5 },
      { teacherId: teacher.user.id, parentId: parent.id, rating: 4 },
    ]);
    const res = await teacher.agent.get("/api/dashboard");
    expect(res.body).toEqual({
      role: "teacher",
      classes: 1,
      students: 1,
      bookings: 5,
      // 20.00 less 15% is 17.00; 25.50 less 3.83 (3.825 half up) is 21.67.
      earningsThisMonth: "38.67",
      rating: 4.5,
      reviewCount: 2,
    });
  });

  it("gives an admin platform-wide figures", async () => {
    const { agent } = await signInAs(ctx, ["admin"]);
    const before = (await agent.get("/api/dashboard")).body;
    expect(before.role).toBe("admin");
    await makeTeacherWithClass("approved");
    await makeTeacherWithClass("pending");
    const after = (await agent.get("/api/dashboard")).body;
    expect(after.teachers - before.teachers).toBe(1);
    expect(after.pendingApplications - before.pendingApplications).toBe(1);
    expect(after.classes - before.classes).toBe(2);
    expect(Object.keys(after).sort()).toEqual([
      "bookings",
      "classes",
      "pendingApplications",
      "role",
      "students",
      "teachers",
    ]);
  });

  it("follows the current role", async () => {
    const { agent } = await signUp(ctx);
    await agent.patch("/api/user/role").send({ role: "teacher" });
    expect((await agent.get("/api/dashboard")).body.role).toBe("teacher");
  });
});
