// Progress reports as their readers see them: the report with its lesson's class, date, attendance and teacher.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { ProgressReportItem } from "@shared/lessons";
import { bookings, classes, progressReports, users } from "@shared/schema";
import type { Db, Tx } from "../db";
import { hifzOfReports } from "./hifz.service";
import { editableUntil } from "./lessons.rules";

/** Reports matching `where`, newest first (the index on (student_id, created_at) serves a child's). */
export async function selectReports(
  db: Db | Tx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<ProgressReportItem[]> {
  const rows = await db
    .select({
      r: progressReports,
      classTitle: classes.title,
      scheduledAt: bookings.scheduledAt,
      attendance: bookings.attendance,
      teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(progressReports)
    .innerJoin(bookings, eq(bookings.id, progressReports.bookingId))
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .innerJoin(users, eq(users.id, progressReports.teacherId))
    .where(where)
    .orderBy(desc(progressReports.createdAt), desc(progressReports.id))
    .limit(limit)
    .offset(offset);
  const hifz = await hifzOfReports(
    db,
    rows.map((row) => row.r.id),
  );
  return rows.map(({ r, classTitle, scheduledAt, attendance, teacherName }) => ({
    id: r.id,
    bookingId: r.bookingId,
    studentId: r.studentId,
    classTitle,
    scheduledAt: scheduledAt.toISOString(),
    teacherName,
    // A report is only written for a held lesson (decision 044); the booking keeps what was recorded.
    attendance: attendance ?? "present",
    content: r.content,
    rating: r.rating,
    feedback: r.feedback,
    homework: r.homework,
    nextTopics: r.nextTopics,
    placement:
      r.placementLevel && r.placementSurah !== null && r.placementAyah !== null
        ? { level: r.placementLevel, surah: r.placementSurah, ayah: r.placementAyah }
        : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: editableUntil(r.createdAt).toISOString(),
    hifz: hifz.get(r.id) ?? [],
  }));
}

/** The report of one booking, or undefined. */
export async function reportOf(db: Db | Tx, bookingId: number): Promise<ProgressReportItem | undefined> {
  const [item] = await selectReports(db, eq(progressReports.bookingId, bookingId), 1);
  return item;
}
