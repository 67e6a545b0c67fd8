// Lesson reminders with a controllable clock (issue 17): sent once across runs, restarts and concurrent processes,
// moved with a reschedule, dropped with a cancellation, emailed only when the recipient's lessonReminders is on.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, classes, lessonReminders } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { whenIn } from "../notify/when";
import { lessonCast, notificationsOf } from "../test/lessons";
import { useTestApp, type TestContext } from "../test/test-app";
import { sendDueReminders } from "./reminders";

const H = 3_600_000;
const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const deps = () => ({ db: ctx.db.db, mailer });

const SUBJECT = { "24h": "Halaqa lesson reminder", "1h": "Your Halaqa lesson starts within the hour" } as const;
const mailTo = (email: string, subject: string) => mailer.sent.filter((m) => m.to === email && m.subject === subject);

/** A paid lesson (its class with a meeting link), its start, and the instant `hours` before it. */
async function paidLesson(c: TestContext) {
  const l = await lessonCast(c);
  const [b] = await c.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
  await c.db.db.update(classes).set({ meetingUrl: "https://meet.example/room" }).where(eq(classes.id, l.classId));
  return {
    ...l,
    startsAt: b.scheduledAt,
    before: (hours: number, start = b.scheduledAt) => new Date(start.getTime() - hours * H),
  };
}

const remindersOf = async (c: TestContext, userId: number) =>
  (await notificationsOf(c, userId, "lesson_reminder")).map((n) => n.data?.reminder);

async function moveTo(c: TestContext, bookingId: number, startsAt: Date) {
  const [b] = await c.db.db.select().from(bookings).where(eq(bookings.id, bookingId));
  await c.db.db
    .update(bookings)
    .set({ scheduledAt: startsAt, endsAt: new Date(startsAt.getTime() + b.endsAt.getTime() - b.scheduledAt.getTime()) })
    .where(eq(bookings.id, bookingId));
}

