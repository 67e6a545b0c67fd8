// The demo's lessons (server/seed/demo.ts): a history that fills Progress, its chart, the review request and the
// teacher's 'Awaiting report', and upcoming lessons on real slots of the teachers' calendars.
import { holdExpiry } from "../scheduling/holds";
import { lessonLinks } from "@shared/links";
import { bookings, notifications, progressReports, reviews } from "@shared/schema";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import type { Tx } from "../db";
import { settleBadges } from "../lessons/badges.service";
import { saveHifzEntries } from "../lessons/hifz.service";
import { pastLessons } from "./demo-history";

export interface DemoClass {
  id: number;
  teacherId: number;
  price: string;
  duration: number;
  timeZone: string;
}

/** A meeting room per demo class, in Google Meet's shape: https://meet.google.com/abc-defg-hij. */
export function demoMeetingUrl(n: number): string {
  const letters = (seed: number, length: number) =>
    Array.from({ length }, (_, i) => String.fromCharCode(97 + ((seed * 7 + i * 11 + 3) % 26))).join("");
  return `https://meet.google.com/${letters(n, 3)}-${letters(n + 5, 4)}-${letters(n + 9, 3)}`;
}

const DAY = 86_400_000;

export async function seedDemoLessons(
  tx: Tx,
  family: { parentId: number; zaydId: number; laylaId: number },
  classIds: DemoClass[],
): Promise<void> {
  const [tajweed, juzAmma] = classIds;
  const { parentId, zaydId, laylaId } = family;
  for (const l of pastLessons(classIds, family)) {
    const startsAt = new Date(Date.now() - l.daysAgo * DAY);
    startsAt.setUTCHours(15, 0, 0, 0);
    const endsAt = new Date(startsAt.getTime() + l.cls.duration * 60_000);
    const [b] = await tx
      .insert(bookings)
      .values({
        classId: l.cls.id,
        studentId: l.studentId,
        parentId,
        teacherId: l.cls.teacherId,
        scheduledAt: startsAt,
        endsAt,
        status: l.attendance ? "completed" : "scheduled",
        paymentStatus: "paid",
        amount: l.cls.price,
        attendance: l.attendance,
        reviewDismissedAt: l.dismissed ? new Date(endsAt.getTime() + DAY) : null,
      })
      .returning({ id: bookings.id });
    const writtenAt = new Date(endsAt.getTime() + 3_600_000);
    if (l.report) {
      const [written] = await tx
        .insert(progressReports)
        .values({
          bookingId: b.id,
          studentId: l.studentId,
          teacherId: l.cls.teacherId,
          ...l.report,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .returning({ id: progressReports.id });
      const ref = {
        reportId: written.id,
        bookingId: b.id,
        studentId: l.studentId,
        teacherId: l.cls.teacherId,
        lessonAt: startsAt,
      };
      await saveHifzEntries(tx, ref, l.hifz ?? []);
      // Earned as the report was written (the family was told then; the demo keeps no notification for it).
      await settleBadges(tx, ref, writtenAt);
    }
    if (l.review) {
      await tx.insert(reviews).values({
        teacherId: l.cls.teacherId,
        parentId,
        bookingId: b.id,
        ...l.review,
        createdAt: new Date(writtenAt.getTime() + DAY),
      });
    }
    if (l.daysAgo === 3) {
      await tx.insert(notifications).values({
        userId: parentId,
        type: "progress_report",
        title: "New progress report for Zayd",
        message:
          'Aisha Siddiqui reported on "Tajweed for Young Readers". Homework: Read Al-Mulk 1–5 aloud to a parent, slowly.',
        data: { bookingId: b.id, studentId: zaydId, link: lessonLinks.progress(zaydId) },
        createdAt: writtenAt,
      });
    }
  }

  // Upcoming lessons sit on real slots of the teacher's calendar (16:00 and 17:00 there, never a Sunday): one paid,
  // one still to pay so the demo shows 'Pay now'.
  const upcoming = (cls: DemoClass, daysAhead: number, time: string) => {
    const startsAt = instantIn(weekdayIn(cls.timeZone, daysAhead), time, cls.timeZone);
    return { scheduledAt: startsAt, endsAt: new Date(startsAt.getTime() + cls.duration * 60_000) };
  };
  await tx.insert(bookings).values([
    {
      classId: juzAmma.id,
      studentId: laylaId,
      parentId,
      teacherId: juzAmma.teacherId,
      ...upcoming(juzAmma, 3, "16:00"),
      status: "scheduled",
      paymentStatus: "paid",
      amount: juzAmma.price,
    },
    {
      classId: tajweed.id,
      studentId: zaydId,
      parentId,
      teacherId: tajweed.teacherId,
      ...upcoming(tajweed, 5, "17:00"),
      status: "scheduled",
      paymentStatus: "pending",
      // The 30-minute hold of every unpaid booking (issue 17): the demo shows its countdown, then its release.
      expiresAt: holdExpiry(new Date()),
      amount: tajweed.price,
      notes: "Zayd knows Al-Fatiha already; he is shy at first.",
    },
  ]);
}

/** The calendar date `daysAhead` days from now in `timeZone`, moved to Monday if it is a Sunday. */
function weekdayIn(timeZone: string, daysAhead: number): string {
  const dateAt = (ms: number) => wallClockIn(new Date(ms), timeZone).date;
  let t = Date.now() + daysAhead * DAY;
  while (new Date(`${dateAt(t)}T12:00:00Z`).getUTCDay() === 0) t += DAY;
  return dateAt(t);
}
