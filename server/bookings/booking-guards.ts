// What a booking or a move checks under its locks (decision 008): the class open for booking with its teacher's hours,
// a free place at the time, lapsed holds released, and the family's unpaid holds within their caps (issue 31).
import { and, count, eq, gt, isNotNull, isNull, lt, ne, not, or, sql } from "drizzle-orm";
import { UNPAID_HOLDS_CAP_MESSAGE, UNPAID_HOLDS_WITH_TEACHER_MESSAGE } from "@shared/bookings";
import { CAPS } from "@shared/constants";
import { bookings, classes, teacherProfiles, users } from "@shared/schema";
import type { Tx } from "../db";
import { conflict, notFound } from "../http-error";
import type { BookingExpired } from "../notify/events";
import { lessonNames } from "./booking-events";
import { holdLapsedSql } from "../scheduling/holds";
import { hoursColumns } from "../scheduling/teacher-hours";

/** The class, locked until the transaction ends, when it is open for booking; 404 otherwise. With its teacher's hours. */
export async function lockBookableClass(tx: Tx, classId: number) {
  const [row] = await tx
    .select({ c: classes, hours: hoursColumns })
    .from(classes)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, classes.teacherId))
    .where(eq(classes.id, classId))
    .for("update", { of: classes });
  if (!row || !row.c.isActive) throw notFound("Class not found");
  // The teacher's profile and account, share-locked and read as locked: a rejection or a suspension (which lock them
  // for update, then cancel the teacher's upcoming lessons) commits wholly before this booking, which then sees it,
  // or after it, and then cancels it too. A class of a teacher who is not listed does not exist for families.
  const [teacher] = await tx
    .select({
      status: teacherProfiles.verificationStatus,
      suspendedAt: users.suspendedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(teacherProfiles.userId, row.c.teacherId))
    .for("share");
  if (!teacher || teacher.status !== "approved" || teacher.suspendedAt !== null) throw notFound("Class not found");
  return { ...row, teacherName: `${teacher.firstName} ${teacher.lastName}` };
}

/** Has the lesson of `classId` at `startsAt` a free place (bookings other than `exceptId` counted)? */
export async function hasRoom(tx: Tx, classId: number, startsAt: Date, maxStudents: number, exceptId?: number) {
  const conds = [eq(bookings.classId, classId), eq(bookings.scheduledAt, startsAt), ne(bookings.status, "cancelled")];
  if (exceptId !== undefined) conds.push(ne(bookings.id, exceptId));
  const [{ n }] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(...conds));
  return n < maxStudents;
}

/**
 * Cancels the unpaid holds past their time that overlap [start, end) for this teacher or child: the expiry job may not
 * have run yet, and a hold that has lapsed must not keep a family from the slot (nor trip the exclusion constraints).
 */
export async function releaseLapsedHolds(
  tx: Tx,
  where: { teacherId: number; studentId: number; start: Date; end: Date; exceptId?: number },
  now: Date,
): Promise<BookingExpired[]> {
  const released = await tx
    .update(bookings)
    .set({ status: "cancelled" })
    .where(
      and(
        holdLapsedSql(now),
        // Never the booking being moved (its own move is refused once lapsed: bookings.rules changeRefusal).
        where.exceptId === undefined ? undefined : ne(bookings.id, where.exceptId),
        or(eq(bookings.teacherId, where.teacherId), eq(bookings.studentId, where.studentId)),
        lt(bookings.scheduledAt, where.end),
        gt(bookings.endsAt, where.start),
      ),
    )
    .returning({ id: bookings.id, parentId: bookings.parentId, scheduledAt: bookings.scheduledAt });
  // Their families are told as the expiry job would have told them.
  const events: BookingExpired[] = [];
  for (const r of released)
    events.push({
      kind: "booking_expired",
      to: r.parentId,
      bookingId: r.id,
      scheduledAt: r.scheduledAt,
      ...(await lessonNames(tx, r.id)),
    });
  return events;
}

/**
 * Unpaid bookings that still hold their slots, the parent's and those with this teacher (issue 31: one free account
 * held a teacher's every slot). Counted under the owner's row lock, so two bookings at once cannot both pass.
 */
export async function refuseTooManyHolds(tx: Tx, parentId: number, teacherId: number, now: Date): Promise<void> {
  const [held] = await tx
    .select({
      all: count(),
      withTeacher: sql<number>`count(*) filter (where ${bookings.teacherId} = ${teacherId})`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.parentId, parentId),
        eq(bookings.status, "scheduled"),
        eq(bookings.paymentStatus, "pending"),
        isNotNull(bookings.expiresAt),
        // A weekly plan's held lessons have caps of their own (decision 088): a plan holds up to 28.
        isNull(bookings.planId),
        not(holdLapsedSql(now)),
      ),
    );
  if (held.all >= CAPS.unpaidHoldsPerParent) throw conflict(UNPAID_HOLDS_CAP_MESSAGE);
  if (held.withTeacher >= CAPS.unpaidHoldsPerTeacher) throw conflict(UNPAID_HOLDS_WITH_TEACHER_MESSAGE);
}