describe("sendDueReminders", () => {
  it("sends each reminder once to the parent and the teacher, across runs and a restart", async () => {
    const l = await paidLesson(ctx);
    const dayBefore = l.before(23);
    expect(await sendDueReminders(deps(), l.before(25))).toBe(0);
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual([]);

    await sendDueReminders(deps(), dayBefore);
    await sendDueReminders(deps(), dayBefore);
    // A later run of the same day (a restarted process, another minute) finds it sent.
    await sendDueReminders(deps(), l.before(20));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h"]);
    expect(await remindersOf(ctx, l.teacher.user.id)).toEqual(["24h"]);
    expect(mailTo(l.parent.user.email, SUBJECT["24h"])).toHaveLength(1);
    expect(mailTo(l.teacher.user.email, SUBJECT["24h"])).toHaveLength(1);

    const [toTeacher] = await notificationsOf(ctx, l.teacher.user.id, "lesson_reminder");
    // The teacher's zone (their profile's), named, the link to join and the booking to open.
    expect(toTeacher.message).toContain("15:00 (Europe/London)");
    expect(toTeacher.message).toContain("Lesson link: https://meet.example/room");
    expect(toTeacher.data).toMatchObject({
      bookingId: l.bookingId,
      link: `/teacher/dashboard?tab=bookings&booking=${l.bookingId}`,
    });
    const [toParent] = await notificationsOf(ctx, l.parent.user.id, "lesson_reminder");
    // Paid: the family sees the link too.
    expect(toParent.data).toMatchObject({
      meetingUrl: "https://meet.example/room",
      link: `/parent/dashboard?tab=bookings&booking=${l.bookingId}`,
    });

    await sendDueReminders(deps(), l.before(0.5));
    await sendDueReminders(deps(), l.before(0.25));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h", "1h"]);
    expect(await remindersOf(ctx, l.teacher.user.id)).toEqual(["24h", "1h"]);
    expect(mailTo(l.parent.user.email, SUBJECT["1h"])).toHaveLength(1);
    // None once the lesson has started.
    expect(await sendDueReminders(deps(), l.startsAt)).toBe(0);
    expect(
      await ctx.db.db.select().from(lessonReminders).where(eq(lessonReminders.bookingId, l.bookingId)),
    ).toHaveLength(2);
  });

  it("concurrent runs (several processes) send each reminder once", async () => {
    const l = await paidLesson(ctx);
    const now = l.before(12);
    await Promise.all([sendDueReminders(deps(), now), sendDueReminders(deps(), now), sendDueReminders(deps(), now)]);
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h"]);
    expect(await remindersOf(ctx, l.teacher.user.id)).toEqual(["24h"]);
    expect(mailTo(l.parent.user.email, SUBJECT["24h"])).toHaveLength(1);
    expect(mailTo(l.teacher.user.email, SUBJECT["24h"])).toHaveLength(1);
  });

  it("moves with a reschedule: nothing more for the old time, the new time's at their own due time", async () => {
    const l = await paidLesson(ctx);
    const oldStart = l.startsAt;
    await sendDueReminders(deps(), l.before(23));
    const newStart = new Date(oldStart.getTime() + 2 * 24 * H);
    await moveTo(ctx, l.bookingId, newStart);

    // The old time's 1-hour reminder never goes, nor does the new time's 24-hour one before its day.
    await sendDueReminders(deps(), l.before(0.5, oldStart));
    await sendDueReminders(deps(), l.before(25, newStart));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h"]);

    await sendDueReminders(deps(), l.before(23, newStart));
    await sendDueReminders(deps(), l.before(0.5, newStart));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h", "24h", "1h"]);
    expect(await remindersOf(ctx, l.teacher.user.id)).toEqual(["24h", "24h", "1h"]);
    const rows = await ctx.db.db
      .select()
      .from(lessonReminders)
      .where(eq(lessonReminders.bookingId, l.bookingId))
      .orderBy(lessonReminders.id);
    expect(rows.map((r) => [r.kind, r.lessonAt.toISOString()])).toEqual([
      ["24h", oldStart.toISOString()],
      ["24h", newStart.toISOString()],
      ["1h", newStart.toISOString()],
    ]);
    // The new reminder names the new time.
    const latest = (await notificationsOf(ctx, l.teacher.user.id, "lesson_reminder")).at(-1)!;
    expect(latest.message).toContain(whenIn(newStart, "Europe/London"));
    expect(latest.message).not.toContain(whenIn(oldStart, "Europe/London"));
  });

  it("is never sent after a cancellation, nor for an unpaid lesson", async () => {
    const l = await paidLesson(ctx);
    await sendDueReminders(deps(), l.before(23));
    await ctx.db.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, l.bookingId));
    await sendDueReminders(deps(), l.before(0.5));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h"]);
    expect(await remindersOf(ctx, l.teacher.user.id)).toEqual(["24h"]);

    const before = await paidLesson(ctx);
    await ctx.db.db
      .update(bookings)
      .set({ status: "cancelled", paymentStatus: "refunded" })
      .where(eq(bookings.id, before.bookingId));
    await sendDueReminders(deps(), before.before(23));
    await sendDueReminders(deps(), before.before(0.5));
    expect(await remindersOf(ctx, before.parent.user.id)).toEqual([]);
    expect(await remindersOf(ctx, before.teacher.user.id)).toEqual([]);

    const unpaid = await lessonCast(ctx, { pay: false });
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, unpaid.bookingId));
    await sendDueReminders(deps(), new Date(b.scheduledAt.getTime() - 0.5 * H));
    expect(await remindersOf(ctx, unpaid.parent.user.id)).toEqual([]);
  });

  it("emails only a recipient whose lessonReminders is on; the bell has it either way", async () => {
    const l = await paidLesson(ctx);
    await l.parent.agent
      .patch("/api/user/preferences")
      .send({ emailPreferences: { lessonReminders: false } })
      .expect(200);
    await sendDueReminders(deps(), l.before(23));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["24h"]);
    expect(mailTo(l.parent.user.email, SUBJECT["24h"])).toEqual([]);
    expect(mailTo(l.teacher.user.email, SUBJECT["24h"])).toHaveLength(1);
  });

  it("once the 1-hour window has come, only the 1-hour reminder goes", async () => {
    const l = await paidLesson(ctx);
    await sendDueReminders(deps(), l.before(0.75));
    await sendDueReminders(deps(), l.before(0.5));
    expect(await remindersOf(ctx, l.parent.user.id)).toEqual(["1h"]);
    expect(await remindersOf(ctx, l.teacher.user.id)).toEqual(["1h"]);
    expect(mailTo(l.parent.user.email, SUBJECT["24h"])).toEqual([]);
    expect(
      (await ctx.db.db.select().from(lessonReminders).where(eq(lessonReminders.bookingId, l.bookingId))).map(
        (r) => r.kind,
      ),
    ).toEqual(["1h"]);
  });
});
