// The demo's lessons (server/seed/demo.ts): a history that fills Progress, its chart, the review request and the
// teacher's 'Awaiting report', and upcoming lessons on real slots of the teachers' calendars.
import type { HifzEntry } from "@shared/hifz";
import { holdExpiry } from "../scheduling/holds";
import { lessonLinks } from "@shared/links";
import { bookings, notifications, progressReports, reviews } from "@shared/schema";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import type { Tx } from "../db";
import { settleBadges, saveHifzEntries } from "../lessons/hifz.service";

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

/** A past lesson: `attendance` null leaves it unreported; a report is written an hour after it ends. */
interface PastLesson {
  cls: DemoClass;
  studentId: number;
  daysAgo: number;
  attendance: "present" | "late" | "absent" | null;
  report?: { content: string; rating: number; feedback: string; homework: string; nextTopics: string };
  review?: { rating: number; comment: string };
  /** What the teacher heard (the hifz ledger, issue 19). */
  hifz?: HifzEntry[];
  /** The parent has already answered or dismissed the request to review it. */
  dismissed?: boolean;
}

const DAY = 86_400_000;

export async function seedDemoLessons(
  tx: Tx,
  family: { parentId: number; zaydId: number; laylaId: number },
  classIds: DemoClass[],
): Promise<void> {
  const [tajweed, juzAmma, , hadith] = classIds;
  const { parentId, zaydId, laylaId } = family;
  const report = (content: string, rating: number, homework: string, nextTopics: string, feedback: string) => ({
    content,
    rating,
    homework,
    nextTopics,
    feedback,
  });
  // Zayd's memorisation as his tajweed teacher heard it: Al-Fatiha, then the last surahs, then the start of Al-Mulk.
  const heard = (
    kind: HifzEntry["kind"],
    from: [number, number],
    to: [number, number],
    grade: HifzEntry["grade"],
    forgot = 0,
    stuck = 0,
    tajweed = 0,
  ): HifzEntry => ({
    kind,
    from: { surah: from[0], ayah: from[1] },
    to: { surah: to[0], ayah: to[1] },
    grade,
    mistakes: { forgot, stuck, tajweed },
  });
  const past: PastLesson[] = [
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 42,
      attendance: "present",
      dismissed: true,
      report: report(
        "Makharij of the throat letters; Al-Fatiha read slowly.",
        3,
        "Recite Al-Fatiha three times a day, listening for ع and ح.",
        "Qalqalah letters",
        "A good start: Zayd listens carefully.",
      ),
      hifz: [heard("sabaq", [1, 1], [1, 7], "excellent", 1, 0, 2)],
    },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 35,
      attendance: "present",
      dismissed: true,
      report: report(
        "Qalqalah: the five letters and their bounce, in Al-Ikhlas and Al-Falaq.",
        4,
        "Mark the qalqalah letters in Al-Falaq and recite it twice daily.",
        "Ghunnah on noon and meem mushaddad",
        "Much clearer this week.",
      ),
      hifz: [
        heard("sabaq", [112, 1], [112, 4], "good"),
        heard("sabaq", [113, 1], [113, 5], "good", 1, 1, 2),
        heard("sabqi", [1, 1], [1, 7], "good", 0, 0, 1),
      ],
    },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 28,
      attendance: "late",
      dismissed: true,
      report: report(
        "Ghunnah: two counts on noon and meem mushaddad (An-Nas).",
        4,
        "Recite An-Nas holding each ghunnah for two counts.",
        "Idhar and idgham",
        "Joined ten minutes late; we covered the essentials.",
      ),
      hifz: [heard("sabaq", [114, 1], [114, 6], "good", 0, 1, 1), heard("sabqi", [112, 1], [113, 5], "excellent")],
    },
    { cls: tajweed, studentId: zaydId, daysAgo: 21, attendance: "absent", dismissed: true },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 14,
      attendance: "present",
      dismissed: true,
      report: report(
        "Idhar and idgham of noon sakinah, in Al-Asr and Al-Kawthar.",
        5,
        "Find two examples of idgham in Al-Asr.",
        "Ikhfa",
        "Excellent focus and a beautiful voice.",
      ),
      hifz: [
        heard("sabaq", [103, 1], [103, 3], "excellent"),
        heard("sabaq", [108, 1], [108, 3], "excellent"),
        heard("manzil", [1, 1], [1, 7], "good"),
      ],
    },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 7,
      attendance: "present",
      report: report(
        "Ikhfa: the fifteen letters, practised in Al-Kafirun.",
        5,
        "Recite Al-Kafirun daily and underline each ikhfa.",
        "Revision of all noon sakinah rules",
        "Zayd is ready for longer surahs.",
      ),
      hifz: [heard("sabaq", [109, 1], [109, 6], "good", 1, 2, 0), heard("sabqi", [114, 1], [114, 6], "good")],
      review: { rating: 5, comment: "Our son looks forward to every lesson. Patient and encouraging." },
    },
    // Held, reported, not yet reviewed: the parent's dashboard asks for a review.
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 3,
      attendance: "present",
      report: report(
        "Revision of the noon sakinah rules through Al-Mulk, verses 1–5.",
        4,
        "Read Al-Mulk 1–5 aloud to a parent, slowly.",
        "Madd: the natural prolongation",
        "Solid revision; keep the pace slow.",
      ),
      hifz: [heard("sabaq", [67, 1], [67, 5], "good", 2, 1, 3), heard("sabqi", [109, 1], [109, 6], "excellent")],
    },
    {
      cls: hadith,
      studentId: laylaId,
      daysAgo: 18,
      attendance: "present",
      dismissed: true,
      report: report(
        "Hadith 1, actions are by intentions: meaning and everyday examples.",
        4,
        "Memorise hadith 1 in Arabic with its meaning.",
        "Hadith 2, the hadith of Jibril",
        "Thoughtful questions about intention.",
      ),
    },
    {
      cls: hadith,
      studentId: laylaId,
      daysAgo: 11,
      attendance: "present",
      report: report(
        "Hadith 2, Jibril: Islam, Iman and Ihsan.",
        5,
        "Write the three levels of the religion in your own words.",
        "Hadith 3, the pillars of Islam",
        "Layla recited hadith 1 perfectly.",
      ),
      review: { rating: 4, comment: "Clear explanations; our daughter now asks about the hadith at dinner." },
    },
    // Paid and past, never reported: 'Awaiting report' for the teacher and the admins.
    { cls: juzAmma, studentId: laylaId, daysAgo: 5, attendance: null },
  ];

  for (const l of past) {
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
