// Completing a lesson with its attendance and report (api.md "Lessons after the booking", decision 044): one report
// for a lesson attended, none for an absence; `teacher_absent` cancels the lesson and refunds it after the commit.
import { PLACEMENT_NOT_TRIAL_MESSAGE, PLACEMENT_REQUIRED_MESSAGE } from "@shared/placement";
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { ReportOutcome } from "@shared/bookings";
import type { z } from "zod";
import {
  isHeldAttendance,
  type CreateReportValues,
  type ProgressReportItem,
  type updateReportSchema,
} from "@shared/lessons";
import { bookings, progressReports } from "@shared/schema";
import { cancelledEvents, lessonNames, lockBooking } from "../bookings/booking-events";
import { absentAfterLateMove } from "../bookings/bookings.rules";
import { getBookingFor } from "../bookings/booking-items";
import { refundBooking } from "../bookings/cancellations.service";
import type { Db } from "../db";
import { reverseEarnings } from "../earnings/ledger";
import { refundPlanCredits } from "../plans/plan-credit-refunds";
import { creditLesson, creditsInstead } from "../plans/plan-credits";
import { badRequest, conflict, HttpError, notFound, uniqueViolation } from "../http-error";
import type { Mailer } from "../mail/mailer";
import type { NotifyEvent } from "../notify/events";
import { notifyAll, recordAllInApp, type Recorded } from "../notify/notify";
import type { PaymentGateway } from "../payments/gateway";
import { can, holds, type Viewer } from "../viewer";
import { settleBadges } from "./badges.service";
import { saveHifzEntries } from "./hifz.service";
import { teachesNow } from "./progress.service";
import { correctionRefusal, reportRefusal } from "./lessons.rules";
import { reportOf } from "./report-items";

export interface LessonDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer?: Mailer;
  logger?: Pick<Logger, "warn" | "info">;
}

const orNull = (v: string | undefined) => (v ? v : null);
const NOT_APPROVED = "Only approved teachers can report on lessons";

