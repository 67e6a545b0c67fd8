// Mass assignment (issue 7): server-owned fields are never taken from a body. Every write route, sent every privileged
// field: nobody becomes admin, no teacher approves themself, no booking is paid or repriced.
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  bookings,
  classes,
  plans,
  progressReports,
  reviews,
  studentProfiles,
  teacherProfiles,
  users,
} from "@shared/schema";
import { useTestApp, TEST_PDF } from "../test/test-app";
import { routeFixture, type RouteFixture, type SignedIn } from "../test/route-fixture";
import { ROUTE_TABLE, sampleOf, urlOf } from "../test/route-table";

const ctx = useTestApp();
let f: RouteFixture;

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
  // Issue 31: a teacher's late move waiting for the family, set by the server only.
  movedLateAt: "2020-01-01T00:00:00Z",
  weeklyHours: [{ day: 0, start: "00:00", end: "24:00" }],
  attendance: "present",
  reviewDismissedAt: "2000-01-01T00:00:00Z",
  reply: "Forged reply",
  repliedAt: "2000-01-01T00:00:00Z",
  password: "hacked-password",
  // A calendar feed secret the caller would know (issue 17): only the server makes them.
  calendarToken: "F".repeat(43),
  // Issue 36: the ijazah's check is the admins', and a trial is asked for with `trial`, priced by the class.
  ijazahVerified: true,
  ijazahNote: "Forged check",
  ijazahVerifiedAt: "2000-01-01T00:00:00Z",
  isTrial: true,
  createdAt: "2000-01-01T00:00:00Z",
});

beforeAll(async () => {
  f = await routeFixture(ctx);
});

describe("mass assignment", () => {
  it("never lets a parent or teacher set server-owned fields through any route", async () => {
    const teacher = f.accounts["teacher A"].id;
    const parent = f.accounts["parent A"].id;
    const pending = f.accounts["pending teacher"].id;
    const callers: { as: SignedIn; victim: number }[] = [
      { as: "parent A", victim: teacher },
      { as: "teacher A", victim: parent },
      { as: "pending teacher", victim: parent },
    ];
    let calls = 0;
    // Signing in or up as someone else is the auth tests' (registering as an admin → 403).
    for (const rule of ROUTE_TABLE.filter((r) => r.method !== "GET" && !r.changesSession)) {
      for (const c of callers) {
        const sample = sampleOf(rule, f, c.as);
        const url = urlOf(rule, sample);
        const agent = f.accounts[c.as].agent;
        const method = rule.method.toLowerCase() as "post" | "patch" | "put";
        const res = sample.upload
          ? await agent[method](url)
              .field("documentType", sample.upload)
              .field("verificationStatus", "approved")
              .attach("document", TEST_PDF, { filename: "cv.pdf", contentType: "application/pdf" })
          : await agent[method](url).send({ ...EVIL(c.victim), ...sample.body });
        expect(res.status, `${rule.method} ${url} as ${c.as}`).toBeLessThan(500);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(40);

    for (const u of [parent, teacher, pending]) {
      const [row] = await ctx.db.db.select().from(users).where(eq(users.id, u));
      expect(row.roles, `user ${u} roles`).not.toContain("admin");
      expect(row.userType).not.toBe("admin");
      expect(row.currentRole).not.toBe("admin");
      expect(row.calendarToken).not.toBe("F".repeat(43));
    }
    const [p] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, pending));
    expect(p).toMatchObject({
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
      interviewCompleted: false,
    });
    for (const u of [teacher, pending]) {
      const [row] = await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, u));
      expect(row, `profile of ${u}`).toMatchObject({ ijazahVerified: false, ijazahNote: null, ijazahVerifiedAt: null });
    }
    // A's booking was paid only by capturing its own order (the table's sample), never by a field in a body.
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, f.booking));
    expect(b).toMatchObject({
      paymentStatus: "paid",
      paypalOrderId: f.order,
      amount: "20.00",
      parentId: parent,
      teacherId: teacher,
      attendance: null,
      reviewDismissedAt: null,
    });
    expect(b.expiresAt?.getUTCFullYear()).not.toBe(2099);
    expect(b.reportNudgedAt).toBeNull();
    expect(b.movedLateAt).toBeNull();
    const mine = await ctx.db.db.select().from(bookings).where(eq(bookings.parentId, parent));
    for (const row of mine) expect(row.amount).toBe("20.00");
    // The booking the parent made here, with `paymentStatus: "paid"` and a forged order in its body, is unpaid.
    // A weekly plan's lessons (the fixture's, and the plan made here) are checked with the plans below.
    const made = mine.filter(
      (row) => ![f.booking, f.unreported, f.reported].includes(row.id) && !row.attendance && row.planId === null,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ paymentStatus: "pending", paypalOrderId: null, parentId: parent, isTrial: false });
    expect(made[0].expiresAt?.getUTCFullYear()).not.toBe(2099);
    // The plans: never paid or activated by a field in a body, their lessons held unpaid at the class price.
    const planRows = await ctx.db.db.select().from(plans).where(eq(plans.parentId, parent));
    expect(planRows.length).toBeGreaterThanOrEqual(1);
    for (const row of planRows) expect(["pending_payment", "cancelled"]).toContain(row.status);
    const lessons = mine.filter((row) => row.planId !== null);
    expect(lessons.length).toBeGreaterThanOrEqual(4);
    for (const row of lessons) expect(row).toMatchObject({ paymentStatus: "pending", paypalOrderId: null });
    // The report is the booking's teacher's, on the booking's child; the review the booking parent's, of its teacher,
    // with the rating given and no reply the parent wrote.
    const [report] = await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, f.unreported));
    expect(report).toMatchObject({ teacherId: teacher, studentId: f.student, rating: 5 });
    const [review] = await ctx.db.db.select().from(reviews).where(eq(reviews.bookingId, f.reported));
    expect(review).toMatchObject({
      parentId: parent,
      teacherId: teacher,
      rating: 5,
      reply: null,
      repliedAt: null,
    });
    expect((await ctx.db.db.select().from(reviews).where(eq(reviews.id, f.review)))[0].reply).toBe("Thank you");
    const [k] = await ctx.db.db.select().from(studentProfiles).where(eq(studentProfiles.id, f.student));
    expect(k.parentId).toBe(parent);
    const [cl] = await ctx.db.db.select().from(classes).where(eq(classes.id, f.class));
    expect(cl.teacherId).toBe(teacher);
    expect(cl.price).toBe("20.00");
    // The parent's password did not change.
    expect(
      (
        await supertest(ctx.app)
          .post("/api/login")
          .send({ username: f.accounts["parent A"].username, password: "hacked-password" })
      ).status,
    ).toBe(401);
  });
});
