// Bookings: the rules are checked here, but PostgreSQL has the last word (decision 008): a lock on the class row for
// group capacity, and exclusion constraints so that two racing requests can never both win a slot.
import type { Logger } from "pino";
import { and, count, eq, gt, isNotNull, lt, ne, not, or, sql } from "drizzle-orm";
import {
  UNPAID_HOLDS_CAP_MESSAGE,
  UNPAID_HOLDS_WITH_TEACHER_MESSAGE,
  UPCOMING_BOOKINGS_CAP_MESSAGE,
  type BookingItem,
  type CancelOutcome,
  type CreateBookingValues,
} from "@shared/bookings";
import { REFUND_CHANGED, refundOnCancel, shortNoticeMove, type RefundPolicy } from "@shared/scheduling";
import { CAPS } from "@shared/constants";
import { bookings, classes, studentProfiles, teacherProfiles, users } from "@shared/schema";
import { lockOwner, refuseAtCap } from "../caps";
import type { Tx } from "../db";
import { badRequest, conflict, HttpError, notFound, pgError } from "../http-error";
import type { BookingExpired, LessonBooked, NotifyEvent } from "../notify/events";
import { notifyAll, recordAllInApp, type NotifyDeps } from "../notify/notify";
import type { PaymentGateway } from "../payments/gateway";
import { holds, type Viewer } from "../viewer";
import { cancelledEvents, lessonNames, lockBooking, rescheduledEvent } from "./booking-events";
import { getBookingFor, lessonOnHold } from "./booking-items";
import { refundBooking } from "./cancellations.service";
import { absentAfterLateMove, changeRefusal, SLOT_TAKEN, type BookingChange } from "./bookings.rules";
import { holdExpiry, holdLapsedSql } from "../scheduling/holds";
import { slotProblem } from "../scheduling/scheduling.rules";
import { hoursColumns } from "../scheduling/teacher-hours";

export { getBookingFor, listBookings } from "./booking-items";

/** What changing a booking needs: notifications, and the gateway that refunds a cancelled paid lesson. */
export type BookingDeps = NotifyDeps & { gateway: PaymentGateway; logger?: Pick<Logger, "warn" | "info"> };

/** Turns a constraint violation of a booking write into the 409 the loser of a race gets. */
function bookingConflict(err: unknown): never {
  const { code, constraint } = pgError(err);
  if (code === "23P01" && constraint === "bookings_student_no_overlap") {
    throw conflict("This child already has a lesson at that time");
  }
  // 23P01: an exclusion constraint; 40P01: two bookings waited on each other and PostgreSQL broke the tie.
  if (code === "23P01" || code === "40P01") throw conflict(SLOT_TAKEN);
  throw err;
}