export async function writeReport(
  deps: LessonDeps,
  viewer: Viewer,
  bookingId: number,
  input: CreateReportValues,
  now = new Date(),
): Promise<ReportOutcome> {
  const done = await deps.db
    .transaction(async (tx) => {
      const b = await lockBooking(tx, bookingId);
      // Anyone but the lesson's teacher, admins included, learns nothing about it.
      if (!b || !can(viewer, "teach lesson", b)) throw notFound("Booking not found");
      if (!(await teachesNow(tx, viewer.id))) throw new HttpError(403, NOT_APPROVED);
      const [existing] = await tx
        .select({ id: progressReports.id })
        .from(progressReports)
        .where(eq(progressReports.bookingId, bookingId));
      const refusal = reportRefusal({ ...b, hasReport: existing !== undefined }, input.attendance, now);
      if (refusal) throw new HttpError(refusal[0], refusal[1]);
      // A held trial's report places the child (issue 36); no other report does.
      if (input.placement && !b.isTrial) throw badRequest(`placement: ${PLACEMENT_NOT_TRIAL_MESSAGE}`);
      if (b.isTrial && isHeldAttendance(input.attendance) && !input.placement)
        throw badRequest(`placement: ${PLACEMENT_REQUIRED_MESSAGE}`);
      const names = await lessonNames(tx, bookingId);
      const facts = { bookingId, scheduledAt: b.scheduledAt, ...names };
      let events: NotifyEvent[] = [];
      if (isHeldAttendance(input.attendance)) {
        const [report] = await tx
          .insert(progressReports)
          .values({
            bookingId,
            studentId: b.studentId,
            teacherId: b.teacherId,
            content: input.content ?? "",
            rating: input.rating ?? null,
            feedback: orNull(input.feedback),
            homework: orNull(input.homework),
            nextTopics: orNull(input.nextTopics),
            placementLevel: input.placement?.level ?? null,
            placementSurah: input.placement?.surah ?? null,
            placementAyah: input.placement?.ayah ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: progressReports.id });
        await tx
          .update(bookings)
          .set({ status: "completed", attendance: input.attendance, reportedAt: now })
          .where(eq(bookings.id, bookingId));
        const ref = {
          reportId: report.id,
          bookingId,
          studentId: b.studentId,
          teacherId: b.teacherId,
          lessonAt: b.scheduledAt,
        };
        await saveHifzEntries(tx, ref, input.hifz ?? []);
        events = [
          {
            kind: "report_written",
            to: b.parentId,
            reportId: report.id,
            studentId: b.studentId,
            rating: input.rating ?? null,
            homework: orNull(input.homework),
            ...facts,
          },
          // A lesson attended, and what was heard in it, may earn badges (each once: badges.service.ts).
          ...(await settleBadges(tx, ref, now)),
        ];
      } else if (input.attendance === "absent") {
        await tx
          .update(bookings)
          .set({ status: "completed", attendance: "absent", reportedAt: now })
          .where(eq(bookings.id, bookingId));
      } else {
        // The teacher missed the lesson: it is cancelled, the family told and refunded, the admins told. The words
        // are written before the refund runs, so they say "being refunded"; a refund that fails tells the admins.
        await tx
          .update(bookings)
          .set({ status: "cancelled", attendance: "teacher_absent", reportedAt: now })
          .where(eq(bookings.id, bookingId));
        const paid = b.paymentStatus === "paid";
        // A plan's lesson is credited on its plan, not refunded (decision 092).
        if (creditsInstead(b)) await creditLesson(tx, b, "teacher_absent");
        events = [
          ...cancelledEvents(b, names, "teacher", !paid ? "unpaid" : creditsInstead(b) ? "credit" : "pending"),
          {
            kind: "teacher_absent",
            bookingId,
            teacherId: b.teacherId,
            teacherName: names.teacherName,
            classTitle: names.classTitle,
            scheduledAt: b.scheduledAt,
            paid,
            credited: creditsInstead(b),
          },
        ];
      }
      const told: Recorded[] = await recordAllInApp(tx, events);
      const refunded =
        (input.attendance === "teacher_absent" && b.paymentStatus === "paid") ||
        absentAfterLateMove(b, input.attendance);
      if (refunded && input.attendance === "absent" && creditsInstead(b)) await creditLesson(tx, b, "moved_late");
      // A lesson the teacher missed, or an absence at a time they moved at short notice, earns nothing (decision 094).
      if (input.attendance === "teacher_absent" || refunded) await reverseEarnings(tx, [bookingId], now);
      const credited = refunded && creditsInstead(b) ? b.planId : null;
      return { told, refund: refunded && !credited ? b : null, credited, lateMove: input.attendance === "absent" };
    })
    .catch((err: unknown) => {
      // The booking's lock serialises reports; the unique index is the last word if anything got past it.
      if (uniqueViolation(err) === "progress_reports_booking_idx") throw conflict("This lesson already has a report");
      throw err;
    });
  // A refund that fails leaves the booking paid and tells the admins to refund it by hand (refundBooking).
  if (done.refund)
    await refundBooking(
      deps,
      done.refund,
      done.lateMove
        ? "Your Halaqa lesson was moved at short notice: an absence at the new time is not charged."
        : "Your Halaqa lesson was cancelled: the teacher could not attend.",
    );
  await notifyAll(deps, done.told);
  // A lesson of a plan that no longer renews: its credit goes back now.
  if (done.credited) await refundPlanCredits(deps, [done.credited]);
  const [booking, report] = await Promise.all([
    getBookingFor(deps.db, viewer, bookingId, now),
    reportOf(deps.db, bookingId),
  ]);
  return { booking, report: report ?? null };
}

