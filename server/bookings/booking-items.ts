// Bookings as each viewer sees them (api.md "Students and bookings"): one query reads a page with everything any of
// their readers may see, then present() keeps what this viewer may (viewer.ts can(), decision 042).
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingFilter, BookingItem, BookingsQuery, LessonStudent } from "@shared/bookings";
export type { BookingsQuery };
import { HELD_ATTENDANCES, LESSON_RULES } from "@shared/constants";
import type { Page } from "@shared/paging";
import {
  bookings,
  classes,
  progressReports,
  reviews,
  studentProfiles,
  teacherProfiles,
  users,
  type BookingRow,
} from "@shared/schema";
import type { Db, Tx } from "../db";
import { notFound } from "../http-error";
import { awaitingReport, reviewDue } from "../lessons/lessons.rules";
import { holdLapsedSql } from "../scheduling/holds";
import { teacherStatus } from "../teachers/teacher-status";
import { can, holds, scopeOf, type Viewer } from "../viewer";

const teacher = alias(users, "teacher");

/** A booking with everything its readers may see; never sent as it is. */
export interface BookingRecord {
  b: BookingRow;
  classTitle: string;
  classMeetingUrl: string | null;
  student: LessonStudent;
  teacherName: string;
  /** The booking's teacher's verification status now (undefined: no profile). */
  teacherStatus: string | null;
  reportId: number | null;
  reviewId: number | null;
}

export async function selectRecords(
  db: Db | Tx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  now = new Date(),
): Promise<BookingRecord[]> {
  // Lessons still to come first, the next one at the top; then the rest, the latest first. A family opening
  // Bookings looks for the next lesson, not the one booked furthest ahead.
  const upcoming = sql`(${bookings.status} = 'scheduled' AND ${bookings.endsAt} > ${now})`;
  return (
    db
      .select({
        b: bookings,
        classTitle: classes.title,
        classMeetingUrl: classes.meetingUrl,
        student: {
          id: studentProfiles.id,
          name: studentProfiles.name,
          age: studentProfiles.age,
          level: studentProfiles.level,
          goals: studentProfiles.goals,
          specialNeeds: studentProfiles.specialNeeds,
        },
        teacherName: sql<string>`${teacher.firstName} || ' ' || ${teacher.lastName}`,
        teacherStatus: teacherProfiles.verificationStatus,
        // One report and one review per booking (unique indexes on booking_id): these joins never multiply rows.
        reportId: progressReports.id,
        reviewId: reviews.id,
      })
      .from(bookings)
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
      .innerJoin(teacher, eq(teacher.id, bookings.teacherId))
      // One profile per teacher (unique user_id): the join never multiplies rows.
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, bookings.teacherId))
      .leftJoin(progressReports, eq(progressReports.bookingId, bookings.id))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
      .where(where)
      .orderBy(
        desc(upcoming),
        sql`CASE WHEN ${upcoming} THEN ${bookings.scheduledAt} END ASC`,
        desc(bookings.scheduledAt),
        desc(bookings.id),
      )
      .limit(limit)
      .offset(offset)
  );
}

/** The SQL of lessons.rules awaitingReport, for the 'Awaiting report' view (the two must agree; tested together). */
export function awaitingReportWhere(now: Date): SQL {
  const endedBefore = new Date(now.getTime() - LESSON_RULES.awaitingReportAfterHours * 3_600_000);
  return and(
    inArray(bookings.status, ["scheduled", "completed"]),
    eq(bookings.paymentStatus, "paid"),
    lt(bookings.endsAt, endedBefore),
    or(isNull(bookings.attendance), inArray(bookings.attendance, [...HELD_ATTENDANCES])),
    sql`not exists (select 1 from ${progressReports} where ${progressReports.bookingId} = ${bookings.id})`,
  )!;
}

/** GET /api/bookings?filter=: the teacher's and the admin's views of lessons that need attention. */
function filterWhere(filter: BookingFilter | undefined, now: Date): SQL | undefined {
  if (filter === "upcoming") return and(eq(bookings.status, "scheduled"), gt(bookings.endsAt, now));
  if (filter === "past") return and(ne(bookings.status, "cancelled"), lte(bookings.endsAt, now));
  if (filter === "cancelled") return eq(bookings.status, "cancelled");
  if (filter === "awaiting_report") return awaitingReportWhere(now);
  if (filter === "teacher_absent") return eq(bookings.attendance, "teacher_absent");
  return undefined;
}

/** The viewer's own teacher status (a teacher not approved sees less of their lessons), or undefined for a non-teacher. */
export async function teacherStatusOf(db: Db | Tx, viewer: Viewer): Promise<string | undefined> {
  return holds(viewer, "teacher") ? teacherStatus(db, viewer.id) : undefined;
}

