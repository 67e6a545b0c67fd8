// Each child's card beside the profile (issue 16): the next lesson and the last report, two queries for all of a
// parent's children (DISTINCT ON), never one per child; and their badges (issue 19), a few dozen per child at most.
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StudentLessonSummary } from "@shared/lessons";
import { badgeTitle } from "@shared/hifz-badges";
import { bookings, classes, progressReports, studentBadges, studentProfiles, users } from "@shared/schema";
import type { Db } from "../db";

const teacher = alias(users, "teacher");

export async function lessonSummaries(db: Db, parentId: number, now: Date): Promise<Map<number, StudentLessonSummary>> {
  const [next, last, badges] = await Promise.all([
    // The next lesson not cancelled, a lesson under way included (its room is open).
    db
      .selectDistinctOn([bookings.studentId], {
        studentId: bookings.studentId,
        bookingId: bookings.id,
        classTitle: classes.title,
        teacherName: sql<string>`${teacher.firstName} || ' ' || ${teacher.lastName}`,
        scheduledAt: bookings.scheduledAt,
      })
      .from(bookings)
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .innerJoin(teacher, eq(teacher.id, bookings.teacherId))
      .where(and(eq(bookings.parentId, parentId), eq(bookings.status, "scheduled"), gt(bookings.endsAt, now)))
      .orderBy(bookings.studentId, asc(bookings.scheduledAt), asc(bookings.id)),
    db
      .selectDistinctOn([progressReports.studentId], {
        studentId: progressReports.studentId,
        bookingId: progressReports.bookingId,
        classTitle: classes.title,
        scheduledAt: bookings.scheduledAt,
        createdAt: progressReports.createdAt,
        rating: progressReports.rating,
        homework: progressReports.homework,
      })
      .from(progressReports)
      .innerJoin(bookings, eq(bookings.id, progressReports.bookingId))
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .where(eq(bookings.parentId, parentId))
      // The report of the latest lesson reported on, whenever it was written.
      .orderBy(progressReports.studentId, desc(bookings.scheduledAt), desc(progressReports.id)),
    // Unpaged: the badges' own definition allows at most a few dozen per child.
    db
      .select({
        studentId: studentBadges.studentId,
        code: studentBadges.code,
        surah: studentBadges.surah,
        earnedAt: studentBadges.earnedAt,
      })
      .from(studentBadges)
      .innerJoin(studentProfiles, eq(studentProfiles.id, studentBadges.studentId))
      .where(and(eq(studentProfiles.parentId, parentId), isNull(studentBadges.revokedAt)))
      .orderBy(asc(studentBadges.earnedAt), asc(studentBadges.id)),
  ]);
  const out = new Map<number, StudentLessonSummary>();
  const entry = (id: number) => {
    let s = out.get(id);
    if (!s) out.set(id, (s = { nextLesson: null, lastReport: null }));
    return s;
  };
  for (const { studentId, scheduledAt, ...rest } of next)
    entry(studentId).nextLesson = { ...rest, scheduledAt: scheduledAt.toISOString() };
  for (const { studentId, scheduledAt, createdAt, ...rest } of last)
    entry(studentId).lastReport = {
      ...rest,
      scheduledAt: scheduledAt.toISOString(),
      createdAt: createdAt.toISOString(),
    };
  for (const { studentId, code, surah, earnedAt } of badges) {
    const s = entry(studentId);
    (s.badges ??= []).push({ code, title: badgeTitle(code, surah) ?? code, earnedAt: earnedAt.toISOString() });
  }
  return out;
}