/** PATCH /api/bookings/{id}/report: the teacher's correction, within 48 hours of writing it (attendance stays). */
export async function correctReport(
  deps: Pick<LessonDeps, "db" | "mailer" | "logger">,
  viewer: Viewer,
  bookingId: number,
  input: z.output<typeof updateReportSchema>,
  now = new Date(),
): Promise<ProgressReportItem> {
  const { db } = deps;
  const told = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: progressReports.id,
        createdAt: progressReports.createdAt,
        parentId: bookings.parentId,
        teacherId: bookings.teacherId,
        studentId: bookings.studentId,
        scheduledAt: bookings.scheduledAt,
        isTrial: bookings.isTrial,
      })
      .from(progressReports)
      .innerJoin(bookings, eq(bookings.id, progressReports.bookingId))
      .where(eq(progressReports.bookingId, bookingId))
      .for("update", { of: progressReports });
    if (!row || !can(viewer, "teach lesson", row)) throw notFound("Report not found");
    if (!(await teachesNow(tx, viewer.id))) throw new HttpError(403, NOT_APPROVED);
    const refusal = correctionRefusal(row.createdAt, now);
    if (refusal) throw new HttpError(refusal[0], refusal[1]);
    const changes: Partial<typeof progressReports.$inferInsert> = { updatedAt: now };
    if (input.content !== undefined) changes.content = input.content;
    if (input.rating !== undefined) changes.rating = input.rating;
    if (input.feedback !== undefined) changes.feedback = orNull(input.feedback);
    if (input.homework !== undefined) changes.homework = orNull(input.homework);
    if (input.nextTopics !== undefined) changes.nextTopics = orNull(input.nextTopics);
    if (input.placement !== undefined) {
      // A trial's placement may be corrected like the rest; no other report has one (issue 36).
      if (!row.isTrial) throw badRequest(`placement: ${PLACEMENT_NOT_TRIAL_MESSAGE}`);
      const p = input.placement;
      Object.assign(changes, { placementLevel: p.level, placementSurah: p.surah, placementAyah: p.ayah });
    }
    await tx.update(progressReports).set(changes).where(eq(progressReports.id, row.id));
    if (input.hifz === undefined) return [];
    // Corrected entries replace the report's: badges may be earned, and those no longer earned are withdrawn.
    const ref = {
      reportId: row.id,
      bookingId,
      studentId: row.studentId,
      teacherId: row.teacherId,
      lessonAt: row.scheduledAt,
    };
    await saveHifzEntries(tx, ref, input.hifz);
    return recordAllInApp(tx, await settleBadges(tx, ref, now, { withdraw: true }));
  });
  await notifyAll(deps, told);
  return (await reportOf(db, bookingId))!;
}

/** GET /api/bookings/{id}/report: the booking's parent, its teacher and admins; 404 for anyone else or without one. */
export async function getReport(db: Db, viewer: Viewer, bookingId: number): Promise<ProgressReportItem> {
  const [b] = await db
    .select({ parentId: bookings.parentId, teacherId: bookings.teacherId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b || !can(viewer, "read booking", b)) throw notFound("Booking not found");
  // The lesson's teacher, while not approved, reads no report of the child (the parent and admins still do).
  const asTeacherOnly = b.teacherId === viewer.id && b.parentId !== viewer.id && !holds(viewer, "admin");
  if (asTeacherOnly && !(await teachesNow(db, viewer.id))) throw notFound("Booking not found");
  const report = await reportOf(db, bookingId);
  if (!report) throw notFound("This lesson has no report");
  return report;
}

/** POST /api/bookings/{id}/review-request/dismiss: the parent no longer wants to be asked; repeating it keeps the first time. */
export async function dismissReviewRequest(db: Db, viewer: Viewer, bookingId: number, now = new Date()): Promise<void> {
  const [b] = await db
    .select({ parentId: bookings.parentId, teacherId: bookings.teacherId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b || !can(viewer, "review lesson", b)) throw notFound("Booking not found");
  await db
    .update(bookings)
    .set({ reviewDismissedAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.reviewDismissedAt)));
}
