// Mass assignment (issue 7): server-owned fields are never taken from a body. Every state-changing route of the
// route table is called by a parent, an approved teacher and a pending teacher with a valid body plus every
// privileged field; afterwards nobody became admin, no teacher approved themself, no booking is paid or repriced.
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, classes, progressReports, reviews, studentProfiles, teacherProfiles, users } from "@shared/schema";
import { insertLesson } from "../test/insert-lesson";
import { bookingCast, futureDate, makeTeacher, slotAt, useTestApp, validClass, validProfile } from "../test/test-app";
import { ROUTE_TABLE } from "../test/route-table";

const ctx = useTestApp();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let cast: Awaited<ReturnType<typeof bookingCast>>;
let pending: Awaited<ReturnType<typeof makeTeacher>>;
let bookingId: number;
/** Past lessons of the cast: one for its report, one for the parent's review; and a review to reply to. */
let reportLesson: number;
let reviewLesson: number;
let reviewId: number;

const EVIL = (victim: number) => ({
  id: 1,
  userId: victim,
  parentId: victim,
  teacherId: victim,
  studentId: undefined as unknown,
  roles: ["admin", "teacher", "parent"],
  userType: "admin",
  currentRole: "admin",
  isAdmin: true,
  verificationStatus: "approved",
  idVerified: true,
  policeCheckVerified: true,
  interviewCompleted: true,
  paymentStatus: "paid",
  amount: "0.01",
  paypalOrderId: "FORGED-ORDER",
  // Issue 17: a hold that never lapses, a reminder marker, another teacher's hours.
  expiresAt: "2099-01-01T00:00:00Z",
  reportNudgedAt: "2020-01-01T00:00:00Z",
  weeklyHours: [{ day: 0, start: "00:00", end: "24:00" }],
  attendance: "present",
  reviewDismissedAt: "2000-01-01T00:00:00Z",
  reply: "Forged reply",
  repliedAt: "2000-01-01T00:00:00Z",
  password: "hacked-password",
  // A calendar feed secret the caller would know (issue 17): only the server makes them.
  calendarToken: "F".repeat(43),
  createdAt: "2000-01-01T00:00:00Z",
});

beforeAll(async () => {
  cast = await bookingCast(ctx);
  pending = await makeTeacher(ctx, "pending");
  const res = await cast.parent.agent
    .post("/api/bookings")
    .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(6), "11:00") });
  bookingId = res.body.id;
  const lesson = {
    classId: cast.classId,
    studentId: cast.studentId,
    parentId: cast.parent.user.id,
    teacherId: cast.teacher.user.id,
  };
  reportLesson = await insertLesson(ctx.db.db, lesson, { status: "scheduled", attendance: null });
  reviewLesson = await insertLesson(ctx.db.db, lesson);
  const [review] = await ctx.db.db
    .insert(reviews)
    .values({
      bookingId: await insertLesson(ctx.db.db, lesson),
      teacherId: cast.teacher.user.id,
      parentId: cast.parent.user.id,
      rating: 4,
    })
    .returning();
  reviewId = review.id;
});

/** A valid body for the route (so validation passes and the route really runs), before the privileged fields. */
function baseBody(method: string, path: string): Record<string, unknown> | "upload" | null {
  switch (`${method} ${path}`) {
    case "POST /api/register":
      return null; // signs in as someone new: covered in auth tests (role admin → 403)
    case "POST /api/login":
    case "POST /api/logout":
      return null;
    case "POST /auth":
      return {}; // reads no body at all: answered 303 back to the page
    case "PATCH /api/user/role":
      return { role: "parent" };
    case "PATCH /api/user/preferences":
      return { preferredCurrency: "GBP" };
    case "POST /api/password/forgot":
      return { email: "nobody-here@example.com" };
    case "POST /api/password/reset":
      return { token: "A".repeat(43), password: "secret123" };
    // The caller's own password (every account here has it): the change runs; EVIL's userId must not steer it.
    case "PATCH /api/user/password":
      return { currentPassword: "secret123", newPassword: "secret123" };
    case "POST /api/teacher/profile":
      return validProfile();
    case "PATCH /api/teacher/profile/:id":
      return { feedback: "I approve myself" };
    case "POST /api/documents/upload":
      return "upload";
    case "POST /api/classes":
      return validClass({ title: "Mass assignment class" });
    case "PATCH /api/classes/:id":
      return { title: "Renamed class title" };
    case "POST /api/student/profile":
      return { name: "Hafsa", age: 9, level: "beginner" };
    case "PATCH /api/student/profiles/:id":
      return { name: "Zayd" };
    case "PUT /api/teacher/availability":
      return { minimumNoticeHours: 12, weekly: [{ day: 1, start: "09:00", end: "12:00" }], exceptions: [] };
    case "POST /api/bookings":
      return { classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(9), "14:00") };
    case "PATCH /api/bookings/:id":
      return { status: "cancelled" };
    case "POST /api/bookings/:id/report":
      return { attendance: "present", content: "Surah Al-Ikhlas", rating: 4 };
    case "PATCH /api/bookings/:id/report":
      return { homework: "Revise Al-Ikhlas" };
    case "POST /api/bookings/:id/review-request/dismiss":
    case "POST /api/notifications/read-all":
    case "POST /api/calendar/feed-url/reset":
      return {};
    case "POST /api/reviews":
      return { bookingId: reviewLesson, rating: 5, comment: "Kind" };
    case "POST /api/reviews/:id/reply":
      return { reply: "Thank you" };
    case "POST /api/interviews":
      return {
        teacherId: pending.user.id,
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
        status: "scheduled",
      };
    case "PATCH /api/interviews/:id":
      return { status: "completed", result: "approved" };
    case "PATCH /api/admin/notifications/:id":
    case "PATCH /api/notifications/:id":
      return { read: true };
    case "POST /api/admin/send-reminder":
      return { teacherId: pending.user.id };
    case "PATCH /api/admin/users/:id":
      return { suspended: false };
    case "PUT /api/admin/currency-rates":
      return { rates: { GBP: 0.75 } };
    case "POST /order":
      return { amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId };
    case "POST /order/:id/capture":
      return {};
    default:
      throw new Error(`no body for ${method} ${path}`);
  }
}

