// Decisions about a lesson after its booking that need no database (api.md "Lessons after the booking", decision
// 044): when it may be reported, corrected, shown as 'Awaiting report', and when the family is asked for a review.
import { LESSON_RULES, type Attendance, type BookingStatus, type PaymentStatus } from "@shared/constants";
import { isHeldAttendance } from "@shared/lessons";
import { REVIEW_MESSAGES, reviewRefusal } from "../reviews/reviews.rules";

const HOUR = 3_600_000;

/** One sentence for every refusal of an unpaid lesson: a report, a completion, a review. */
export const LESSON_NOT_PAID = REVIEW_MESSAGES.notPaid;

export interface LessonState {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  scheduledAt: Date;
  endsAt: Date;
  attendance: Attendance | null;
  hasReport: boolean;
}

/**
 * 'Awaiting report': a paid lesson that is not cancelled, ended more than 72 hours ago, and still has no report while
 * one is due — not yet marked, or marked held without one. A lesson marked absent needs none; an unpaid lesson cannot
 * be reported (reportRefusal), so it does not nag the teacher.
 */
export function awaitingReport(b: LessonState, now: Date): boolean {
  return (
    b.status !== "cancelled" &&
    b.paymentStatus === "paid" &&
    !b.hasReport &&
    (b.attendance === null || isHeldAttendance(b.attendance)) &&
    now.getTime() - b.endsAt.getTime() > LESSON_RULES.awaitingReportAfterHours * HOUR
  );
}

/**
 * The parent's dashboard asks for a review: one POST /api/reviews would accept now (a paid, held lesson within 60 days,
 * the reviews' own rule), not reviewed yet, the request not dismissed.
 */
export function reviewDue(
  b: LessonState & { reviewId: number | null; reviewDismissedAt: Date | null },
  now: Date,
): boolean {
  return b.reviewId === null && b.reviewDismissedAt === null && reviewRefusal(b, now) === null;
}

/**
 * May the teacher report the lesson with `attendance` now? The refusal as [status, message], or null. A lesson
 * marked completed without a report (PATCH {status: "completed"}) may still get the report of a held lesson.
 * Only a paid lesson can have been held or missed by the student: otherwise a teacher could mark lessons of their own
 * unpaid bookings held and collect reviews for them. `teacher_absent` stays open (it cancels the lesson, no refund).
 */
export function reportRefusal(
  b: Omit<LessonState, "endsAt">,
  attendance: Attendance,
  now: Date,
): [number, string] | null {
  if (b.status === "cancelled") return [409, "This lesson was cancelled"];
  if (b.hasReport) return [409, "This lesson already has a report"];
  if (b.scheduledAt.getTime() > now.getTime()) return [409, "A lesson can be reported once it has started"];
  if (b.paymentStatus !== "paid" && attendance !== "teacher_absent") return [409, LESSON_NOT_PAID];
  if (b.status === "completed" && !(isHeldAttendance(b.attendance) && isHeldAttendance(attendance)))
    return [409, "This lesson is already completed"];
  return null;
}

/** Until when a report written at `createdAt` may be corrected. */
export const editableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + LESSON_RULES.reportCorrectionHours * HOUR);

/** 409 once the 48 hours to correct a report are over; null while they last. */
export function correctionRefusal(createdAt: Date, now: Date): [number, string] | null {
  return now.getTime() > editableUntil(createdAt).getTime()
    ? [409, `A report can be corrected for ${LESSON_RULES.reportCorrectionHours} hours after it was written`]
    : null;
}
