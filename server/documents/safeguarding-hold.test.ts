// Issue 31, finding 6: a teacher whose verified police check was replaced kept the booked children. Now the lessons to
// come are on hold (decision 077): the families told, the child hidden, a full refund on cancelling.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, teacherProfiles } from "@shared/schema";
import { sendDueReminders } from "../jobs/reminders";
import { memoryMailer } from "../mail/mailer";
import { lessonCast, notificationsOf } from "../test/lessons";
import { TEST_PDF, useTestApp } from "../test/test-app";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

describe("a safeguarding check replaced after it was verified", () => {
  it("puts the teacher's lessons on hold, tells each family, hides the child and lets the family cancel in full", async () => {
    const l = await lessonCast(ctx, { notes: "Please start with Al-Fil" });
    await ctx.db.db
      .update(bookings)
      .set({ meetingUrl: "https://meet.example/room-1" })
      .where(eq(bookings.id, l.bookingId));
    const asTeacher = async () => (await l.teacher.agent.get(`/api/bookings/${l.bookingId}`)).body;
    expect((await asTeacher()).student?.name).toBe("Zayd");

    const upload = await l.teacher.agent
      .post("/api/documents/upload")
      .field("documentType", "police_check")
      .attach("document", TEST_PDF, { filename: "new-police-check.pdf", contentType: "application/pdf" });
    expect(upload.status).toBe(201);

    // The family is told, in the bell and by email.
    const told = await notificationsOf(ctx, l.parent.user.id, "booking");
    expect(told.map((n) => n.title)).toContain("Lesson on hold");
    expect(
      mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject === "Your Halaqa lesson is on hold"),
    ).toHaveLength(1);

    // The teacher reads no child's details, notes or link meanwhile.
    const seen = await asTeacher();
    expect(seen.studentName).toBe("A student");
    expect(seen.student).toBeUndefined();
    expect(seen.notes).toBeNull();
    expect(seen.meetingUrl).toBeUndefined();
    const list = (await l.teacher.agent.get("/api/bookings")).body as { id: number; studentName: string }[];
    expect(list.find((b) => b.id === l.bookingId)?.studentName).toBe("A student");
    // The family sees the lesson on hold.
    const mine = (await l.parent.agent.get(`/api/bookings/${l.bookingId}`)).body;
    expect(mine).toMatchObject({ onHold: true, status: "scheduled" });

    // No reminder for a lesson on hold, even when it is due.
    const startsSoon = new Date(Date.now() + 2 * 3_600_000);
    await ctx.db.db
      .update(bookings)
      .set({ scheduledAt: startsSoon, endsAt: new Date(startsSoon.getTime() + 3_600_000) })
      .where(eq(bookings.id, l.bookingId));
    await sendDueReminders({ db: ctx.db.db, mailer }, new Date());
    expect(await notificationsOf(ctx, l.parent.user.id, "lesson_reminder")).toEqual([]);

    // Two hours before the start a parent's cancellation would refund nothing; on hold it refunds in full.
    const cancelled = await l.parent.agent
      .patch(`/api/bookings/${l.bookingId}`)
      .send({ status: "cancelled", expectedRefund: "full" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.refund).toBe("full");
  });

  it("gives the lessons back once the teacher is approved again", async () => {
    const l = await lessonCast(ctx);
    await l.teacher.agent
      .post("/api/documents/upload")
      .field("documentType", "police_check")
      .attach("document", TEST_PDF, { filename: "police.pdf", contentType: "application/pdf" })
      .expect(201);
    expect((await l.parent.agent.get(`/api/bookings/${l.bookingId}`)).body.onHold).toBe(true);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved", policeCheckVerified: true })
      .where(eq(teacherProfiles.userId, l.teacher.user.id));
    expect((await l.parent.agent.get(`/api/bookings/${l.bookingId}`)).body.onHold).toBe(false);
    expect((await l.teacher.agent.get(`/api/bookings/${l.bookingId}`)).body.student?.name).toBe("Zayd");
  });
});