const idFor = (path: string) =>
  path.endsWith("/report") || path.includes("/review-request/")
    ? reportLesson
    : path.includes("/reviews/")
      ? reviewId
      : path.includes("/classes/")
        ? cast.classId
        : path.includes("/student/")
          ? cast.studentId
          : path.includes("/bookings/")
            ? bookingId
            : path.includes("/teacher/profile/")
              ? pending.profileId
              : 1;

describe("mass assignment", () => {
  it("never lets a parent or teacher set server-owned fields through any route", async () => {
    const callers = [
      { name: "parent", agent: cast.parent.agent, victim: cast.teacher.user.id },
      { name: "approved teacher", agent: cast.teacher.agent, victim: cast.parent.user.id },
      { name: "pending teacher", agent: pending.agent, victim: cast.parent.user.id },
    ];
    let calls = 0;
    for (const rule of ROUTE_TABLE.filter((r) => r.method !== "GET")) {
      const base = baseBody(rule.method, rule.path);
      if (base === null) continue;
      for (const c of callers) {
        const url = rule.path.replace(":id", String(idFor(rule.path)));
        const method = rule.method.toLowerCase() as "post" | "patch" | "put";
        const res =
          base === "upload"
            ? await c.agent[method](url)
                .field("documentType", "cv")
                .field("verificationStatus", "approved")
                .attach("document", PDF, { filename: "cv.pdf", contentType: "application/pdf" })
            : await c.agent[method](url).send({ ...EVIL(c.victim), ...base });
        expect(res.status, `${rule.method} ${url} as ${c.name}`).toBeLessThan(500);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(40);

    for (const u of [cast.parent.user.id, cast.teacher.user.id, pending.user.id]) {
      const [row] = await ctx.db.db.select().from(users).where(eq(users.id, u));
      expect(row.roles, `user ${u} roles`).not.toContain("admin");
      expect(row.userType).not.toBe("admin");
      expect(row.currentRole).not.toBe("admin");
      expect(row.calendarToken).not.toBe("F".repeat(43));
    }
    const [p] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, pending.user.id));
    expect(p).toMatchObject({
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
      interviewCompleted: false,
    });
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({
      paymentStatus: "pending",
      amount: "20.00",
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
      attendance: null,
      reviewDismissedAt: null,
    });
    expect(b.paypalOrderId).not.toBe("FORGED-ORDER");
    expect(b.expiresAt?.getUTCFullYear()).not.toBe(2099);
    expect(b.reportNudgedAt).toBeNull();
    const mine = await ctx.db.db.select().from(bookings).where(eq(bookings.parentId, cast.parent.user.id));
    for (const row of mine) expect(row.amount).toBe("20.00");
    // The report is the booking's teacher's, on the booking's child; the review the booking parent's, of its teacher,
    // with the rating given and no reply the parent wrote.
    const [report] = await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, reportLesson));
    expect(report).toMatchObject({ teacherId: cast.teacher.user.id, studentId: cast.studentId, rating: 4 });
    const [review] = await ctx.db.db.select().from(reviews).where(eq(reviews.bookingId, reviewLesson));
    expect(review).toMatchObject({
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
      rating: 5,
      reply: null,
      repliedAt: null,
    });
    expect((await ctx.db.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0].reply).toBe("Thank you");
    const [k] = await ctx.db.db.select().from(studentProfiles).where(eq(studentProfiles.id, cast.studentId));
    expect(k.parentId).toBe(cast.parent.user.id);
    const [cl] = await ctx.db.db.select().from(classes).where(eq(classes.id, cast.classId));
    expect(cl.teacherId).toBe(cast.teacher.user.id);
    expect(cl.price).toBe("20.00");
    // The parent's password did not change.
    expect(
      (
        await supertest(ctx.app)
          .post("/api/login")
          .send({ username: cast.parent.username, password: "hacked-password" })
      ).status,
    ).toBe(401);
  });
});
