// Lessons awaiting their report (issue 17): the teacher is told once, 72 hours after the end of a paid lesson with no
// report; never for a lesson reported, marked absent, or not yet that old.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { heldReport, lessonCast, moveLesson, notificationsOf } from "../test/lessons";
import { useTestApp } from "../test/test-app";
import { nudgeUnreportedLessons } from "./report-nudges";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const deps = () => ({ db: ctx.db.db, mailer });
const SUBJECT = "A Halaqa lesson awaits your report";

describe("nudgeUnreportedLessons", () => {
  it("tells the teacher once, in-app and by email, with the lesson to open", async () => {
    const l = await lessonCast(ctx);
    // Ended 72 hours and a quarter ago (45-minute lesson).
    await moveLesson(ctx, l.bookingId, -73);
    const now = new Date();
    await nudgeUnreportedLessons(deps(), now);
    await nudgeUnreportedLessons(deps(), new Date(now.getTime() + 60_000));
    await Promise.all([nudgeUnreportedLessons(deps(), now), nudgeUnreportedLessons(deps(), now)]);

    const told = await notificationsOf(ctx, l.teacher.user.id, "reminder");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: "A lesson awaits your report" });
    expect(told[0].message).toContain("ended more than 72 hours ago and awaits its report");
    expect(told[0].data).toEqual({
      bookingId: l.bookingId,
      link: `/teacher/dashboard?tab=bookings&booking=${l.bookingId}`,
    });
    expect(mailer.sent.filter((m) => m.to === l.teacher.user.email && m.subject === SUBJECT)).toHaveLength(1);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    expect(b.reportNudgedAt?.toISOString()).toBe(now.toISOString());
    // The family hears nothing of it.
    expect(await notificationsOf(ctx, l.parent.user.id, "reminder")).toEqual([]);
  });

  it("leaves an old backlog alone: only lessons that ended in the last two weeks are nudged", async () => {
    const old = await lessonCast(ctx);
    await moveLesson(ctx, old.bookingId, -15 * 24);
    await nudgeUnreportedLessons(deps(), new Date());
    expect(await notificationsOf(ctx, old.teacher.user.id, "reminder")).toEqual([]);
  });

  it("not before 72 hours after the end, nor for a lesson reported, marked absent, cancelled or unpaid", async () => {
    const recent = await lessonCast(ctx);
    await moveLesson(ctx, recent.bookingId, -72);
    const reported = await lessonCast(ctx);
    await moveLesson(ctx, reported.bookingId, -1);
    await reported.teacher.agent.post(`/api/bookings/${reported.bookingId}/report`).send(heldReport()).expect(201);
    await moveLesson(ctx, reported.bookingId, -100);
    const absent = await lessonCast(ctx);
    await moveLesson(ctx, absent.bookingId, -1);
    await absent.teacher.agent
      .post(`/api/bookings/${absent.bookingId}/report`)
      .send({ attendance: "absent" })
      .expect(201);
    await moveLesson(ctx, absent.bookingId, -100);
    const cancelled = await lessonCast(ctx);
    await moveLesson(ctx, cancelled.bookingId, -100);
    await ctx.db.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.bookingId));
    const unpaid = await lessonCast(ctx, { pay: false });
    await moveLesson(ctx, unpaid.bookingId, -100);

    await nudgeUnreportedLessons(deps(), new Date());
    for (const l of [recent, reported, absent, cancelled, unpaid]) {
      expect(await notificationsOf(ctx, l.teacher.user.id, "reminder")).toEqual([]);
    }
  });
});
