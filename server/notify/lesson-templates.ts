// The words of the lesson's events (issues 16 and 17), one file per group: the booking, the report and its badges,
// the reviews, the job queue's. Each in-app notification's data names what it is about and carries `link`.
import { bookingEmailText, bookingInAppText } from "./booking-templates";
import type { LessonEvent } from "./lesson-text";
import { queueEmailText, queueInAppText } from "./queue-templates";
import { reportEmailText, reportInAppText } from "./report-templates";
import { reviewEmailText, reviewInAppText } from "./review-templates";
import type { EmailText, InAppText } from "./templates";

/** The in-app notification of a lesson's event, in its recipient's language. */
export function lessonInAppText(e: LessonEvent): InAppText {
  switch (e.kind) {
    case "lesson_booked":
    case "lesson_paid":
    case "lesson_cancelled_by":
    case "refund_issued":
    case "lesson_rescheduled":
    case "lesson_on_hold":
      return bookingInAppText(e);
    case "report_written":
    case "badge_earned":
    case "badge_withdrawn":
    case "certificates_withdrawn":
      return reportInAppText(e);
    case "review_written":
    case "review_replied":
      return reviewInAppText(e);
    case "lesson_reminder":
    case "booking_expired":
    case "report_nudge":
      return queueInAppText(e);
  }
}

/** The email of a lesson's event, in its recipient's language. */
export function lessonEmailText(e: LessonEvent): EmailText | null {
  switch (e.kind) {
    case "lesson_booked":
    case "lesson_paid":
    case "lesson_cancelled_by":
    case "refund_issued":
    case "lesson_rescheduled":
    case "lesson_on_hold":
      return bookingEmailText(e);
    case "report_written":
    case "badge_earned":
    case "badge_withdrawn":
    case "certificates_withdrawn":
      return reportEmailText(e);
    case "review_written":
    case "review_replied":
      return reviewEmailText(e);
    case "lesson_reminder":
    case "booking_expired":
    case "report_nudge":
      return queueEmailText(e);
  }
}
