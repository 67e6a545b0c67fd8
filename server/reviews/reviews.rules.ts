// Review decisions without I/O (api.md "Reviews"): which lessons a parent may review, and until when.
import { LESSON_RULES, type Attendance, type BookingStatus, type PaymentStatus } from "@shared/constants";
import { isHeldAttendance } from "@shared/lessons";

export interface ReviewableLesson {
  status: BookingStatus;
  attendance: Attendance | null;
  paymentStatus: PaymentStatus;
  /** The lesson's end: the review window counts from it. */
  endsAt: Date;
}

export const REVIEW_MESSAGES = {
  notHeld: "You can review a lesson once the teacher has marked it as held",
  notPaid: "This lesson has not been paid",
  tooLate: `Reviews can be written up to ${LESSON_RULES.reviewWindowDays} days after the lesson`,
  twice: "You have already reviewed this lesson",
  replyTwice: "You have already replied to this review",
} as const;

const DAY_MS = 86_400_000;

/** A held lesson: completed with the student present or late. */
export const wasHeld = (lesson: Pick<ReviewableLesson, "status" | "attendance">): boolean =>
  lesson.status === "completed" && isHeldAttendance(lesson.attendance);

/** Still inside the review window: at most 60 days since the lesson ended. */
export const reviewWindowOpen = (endsAt: Date, now = new Date()): boolean =>
  now.getTime() - endsAt.getTime() <= LESSON_RULES.reviewWindowDays * DAY_MS;

/**
 * Why the booking's parent may not review this lesson now (a 409 sentence); null when they may. Only a paid lesson:
 * reviews of unpaid bookings would let anyone with a spare parent account rate a teacher (their own, say).
 */
export function reviewRefusal(lesson: ReviewableLesson, now = new Date()): string | null {
  if (lesson.paymentStatus !== "paid") return REVIEW_MESSAGES.notPaid;
  if (!wasHeld(lesson)) return REVIEW_MESSAGES.notHeld;
  if (!reviewWindowOpen(lesson.endsAt, now)) return REVIEW_MESSAGES.tooLate;
  return null;
}
