// Bookings: the rules are checked here, but PostgreSQL has the last word (decision 008): a lock on the class row for
// group capacity, and exclusion constraints so that two racing requests can never both win a slot.
import type { Logger } from "pino";
import { and, count, eq, gt, ne } from "drizzle-orm";
import { NO_TRIAL_MESSAGE, SECOND_TRIAL_MESSAGE } from "@shared/matching";
import { toCents } from "@shared/money";
import {
  UPCOMING_BOOKINGS_CAP_MESSAGE,
  type BookingItem,
  type CancelOutcome,
  type CreateBookingValues,
} from "@shared/bookings";
import { REFUND_CHANGED, refundOnCancel, type RefundPolicy } from "@shared/scheduling";
import { CAPS } from "@shared/constants";
import { bookings, studentProfiles } from "@shared/schema";
import { lockOwner, refuseAtCap } from "../caps";
import type { Tx } from "../db";

import { badRequest, conflict, HttpError, notFound, pgError } from "../http-error";
import type { BookingExpired, LessonBooked, NotifyEvent } from "../notify/events";
import { notifyAll, recordAllInApp, type NotifyDeps } from "../notify/notify";
import type { PaymentGateway } from "../payments/gateway";
import { holds, type Viewer } from "../viewer";
import { cancelledEvents, lessonNames, lockBooking, rescheduledEvent } from "./booking-events";
import { teacherStatus } from "../teachers/teacher-status";
import { getBookingFor } from "./booking-items";
import { hasRoom, lockBookableClass, refuseTooManyHolds, releaseLapsedHolds } from "./booking-guards";
import { refundPlanCredits } from "../plans/plan-credit-refunds";
import { CREDIT_REASON, creditLesson, creditsInstead } from "../plans/plan-credits";
import { reverseEarnings } from "../earnings/ledger";
import { refundBooking } from "./cancellations.service";
import { absentAfterLateMove, changeRefusal, SLOT_TAKEN, type BookingChange } from "./bookings.rules";
import { holdExpiry } from "../scheduling/holds";
import { slotProblem } from "../scheduling/scheduling.rules";

export { getBookingFor, listBookings } from "./booking-items";

/** What changing a booking needs: notifications, and the gateway that refunds a cancelled paid lesson. */
export type BookingDeps = NotifyDeps & { gateway: PaymentGateway; logger?: Pick<Logger, "warn" | "info"> };

/** Turns a constraint violation of a booking write into the 409 the loser of a race gets (`say` may name the date). */
export function bookingConflict(err: unknown, say: (message: string) => string = (m) => m): never {
  const { code, constraint } = pgError(err);
  // Two trial bookings of one child with one teacher at once: the unique index keeps one (issue 36).
  if (code === "23505" && constraint === "bookings_one_trial_idx") throw conflict(SECOND_TRIAL_MESSAGE);
  if (code === "23P01" && constraint === "bookings_student_no_overlap") {
    throw conflict(say("This child already has a lesson at that time"));
  }
  // 23P01: an exclusion constraint; 40P01: two bookings waited on each other and PostgreSQL broke the tie.
  if (code === "23P01" || code === "40P01") throw conflict(say(SLOT_TAKEN));
  throw err;
}

