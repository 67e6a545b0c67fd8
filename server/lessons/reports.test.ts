// Completing a lesson with its report (api.md "Lessons after the booking", decision 044): who may, when, what the
// booking becomes, who is told, and the 48 hours to correct it.
import supertest from "supertest";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, progressReports } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { GatewayError } from "../payments/gateway";
import { simulatorGateway } from "../payments/simulator";
import { heldReport, lessonCast, moveLesson, notificationsOf } from "../test/lessons";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const mailer = memoryMailer();
// The app's own gateway, so that a test can make its refunds fail.
const payments = simulatorGateway();
const ctx = useTestApp({ mailer, payments });

const bookingRow = async (id: number) => (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const reportUrl = (id: number) => `/api/bookings/${id}/report`;

describe("POST /api/bookings/{id}/report", () => {
  it("lets only the lesson's teacher report it, from its start, once; the booking becomes completed", async () => {
    const l = await lessonCast(ctx);
    const early = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport());
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A lesson can be reported once it has started");
    await moveLesson(ctx, l.bookingId, -1);
    // Anyone else, admins included, learns nothing about the lesson.
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [
      l.parent.agent,
      (await makeTeacher(ctx, "approved")).agent,
      (await signUp(ctx)).agent,
      admin.agent,
    ]) {
      expect((await agent.post(reportUrl(l.bookingId)).send(heldReport())).status).toBe(404);
    }
    expect((await supertest(ctx.app).post(reportUrl(l.bookingId)).send(heldReport())).status).toBe(401);
    expect((await l.teacher.agent.post(reportUrl(2_147_483_647)).send(heldReport())).status).toBe(404);
    expect(await bookingRow(l.bookingId)).toMatchObject({ status: "scheduled", attendance: null });

    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ attendance: "late" }));
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({
      bookingId: l.bookingId,
      studentId: l.studentId,
      classTitle: "Tajweed for beginners",
      teacherName: "Amina Yusuf",
      attendance: "late",
      content: "Al-Fatiha with the rules of madd",
      rating: 4,
      feedback: "Lovely recitation",
      homework: "Recite Al-Fatiha three times a day",
      nextTopics: "Qalqalah",
    });
    expect(Date.parse(res.body.report.editableUntil) - Date.parse(res.body.report.createdAt)).toBe(48 * 3_600_000);
    expect(res.body.booking).toMatchObject({
      id: l.bookingId,
      status: "completed",
      attendance: "late",
      hasReport: true,
      awaitingReport: false,
    });
    expect(await bookingRow(l.bookingId)).toMatchObject({ status: "completed", attendance: "late" });

    const again = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This lesson already has a report");
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "absent" })).status).toBe(409);
    expect(
      await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, l.bookingId)),
    ).toHaveLength(1);
  });

  it.each([
    [{ attendance: "present" }, "content: Please describe what was covered"],
    [{ attendance: "late", content: "   " }, "content: Please describe what was covered"],
    [{ attendance: "sick" }, "attendance: Attendance must be present, late, absent or teacher_absent"],
    [heldReport({ rating: 6 }), "rating: Rating must be a whole number from 1 to 5"],
    [heldReport({ rating: 2.5 }), "rating: Rating must be a whole number from 1 to 5"],
    [heldReport({ homework: "x".repeat(2001) }), "homework: Homework must be at most 2000 characters"],
  ])("refuses %j with 400", async (body, message) => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await bookingRow(l.bookingId)).status).toBe("scheduled");
  });

  it("tells the parent of a report in-app and by email, unless they turned progress reports off", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -2);
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport());
    const [note] = await notificationsOf(ctx, l.parent.user.id, "progress_report");
    expect(note).toMatchObject({ title: "New progress report for Zayd" });
    expect(note.data).toMatchObject({
      bookingId: l.bookingId,
      reportId: res.body.report.id,
      studentId: l.studentId,
      link: `/parent/dashboard?tab=progress&child=${l.studentId}`,
    });
    const mail = mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject === "Progress report for Zayd");
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("Homework:\n> Recite Al-Fatiha three times a day");

    const quiet = await lessonCast(ctx);
    await quiet.parent.agent
      .patch("/api/user/preferences")
      .send({ emailPreferences: { progressReports: false } })
      .expect(200);
    await moveLesson(ctx, quiet.bookingId, -2);
    await quiet.teacher.agent.post(reportUrl(quiet.bookingId)).send(heldReport()).expect(201);
    expect(await notificationsOf(ctx, quiet.parent.user.id, "progress_report")).toHaveLength(1);
    expect(
      mailer.sent.filter((m) => m.to === quiet.parent.user.email && m.subject.startsWith("Progress report")),
    ).toEqual([]);
  });

  it("completes an absent student's lesson without a report, and tells nobody", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    // What a report would say is not kept for a lesson the student missed.
    const res = await l.teacher.agent
      .post(reportUrl(l.bookingId))
      .send({ attendance: "absent", content: "Waited 20 minutes" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      report: null,
      booking: { status: "completed", attendance: "absent", hasReport: false, awaitingReport: false },
    });
    expect(await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, l.bookingId))).toEqual(
      [],
    );
    expect((await l.parent.agent.get(reportUrl(l.bookingId))).status).toBe(404);
    expect(await notificationsOf(ctx, l.parent.user.id, "progress_report")).toEqual([]);
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport())).status).toBe(409);
  });

  it("teacher absent: cancels the lesson, refunds the payment, tells the family and the admins' feed", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "teacher_absent" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      report: null,
      booking: { status: "cancelled", attendance: "teacher_absent", paymentStatus: "refunded", hasReport: false },
    });
    const row = await bookingRow(l.bookingId);
    expect(row).toMatchObject({ status: "cancelled", attendance: "teacher_absent", paymentStatus: "refunded" });
    expect(row.refundId).toBeTruthy();
    const [family] = await notificationsOf(ctx, l.parent.user.id, "booking_cancelled");
    expect(family.message).toContain("The teacher cancelled");
    // Told before the refund ran: the money is "being refunded", never "refunded".
    expect(family.message).toContain("The payment of $20.00 is being refunded.");
    expect(family.data).toMatchObject({ bookingId: l.bookingId, refund: "pending" });
    const feed = (await notificationsOf(ctx, null, "booking_cancelled")).filter(
      (n) => n.data?.bookingId === l.bookingId,
    );
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ title: "Teacher absent" });
    expect(feed[0].message).toContain("The lesson was cancelled and is being refunded.");
    expect(
      mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject === "A Halaqa lesson was cancelled"),
    ).toHaveLength(1);
    // The admins find it in their 'Teacher absent' view.
    const admin = await signInAs(ctx, ["admin"]);
    const view = await admin.agent.get("/api/bookings?filter=teacher_absent&limit=100");
    expect(view.body.map((b: { id: number }) => b.id)).toContain(l.bookingId);
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport())).body.message).toBe(
      "This lesson was cancelled",
    );
  });

  it("teacher absent whose refund fails: the booking stays paid, the admins are asked to refund it by hand", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    const refund = payments.refund;
    payments.refund = () => Promise.reject(new GatewayError(503));
    try {
      const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "teacher_absent" });
      expect(res.status).toBe(201);
      expect(res.body.booking).toMatchObject({
        status: "cancelled",
        attendance: "teacher_absent",
        paymentStatus: "paid",
      });
    } finally {
      payments.refund = refund;
    }
    const [family] = await notificationsOf(ctx, l.parent.user.id, "booking_cancelled");
    expect(family.message).toContain("is being refunded");
    expect(family.message).not.toMatch(/refunded in full|has been refunded/);
    const feed = (await notificationsOf(ctx, null, "booking_cancelled")).filter(
      (n) => n.data?.bookingId === l.bookingId,
    );
    expect(feed.map((n) => n.title)).toEqual(["Teacher absent", "Refund needs attention"]);
    expect(feed[1].message).toContain(
      `Booking #${l.bookingId} was cancelled but its payment of $20.00 could not be refunded automatically.`,
    );
  });

  it("refuses a held or absent report on a lesson never paid (409); nothing changes, nobody is told", async () => {
    const l = await lessonCast(ctx, { pay: false });
    await moveLesson(ctx, l.bookingId, -1);
    for (const body of [heldReport(), heldReport({ attendance: "late" }), { attendance: "absent" }]) {
      const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This lesson has not been paid");
    }
    expect(await bookingRow(l.bookingId)).toMatchObject({
      status: "scheduled",
      attendance: null,
      paymentStatus: "pending",
    });
    expect(await ctx.db.db.select().from(progressReports).where(eq(progressReports.bookingId, l.bookingId))).toEqual(
      [],
    );
    expect(await notificationsOf(ctx, l.parent.user.id, "progress_report")).toEqual([]);
  });

  it("teacher absent on an unpaid lesson cancels it with nothing to refund", async () => {
    const l = await lessonCast(ctx, { pay: false });
    await moveLesson(ctx, l.bookingId, -1);
    await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "teacher_absent" }).expect(201);
    expect(await bookingRow(l.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "pending" });
    const [family] = await notificationsOf(ctx, l.parent.user.id, "booking_cancelled");
    expect(family.data).toMatchObject({ refund: "unpaid" });
    const feed = (await notificationsOf(ctx, null, "booking_cancelled")).filter(
      (n) => n.data?.bookingId === l.bookingId,
    );
    expect(feed[0].message).toContain("it had not been paid");
    expect(feed[0].message).not.toContain("refund");
    expect(family.message).not.toContain("refund");
  });

  it("refuses a cancelled lesson (409)", async () => {
    const l = await lessonCast(ctx);
    await l.parent.agent.patch(`/api/bookings/${l.bookingId}`).send({ status: "cancelled" }).expect(200);
    await moveLesson(ctx, l.bookingId, -1);
    const res = await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This lesson was cancelled");
  });

  it("gives a lesson marked held without a report (PATCH completed) its report; not one marked absent", async () => {
    const held = await lessonCast(ctx);
    await moveLesson(ctx, held.bookingId, -1);
    await held.teacher.agent
      .patch(`/api/bookings/${held.bookingId}`)
      .send({ status: "completed", attended: true })
      .expect(200);
    const res = await held.teacher.agent.post(reportUrl(held.bookingId)).send(heldReport());
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ status: "completed", attendance: "present", hasReport: true });

    const missed = await lessonCast(ctx);
    await moveLesson(ctx, missed.bookingId, -1);
    await missed.teacher.agent
      .patch(`/api/bookings/${missed.bookingId}`)
      .send({ status: "completed", attended: false })
      .expect(200);
    const refused = await missed.teacher.agent.post(reportUrl(missed.bookingId)).send(heldReport());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This lesson is already completed");
  });
});

