// Lesson reminders, 24 hours and 1 hour before each paid lesson (decision 046). Exactly once: a lesson_reminders row,
// unique per (booking, kind, lesson time), written with the in-app notifications, so any other run finds it.
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { bookings, classes, lessonReminders, teacherProfiles } from "@shared/schema";
import { lessonNames, lockBooking } from "../bookings/booking-events";
import type { LessonReminder } from "../notify/events";
import { recordAllInApp } from "../notify/notify";
import { can } from "../viewer";
import { dueUntil, reminderDue, type ReminderKind } from "./reminders.rules";
import { sweep, SWEEP_LIMIT, type JobDeps } from "./sweep";

/** The reminders due at `now` and not sent yet, soonest lesson first (reminders.rules reminderDue, in SQL). */
async function dueReminders(deps: JobDeps, now: Date): Promise<{ id: number; kind: ReminderKind }[]> {
  const kind = sql<ReminderKind>`(case when ${bookings.scheduledAt} <= ${dueUntil("1h", now).toISOString()}::timestamptz then '1h' else '24h' end)`;
  return deps.db
    .select({ id: bookings.id, kind })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "scheduled"),
        eq(bookings.paymentStatus, "paid"),
        gt(bookings.scheduledAt, now),
        lte(bookings.scheduledAt, dueUntil("24h", now)),
        sql`not exists (select 1 from ${lessonReminders} where ${lessonReminders.bookingId} = ${bookings.id} and ${lessonReminders.kind} = ${kind} and ${lessonReminders.lessonAt} = ${bookings.scheduledAt})`,
        // A lesson on hold (its teacher not approved now, issue 31) is not coming up: no reminder.
        sql`exists (select 1 from ${teacherProfiles} where ${teacherProfiles.userId} = ${bookings.teacherId} and ${teacherProfiles.verificationStatus} = 'approved')`,
      ),
    )
    .orderBy(asc(bookings.scheduledAt), asc(bookings.id))
    .limit(SWEEP_LIMIT);
}

/** Sends every reminder due at `now` that has not gone yet; answers how many lessons were reminded of. */
export async function sendDueReminders(deps: JobDeps, now: Date): Promise<number> {
  return sweep(deps, "lesson-reminders", await dueReminders(deps, now), async (tx, due) => {
    // Under the booking's lock a cancellation or a move either happened (and it is no longer due) or waits for us.
    const b = await lockBooking(tx, due.id);
    if (!b || reminderDue(b, now) !== due.kind) return null;
    const [sent] = await tx
      .insert(lessonReminders)
      .values({ bookingId: b.id, kind: due.kind, lessonAt: b.scheduledAt })
      .onConflictDoNothing()
      .returning({ id: lessonReminders.id });
    if (!sent) return null;
    const names = await lessonNames(tx, b.id);
    const [cls] = await tx.select({ meetingUrl: classes.meetingUrl }).from(classes).where(eq(classes.id, b.classId));
    const events = (["parent", "teacher"] as const).map((party): LessonReminder => {
      const id = party === "parent" ? b.parentId : b.teacherId;
      // The link as this party may see it (the same rule as the booking's answer): the parent once paid.
      const mayJoin = can({ id, roles: [party], currentRole: party }, "see meeting link", {
        ...b,
        paid: b.paymentStatus === "paid",
        now,
      });
      return {
        kind: "lesson_reminder",
        to: id,
        for: party,
        reminder: due.kind,
        meetingUrl: mayJoin ? (b.meetingUrl ?? cls.meetingUrl) : null,
        bookingId: b.id,
        scheduledAt: b.scheduledAt,
        ...names,
      };
    });
    return recordAllInApp(tx, events);
  });
}
