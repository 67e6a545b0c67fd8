// Issue 31, finding 5: no limit on the emails one user made another receive. 40 reschedules sent 40 emails, 6 report
// corrections 174, 500 lapsed holds 500 in one run. The bell keeps every event; inboxes get one letter.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { bookings } from "@shared/schema";
import { expireUnpaidBookings } from "../jobs/expiries";
import { memoryMailer } from "../mail/mailer";
import { insertLesson } from "../test/insert-lesson";
import { lessonCast, notificationsOf } from "../test/lessons";
import { bookingCast, futureDate, signUp, slotAt, useTestApp } from "../test/test-app";
import { EMAILS_PER_RECIPIENT_HOUR } from "./mail-budget";
import { notify } from "./notify";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const to = (email: string) => mailer.sent.filter((m) => m.to === email);

describe("emails one user makes another receive", () => {
  it("a lesson moved again and again emails the family once in 15 minutes; the bell has every move", async () => {
    const l = await lessonCast(ctx);
    const before = to(l.parent.user.email).length;
    for (const time of ["09:00", "10:00", "11:00", "14:00"]) {
      const moved = await l.teacher.agent
        .patch(`/api/bookings/${l.bookingId}`)
        .send({ scheduledAt: slotAt(futureDate(25), time) });
      expect(moved.status, moved.text).toBe(200);
    }
    expect(await notificationsOf(ctx, l.parent.user.id, "booking_rescheduled")).toHaveLength(4);
    expect(
      to(l.parent.user.email)
        .slice(before)
        .filter((m) => m.subject.includes("moved")),
    ).toHaveLength(1);
  });

  it("the sweep that releases a family's unpaid bookings writes them one email", async () => {
    const cast = await bookingCast(ctx);
    const lesson = {
      classId: cast.classId,
      studentId: cast.studentId,
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
    };
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await insertLesson(ctx.db.db, lesson, { status: "scheduled", attendance: null, paid: false });
      ids.push(id);
      await ctx.db.db
        .update(bookings)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, id));
    }
    expect(await expireUnpaidBookings({ db: ctx.db.db, mailer }, new Date())).toBeGreaterThanOrEqual(4);
    expect(await notificationsOf(ctx, cast.parent.user.id, "booking_expired")).toHaveLength(4);
    const letters = to(cast.parent.user.email).filter((m) => m.subject.includes("released"));
    expect(letters).toHaveLength(1);
    expect(letters[0].subject).toBe("Your unpaid Halaqa bookings were released");
    expect(letters[0].text.match(/was not paid within 30 minutes/g)).toHaveLength(4);
  });

  it(`stop at ${EMAILS_PER_RECIPIENT_HOUR} an hour for one recipient; account mail still goes`, async () => {
    const victim = await signUp(ctx);
    // The confirmation link of the sign-up (sent without waiting for it): account mail, outside the budget.
    await vi.waitFor(() => expect(to(victim.user.email)).toHaveLength(1));
    for (let i = 0; i < EMAILS_PER_RECIPIENT_HOUR + 5; i++) {
      await notify(
        { db: ctx.db.db, mailer },
        {
          kind: "review_written",
          to: victim.user.id,
          reviewId: 1000 + i,
          teacherId: victim.user.id,
          rating: 5,
          reviewerName: "Amina Y.",
          classTitle: null,
        },
      );
    }
    expect(to(victim.user.email)).toHaveLength(1 + EMAILS_PER_RECIPIENT_HOUR);
    const rows = await notificationsOf(ctx, victim.user.id, "review");
    expect(rows).toHaveLength(EMAILS_PER_RECIPIENT_HOUR + 5);
    // A reset link the user asked for is never held back.
    await notify({ db: ctx.db.db, mailer }, { kind: "password_reset", to: victim.user.id, link: "https://x.test/r" });
    expect(to(victim.user.email).at(-1)?.subject).toBe("Reset your Halaqa password");
  });

  it("moves and reports are made at a bounded rate per account (429)", async () => {
    const app = ctx.makeApp({ mailer, limits: { bookingChangesPerUser: 2, certificates: { reportsPerUser: 1 } } });
    const l = await lessonCast(ctx);
    const teacher = supertest.agent(app);
    expect(
      (await teacher.post("/api/login").send({ username: l.teacher.username, password: "secret-12345" })).status,
    ).toBe(200);
    const move = (time: string) =>
      teacher.patch(`/api/bookings/${l.bookingId}`).send({ scheduledAt: slotAt(futureDate(26), time) });
    expect((await move("09:00")).status).toBe(200);
    expect((await move("10:00")).status).toBe(200);
    const third = await move("11:00");
    expect(third.status).toBe(429);
    expect(third.body.message).toBe("Too many changes in a short time. Please wait a few minutes and try again.");
    const past = await insertLesson(
      ctx.db.db,
      { classId: l.classId, studentId: l.studentId, parentId: l.parent.user.id, teacherId: l.teacher.user.id },
      { status: "scheduled", attendance: null },
    );
    const body = { attendance: "present", content: "Al-Ikhlas", rating: 5 };
    expect((await teacher.post(`/api/bookings/${past}/report`).send(body)).status).toBe(201);
    const again = await teacher.patch(`/api/bookings/${past}/report`).send({ homework: "Revise" });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe("Too many reports in a short time. Please wait a few minutes and try again.");
  });
});