describe("PATCH /api/bookings/{id}/report", () => {
  it("lets the teacher correct the report for 48 hours after writing it (409 after); 404 for anyone else", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    expect((await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ content: "Corrected" })).status).toBe(404);
    await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport()).expect(201);

    const fixed = await l.teacher.agent
      .patch(reportUrl(l.bookingId))
      .send({ homework: "Recite An-Nas", rating: null, attendance: "absent" });
    expect(fixed.status).toBe(200);
    // Attendance stays as recorded: the correction is of the report's words.
    expect(fixed.body).toMatchObject({
      homework: "Recite An-Nas",
      rating: null,
      content: "Al-Fatiha with the rules of madd",
      attendance: "present",
    });
    expect(Date.parse(fixed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(fixed.body.createdAt));
    expect((await bookingRow(l.bookingId)).attendance).toBe("present");

    for (const agent of [
      l.parent.agent,
      (await makeTeacher(ctx, "approved")).agent,
      (await signInAs(ctx, ["admin"])).agent,
    ]) {
      expect((await agent.patch(reportUrl(l.bookingId)).send({ content: "Hijacked" })).status).toBe(404);
    }
    expect((await l.teacher.agent.patch(reportUrl(l.bookingId)).send({})).status).toBe(400);
    expect((await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ content: "" })).status).toBe(400);

    // 47 hours on it may still be corrected; 49 hours on it may not.
    await ctx.db.db
      .update(progressReports)
      .set({ createdAt: new Date(Date.now() - 47 * 3_600_000) })
      .where(eq(progressReports.bookingId, l.bookingId));
    expect((await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ feedback: "Still in time" })).status).toBe(200);
    await ctx.db.db
      .update(progressReports)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(progressReports.bookingId, l.bookingId));
    const late = await l.teacher.agent.patch(reportUrl(l.bookingId)).send({ feedback: "Too late" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("A report can be corrected for 48 hours after it was written");
    expect((await l.parent.agent.get(reportUrl(l.bookingId))).body.feedback).toBe("Still in time");
  });
});

describe("GET /api/bookings/{id}/report", () => {
  it("answers the booking's parent, its teacher and admins; 404 for anyone else and before a report exists", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    expect((await l.parent.agent.get(reportUrl(l.bookingId))).status).toBe(404);
    await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport()).expect(201);
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [l.parent.agent, l.teacher.agent, admin.agent]) {
      const res = await agent.get(reportUrl(l.bookingId));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ bookingId: l.bookingId, content: "Al-Fatiha with the rules of madd" });
    }
    for (const agent of [(await signUp(ctx)).agent, (await makeTeacher(ctx, "approved")).agent]) {
      expect((await agent.get(reportUrl(l.bookingId))).status).toBe(404);
    }
    expect((await supertest(ctx.app).get(reportUrl(l.bookingId))).status).toBe(401);
  });
});
