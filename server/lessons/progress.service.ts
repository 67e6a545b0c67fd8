// A child's progress (api.md "Lessons after the booking"): attendance and the teacher's reports. The parent and admins
// read all, a teacher only their own lessons and reports with the child; to anyone else the child does not exist.
import { and, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { MAX_ANSWER_BYTES } from "@shared/constants";
import { PROGRESS_LESSONS_MAX, type StudentProgress } from "@shared/lessons";
import type { PageQuery } from "@shared/paging";
import { bookings, classes, progressReports, studentProfiles } from "@shared/schema";
import type { Db, Tx } from "../db";
import { notFound } from "../http-error";
import { pageJson } from "../paging";
import { can, holds, type Viewer } from "../viewer";
import { teacherStatus } from "../teachers/teacher-status";
import { selectReports } from "./report-items";

/**
 * Is this teacher approved now? Only an approved teacher reports on a lesson or reads a child's record: a rejected one,
 * or one whose safeguarding check is under review again, does neither (issue 31, finding 2).
 */
export async function teachesNow(db: Db | Tx, teacherId: number): Promise<boolean> {
  return (await teacherStatus(db, teacherId)) === "approved";
}

/** Whose lessons the viewer may read for this child: all (undefined) or one teacher's; 404 when none. */
export async function readableTeacher(db: Db, viewer: Viewer, studentId: number): Promise<number | undefined> {
  const [child] = await db
    .select({ parentId: studentProfiles.parentId })
    .from(studentProfiles)
    .where(eq(studentProfiles.id, studentId));
  if (!child) throw notFound("Student not found");
  if (can(viewer, "read child progress", child)) return undefined;
  // A teacher who has (or had) a lesson with the child that was not cancelled; a cancelled booking taught nothing.
  const taught =
    holds(viewer, "teacher") &&
    (
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(eq(bookings.studentId, studentId), eq(bookings.teacherId, viewer.id), ne(bookings.status, "cancelled")),
        )
        .limit(1)
    ).length > 0;
  if (!taught || !(await teachesNow(db, viewer.id))) throw notFound("Student not found");
  return viewer.id;
}

export async function studentProgress(
  db: Db,
  viewer: Viewer,
  studentId: number,
  page: PageQuery,
): Promise<StudentProgress> {
  const teacherId = await readableTeacher(db, viewer, studentId);
  const marked = and(
    eq(bookings.studentId, studentId),
    isNotNull(bookings.attendance),
    teacherId === undefined ? undefined : eq(bookings.teacherId, teacherId),
  );
  const written = and(
    eq(progressReports.studentId, studentId),
    teacherId === undefined ? undefined : eq(progressReports.teacherId, teacherId),
  );
  const tally = (a: string) => sql<number>`count(*) filter (where ${bookings.attendance} = ${a})`.mapWith(Number);
  const [[counts], lessons, reports, [{ total }]] = await Promise.all([
    db
      .select({ present: tally("present"), late: tally("late"), absent: tally("absent"), all: count() })
      .from(bookings)
      .where(marked),
    // Not the reports' page: a lesson without a report (absent, teacher absent) has no place among them.
    db
      .select({
        bookingId: bookings.id,
        classTitle: classes.title,
        scheduledAt: bookings.scheduledAt,
        attendance: bookings.attendance,
      })
      .from(bookings)
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .where(marked)
      .orderBy(desc(bookings.scheduledAt), desc(bookings.id))
      .limit(PROGRESS_LESSONS_MAX),
    selectReports(db, written, page.limit, page.offset),
    db.select({ total: count() }).from(progressReports).where(written),
  ]);
  // The student's attendance: a lesson the teacher missed is not the child's absence, so it is listed but not counted.
  const { all, ...child } = counts;
  const recorded = child.present + child.late + child.absent;
  const progress: StudentProgress = {
    attendance: { ...child, rate: recorded === 0 ? null : (child.present + child.late) / recorded },
    lessons: lessons.map((l) => ({ ...l, scheduledAt: l.scheduledAt.toISOString(), attendance: l.attendance! })),
    lessonsTotal: all,
    reports: [],
    total,
  };
  // No answer passes 1 MB: a page of the longest reports is cut to what fits (the client pages on from its length).
  const rest = Buffer.byteLength(JSON.stringify(progress));
  progress.reports = reports.slice(0, pageJson(reports, MAX_ANSWER_BYTES - rest - 64).count);
  return progress;
}
