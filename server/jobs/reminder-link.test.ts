// Issue 32: the class form promises the link in the paying family's reminders: the 1-hour reminder's email and bell
// carry it for a paid lesson; an unpaid hold gets no reminder, so never the link.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, classes } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { lessonCast, notificationsOf } from "../test/lessons";
import { useTestApp } from "../test/test-app";
import { sendDueReminders } from "./reminders";

const H = 3_600_000;
const LINK = "https://meet.example/paid-room";
const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

describe("the 1-hour reminder's lesson link", () => {
  it("reaches the paying family by email and in the bell; an unpaid hold gets neither", async () => {
    const l = await lessonCast(ctx);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    await ctx.db.db.update(classes).set({ meetingUrl: LINK }).where(eq(classes.id, l.classId));
    await sendDueReminders({ db: ctx.db.db, mailer }, new Date(b.scheduledAt.getTime() - 0.5 * H));
    const email = mailer.sent.find(
      (m) => m.to === l.parent.user.email && m.subject === "Your Halaqa lesson starts within the hour",
    );
    expect(email?.text).toContain(`Lesson link: ${LINK}`);
    const [bell] = await notificationsOf(ctx, l.parent.user.id, "lesson_reminder");
    expect(bell.message).toContain(`Lesson link: ${LINK}`);

    // An unpaid hold of a class with the same link: no reminder, so the link goes nowhere.
    const hold = await lessonCast(ctx, { pay: false });
    const [h] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(h.paymentStatus).toBe("pending");
    await ctx.db.db.update(classes).set({ meetingUrl: LINK }).where(eq(classes.id, hold.classId));
    const sent = mailer.sent.length;
    await sendDueReminders({ db: ctx.db.db, mailer }, new Date(h.scheduledAt.getTime() - 0.5 * H));
    expect(mailer.sent.slice(sent).filter((m) => m.to === hold.parent.user.email)).toEqual([]);
    expect(await notificationsOf(ctx, hold.parent.user.id, "lesson_reminder")).toEqual([]);
  });
});