/** The length and price of the lesson booked: the class's, or its trial's once per child per teacher (issue 36). */
async function lessonTerms(
  tx: Tx,
  c: { teacherId: number; duration: number; price: string; trialMinutes: number | null; trialPrice: string | null },
  studentId: number,
  trial: boolean,
): Promise<{ trial: boolean; minutes: number; amount: string; free: boolean }> {
  if (!trial) return { trial, minutes: c.duration, amount: c.price, free: false };
  if (c.trialMinutes === null || c.trialPrice === null) throw badRequest(NO_TRIAL_MESSAGE);
  const [had] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.teacherId, c.teacherId),
        eq(bookings.isTrial, true),
        ne(bookings.status, "cancelled"),
      ),
    )
    .limit(1);
  if (had) throw conflict(SECOND_TRIAL_MESSAGE);
  return { trial, minutes: c.trialMinutes, amount: c.trialPrice, free: toCents(c.trialPrice) === 0 };
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
      const lesson = await lessonTerms(tx, row.c, student.id, input.trial === true);
      const startsAt = new Date(input.scheduledAt);
      const problem = slotProblem(startsAt, row.hours, lesson.minutes, now);
      if (problem) throw badRequest(problem);
      const endsAt = new Date(startsAt.getTime() + lesson.minutes * 60_000);
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
          // Unpaid, it holds the slot for 30 minutes; the job queue then cancels it (server/jobs). A free trial has
          // nothing to pay: it is booked paid, with no order and no earning (decision 099).
          expiresAt: lesson.free ? null : holdExpiry(now),
          paymentStatus: lesson.free ? "paid" : "pending",
          isTrial: lesson.trial,
          // The price is fixed when the booking is made; payment later charges exactly this.
          amount: lesson.amount,
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
        amount: lesson.amount,
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
      const status = await teacherStatus(tx, current.teacherId);
      const facts = { ...current, teacherStatus: status ?? null };
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
          // Protected: its teacher not approved now (on hold, also once its start passed), or moved by the teacher.
          (status !== undefined && status !== "approved") || current.movedLateAt !== null,
        );
        if (change.expectedRefund !== undefined && change.expectedRefund !== refund)
          throw conflict(REFUND_CHANGED[refund]);
        await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
        // A plan's lesson is credited on its plan instead of refunded (decision 092).
        const credit = refund === "full" && creditsInstead(current);
        if (credit) await creditLesson(tx, current, CREDIT_REASON[by]);
        // Told before the refund ran: "being refunded" (a failed refund goes to the admins, never "refunded" untrue).
        // A free trial took no money: nothing to give back.
        const money =
          current.paymentStatus !== "paid" || toCents(current.amount) === 0
            ? "unpaid"
            : credit
              ? "credit"
              : refund === "full"
                ? "pending"
                : "none";
        events = cancelledEvents(current, await lessonNames(tx, id), by, money);
      } else if (change.kind === "complete") {
        await tx
          .update(bookings)
          .set({ status: "completed", attendance: change.attendance, reportedAt: now })
          .where(eq(bookings.id, id));
        // "Absent" at a time the teacher set at short notice, not accepted, earns nothing (issue 31): refunded.
        if (absentAfterLateMove(current, change.attendance)) {
          refund = "full";
          if (creditsInstead(current)) await creditLesson(tx, current, "moved_late");
        }
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
        // A teacher's move waits for the family's acceptance (issue 31, decision 078); the family's own leaves nothing.
        // Any move by the teacher waits for it: one just outside 12 hours would be inside them minutes later. A "move" to
        // where it already is changes nothing.
        const moves = change.scheduledAt.getTime() !== current.scheduledAt.getTime();
        const movedLateAt = by === "teacher" ? (moves ? now : current.movedLateAt) : null;
        await tx
          .update(bookings)
          .set({ scheduledAt: change.scheduledAt, endsAt, movedLateAt })
          .where(eq(bookings.id, id));
        // Moving a lesson to where it already is changes nothing worth telling.
        if (change.scheduledAt.getTime() !== current.scheduledAt.getTime() && by !== "admin") {
          events.push(rescheduledEvent(current, await lessonNames(tx, id), by, change.scheduledAt));
        }
      }
      // Money that goes back is not the teacher's: reversed with the decision, whether or not the refund succeeds.
      if (refund === "full" && current.paymentStatus === "paid") await reverseEarnings(tx, [id], now);
      const refundDue =
        refund === "full" && current.paymentStatus === "paid" && !creditsInstead(current) && toCents(current.amount) > 0
          ? { id, amount: current.amount, paypalOrderId: current.paypalOrderId }
          : null;
      const credited = refund === "full" && creditsInstead(current) ? current.planId : null;
      return {
        told: await recordAllInApp(tx, events),
        refund: refund === undefined ? undefined : { policy: refund, due: refundDue, by, credited },
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
    const refunded = await refundBooking(
      { db: deps.db, gateway: deps.gateway, logger: deps.logger, mailer: deps.mailer },
      refund.due,
      note,
    );
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
  // A lesson of a plan that no longer renews: its credit goes back now (a renewing plan's waits for the renewal).
  if (refund?.credited) await refundPlanCredits(deps, [refund.credited]);
  const item = await getBookingFor(deps.db, viewer, id, now);
  return refund ? { ...item, refund: refund.policy } : item;
}