/** The class, locked until the transaction ends, when it is open for booking; 404 otherwise. With its teacher's hours. */
async function lockBookableClass(tx: Tx, classId: number) {
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
async function hasRoom(tx: Tx, classId: number, startsAt: Date, maxStudents: number, exceptId?: number) {
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
async function releaseLapsedHolds(
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
async function refuseTooManyHolds(tx: Tx, parentId: number, teacherId: number, now: Date): Promise<void> {
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
        not(holdLapsedSql(now)),
      ),
    );
  if (held.all >= CAPS.unpaidHoldsPerParent) throw conflict(UNPAID_HOLDS_CAP_MESSAGE);
  if (held.withTeacher >= CAPS.unpaidHoldsPerTeacher) throw conflict(UNPAID_HOLDS_WITH_TEACHER_MESSAGE);
}

export async function createBooking(
  deps: NotifyDeps,
  viewer: Viewer,
  input: CreateBookingValues,
  now = new Date(),
): Promise<BookingItem> {
  const parentId = viewer.id;
  const { id, told } = await deps.db
    .transaction(async (tx) => {
      await lockOwner(tx, parentId);
      const [{ upcoming }] = await tx
        .select({ upcoming: count() })
        .from(bookings)
        .where(and(eq(bookings.parentId, parentId), eq(bookings.status, "scheduled"), gt(bookings.scheduledAt, now)));
      refuseAtCap(upcoming, CAPS.upcomingBookingsPerParent, UPCOMING_BOOKINGS_CAP_MESSAGE);
      const [student] = await tx
        .select({ id: studentProfiles.id, name: studentProfiles.name })
        .from(studentProfiles)
        .where(and(eq(studentProfiles.id, input.studentId), eq(studentProfiles.parentId, parentId)));
      // Another parent's child is answered exactly like a missing one.
      if (!student) throw notFound("Student not found");
      const row = await lockBookableClass(tx, input.classId);
      // A teacher who is also a parent would otherwise be both sides of the booking (and could complete it).
      if (row.c.teacherId === parentId) throw new HttpError(403, "You cannot book your own class");
      const startsAt = new Date(input.scheduledAt);
      const problem = slotProblem(startsAt, row.hours, row.c.duration, now);
      if (problem) throw badRequest(problem);
      const endsAt = new Date(startsAt.getTime() + row.c.duration * 60_000);
      await refuseTooManyHolds(tx, parentId, row.c.teacherId, now);
      const released = await releaseLapsedHolds(
        tx,
        { teacherId: row.c.teacherId, studentId: student.id, start: startsAt, end: endsAt },
        now,
      );
      if (!(await hasRoom(tx, row.c.id, startsAt, row.c.maxStudents))) throw conflict(SLOT_TAKEN);
      const [created] = await tx
        .insert(bookings)
        .values({
          classId: row.c.id,
          studentId: student.id,
          parentId,
          teacherId: row.c.teacherId,
          scheduledAt: startsAt,
          endsAt,
          // Unpaid, it holds the slot for 30 minutes; the job queue then cancels it (server/jobs).
          expiresAt: holdExpiry(now),
          // The price is fixed when the booking is made; payment later charges exactly this.
          amount: row.c.price,
          notes: input.notes || null,
        })
        .returning({ id: bookings.id });
      // The teacher is told, the parent gets a confirmation; never the parent's notes (they stay in the booking).
      const facts = {
        bookingId: created.id,
        classTitle: row.c.title,
        studentName: student.name,
        teacherName: row.teacherName,
        scheduledAt: startsAt,
        amount: row.c.price,
      };
      const events: (LessonBooked | BookingExpired)[] = [
        { kind: "lesson_booked", to: row.c.teacherId, for: "teacher", ...facts },
        { kind: "lesson_booked", to: parentId, for: "parent", ...facts },
        ...released,
      ];
      return { id: created.id, told: await recordAllInApp(tx, events) };
    })
    .catch((err: unknown) => (err instanceof HttpError ? Promise.reject(err) : bookingConflict(err)));
  await notifyAll(deps, told);
  return getBookingFor(deps.db, viewer, id, now);
}

/**
 * Cancels, reschedules, completes (PATCH {status: "completed", attended}: attendance present or absent, no report)
 * or sets the link of a booking. A cancellation follows the policy of shared/scheduling.ts: a paid lesson refunded in
 * full goes back through the gateway after the commit, and the answer says what the policy gave (`refund`).
 */
export async function updateBooking(
  deps: BookingDeps,
  viewer: Viewer,
  id: number,
  change: BookingChange,
  now = new Date(),
): Promise<BookingItem | CancelOutcome> {
  const { told, refund } = await deps.db
    .transaction(async (tx) => {
      const current = await lockBooking(tx, id);
      if (!current) throw notFound("Booking not found");
      const [profile] = await tx
        .select({ status: teacherProfiles.verificationStatus })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, current.teacherId));
      const facts = { ...current, teacherStatus: profile?.status ?? null };
      const refusal = changeRefusal(facts, { id: viewer.id, isAdmin: holds(viewer, "admin") }, change, now);
      if (refusal) throw new HttpError(refusal[0], refusal[1]);
      const by = current.parentId === viewer.id ? "parent" : current.teacherId === viewer.id ? "teacher" : "admin";
      let events: NotifyEvent[] = [];
      let refund: RefundPolicy | undefined;
      if (change.kind === "cancel") {
        refund = refundOnCancel(
          by,
          current.paymentStatus,
          current.scheduledAt,
          now,
          lessonOnHold(current, profile?.status, now) || current.movedLateAt !== null,
        );
        if (change.expectedRefund !== undefined && change.expectedRefund !== refund)
          throw conflict(REFUND_CHANGED[refund]);
        await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
        // Told before the refund ran: "being refunded" (a failed refund goes to the admins, never "refunded" untrue).
        const money = current.paymentStatus !== "paid" ? "unpaid" : refund === "full" ? "pending" : "none";
        events = cancelledEvents(current, await lessonNames(tx, id), by, money);
      } else if (change.kind === "complete") {
        await tx
          .update(bookings)
          .set({ status: "completed", attendance: change.attendance })
          .where(eq(bookings.id, id));
        // "Absent" at a time the teacher set at short notice, not accepted, earns nothing (issue 31): refunded.
        if (absentAfterLateMove(current, change.attendance)) refund = "full";
      } else if (change.kind === "accept") {
        await tx.update(bookings).set({ movedLateAt: null }).where(eq(bookings.id, id));
      } else if (change.kind === "meeting") {
        await tx.update(bookings).set({ meetingUrl: change.meetingUrl }).where(eq(bookings.id, id));
      } else {
        const row = await lockBookableClass(tx, current.classId);
        const duration = current.endsAt.getTime() - current.scheduledAt.getTime();
        // The teacher's own notice protects the teacher: moving their own lesson, they may waive it; having moved it at
        // short notice, they waived it for the family's answer too (issue 31).
        const problem = slotProblem(
          change.scheduledAt,
          row.hours,
          duration / 60_000,
          now,
          by === "teacher" || current.movedLateAt !== null ? 0 : undefined,
        );
        if (problem) throw badRequest(problem);
        const endsAt = new Date(change.scheduledAt.getTime() + duration);
        events = await releaseLapsedHolds(
          tx,
          {
            teacherId: current.teacherId,
            studentId: current.studentId,
            start: change.scheduledAt,
            end: endsAt,
            exceptId: id,
          },
          now,
        );
        if (!(await hasRoom(tx, row.c.id, change.scheduledAt, row.c.maxStudents, id))) throw conflict(SLOT_TAKEN);
        // A teacher's move to less than 12 hours ahead waits for the family's acceptance; the family's own move, or the
        // teacher's to a time 12 hours or more ahead, leaves nothing to accept (issue 31).
        const movedLateAt = by === "teacher" && shortNoticeMove(change.scheduledAt, now) ? now : null;
        await tx
          .update(bookings)
          .set({ scheduledAt: change.scheduledAt, endsAt, movedLateAt })
          .where(eq(bookings.id, id));
        // Moving a lesson to where it already is changes nothing worth telling.
        if (change.scheduledAt.getTime() !== current.scheduledAt.getTime() && by !== "admin") {
          events.push(rescheduledEvent(current, await lessonNames(tx, id), by, change.scheduledAt));
        }
      }
      const refundDue =
        refund === "full" && current.paymentStatus === "paid"
          ? { id, amount: current.amount, paypalOrderId: current.paypalOrderId }
          : null;
      return {
        told: await recordAllInApp(tx, events),
        refund: refund === undefined ? undefined : { policy: refund, due: refundDue, by },
      };
    })
    .catch((err: unknown) => (err instanceof HttpError ? Promise.reject(err) : bookingConflict(err)));
  if (refund?.due) {
    const note =
      change.kind === "complete"
        ? "Your Halaqa lesson was moved at short notice: an absence at the new time is not charged."
        : refund.by === "parent"
          ? "Your Halaqa lesson was cancelled in time for a full refund."
          : `Your Halaqa lesson was cancelled by ${refund.by === "teacher" ? "the teacher" : "Halaqa"}.`;
    const refunded = await refundBooking({ db: deps.db, gateway: deps.gateway, logger: deps.logger }, refund.due, note);
    // The email goes once the refund was tried: "refunded in full" only when it was.
    await notifyAll(
      deps,
      told.map((e) =>
        e.kind === "lesson_cancelled_by" && e.refund === "pending" && refunded ? { ...e, refund: "full" as const } : e,
      ),
    );
  } else {
    await notifyAll(deps, told);
  }
  const item = await getBookingFor(deps.db, viewer, id, now);
  return refund ? { ...item, refund: refund.policy } : item;
}