/** A lesson still to come whose teacher is not approved now does not take place until they are (issue 31). */
export function lessonOnHold(
  b: Pick<BookingRow, "status" | "endsAt">,
  teacherStatus: string | null | undefined,
  now: Date,
): boolean {
  return b.status === "scheduled" && b.endsAt.getTime() > now.getTime() && teacherStatus !== "approved";
}

/**
 * The booking as `viewer` may see it. A teacher sees the child only on lessons they still teach: not on cancelled
 * lessons (a rejected or suspended teacher's are all cancelled, and a rejected teacher who resubmits must not get them
 * back), and not at all while rejected. Admins see the lesson, never the child's details, the notes or the link.
 */
export function present(viewer: Viewer, r: BookingRecord, teacherStatus: string | undefined, now: Date): BookingItem {
  const { b } = r;
  const parties = { parentId: b.parentId, teacherId: b.teacherId };
  // Not while the teacher is not approved (rejected, or a safeguarding check being verified again: issue 31).
  const hidden =
    b.teacherId === viewer.id && b.parentId !== viewer.id && (teacherStatus !== "approved" || b.status === "cancelled");
  const details = can(viewer, "read lesson details", parties) && !hidden;
  const state = { ...b, hasReport: r.reportId !== null };
  const item: BookingItem = {
    id: b.id,
    planId: b.planId,
    trial: b.isTrial,
    classId: b.classId,
    studentId: b.studentId,
    parentId: b.parentId,
    teacherId: b.teacherId,
    scheduledAt: b.scheduledAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status,
    paymentStatus: b.paymentStatus,
    amount: b.amount,
    notes: details ? b.notes : null,
    classTitle: r.classTitle,
    studentName: hidden ? "A student" : r.student.name,
    teacherName: r.teacherName,
    createdAt: b.createdAt.toISOString(),
    // Only while the unpaid hold stands: a paid or cancelled booking holds nothing.
    expiresAt:
      b.expiresAt && b.status === "scheduled" && b.paymentStatus === "pending" ? b.expiresAt.toISOString() : null,
    attendance: b.attendance,
    hasReport: state.hasReport,
    reviewId: r.reviewId,
    awaitingReport: awaitingReport(state, now),
    onHold: lessonOnHold(b, r.teacherStatus, now),
    movedAtShortNotice: b.status === "scheduled" && b.movedLateAt !== null,
  };
  if (details) item.student = r.student;
  if (
    !hidden &&
    can(viewer, "see meeting link", {
      ...parties,
      paid: b.paymentStatus === "paid",
      status: b.status,
      endsAt: b.endsAt,
      now,
    })
  ) {
    item.meetingUrl = b.meetingUrl ?? r.classMeetingUrl;
  }
  // The teacher's link form edits the lesson's own link only: prefilled with the class's, saving would pin it.
  if (can(viewer, "teach lesson", parties)) item.lessonMeetingUrl = b.meetingUrl;
  if (b.parentId === viewer.id) item.reviewDue = reviewDue({ ...state, reviewId: r.reviewId }, now);
  return item;
}

/**
 * A booking that was never paid and no longer holds its time: its hold lapsed, or it was cancelled unpaid. Not a
 * lesson the teacher has, had or lost, so their list leaves it out (issue 32; the family still sees theirs).
 */
function neverPaidSql(now: Date): SQL {
  return sql`(${bookings.paymentStatus} = 'pending' AND (${bookings.status} = 'cancelled' OR ${holdLapsedSql(now)}))`;
}

/** The viewer's bookings, the latest lesson first, optionally only those awaiting a report or missed by the teacher. */
export async function listBookings(
  db: Db,
  viewer: Viewer,
  query: BookingsQuery,
  now = new Date(),
): Promise<Page<BookingItem>> {
  // By the role acted in: an admin acting as parent sees their own children's bookings, not everyone's.
  const role = scopeOf(viewer);
  const scope =
    role === "admin"
      ? undefined
      : role === "teacher"
        ? and(eq(bookings.teacherId, viewer.id), sql`NOT ${neverPaidSql(now)}`)
        : eq(bookings.parentId, viewer.id);
  const where = and(scope, filterWhere(query.filter, now));
  const [records, [{ n }], teacherStatus] = await Promise.all([
    selectRecords(db, where, query.limit, query.offset, now),
    db.select({ n: count() }).from(bookings).where(where),
    teacherStatusOf(db, viewer),
  ]);
  return { items: records.map((r) => present(viewer, r, teacherStatus, now)), total: n };
}

/** GET /api/bookings/{id}, and every answer about one booking: its parent, its teacher or an admin; 404 for anyone else. */
export async function getBookingFor(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<BookingItem> {
  const [[record], teacherStatus] = await Promise.all([
    selectRecords(db, eq(bookings.id, id), 1),
    teacherStatusOf(db, viewer),
  ]);
  if (!record || !can(viewer, "read booking", record.b)) throw notFound("Booking not found");
  return present(viewer, record, teacherStatus, now);
}
