// The words of the lesson's events (issue 16): booking, payment, cancellation, reschedule, report, review; and the
// queue's (issue 17): reminders, an unpaid booking released, a report overdue. Each in-app notification's data names
// what it is about and carries `link`, the page that opens it (shared/links.ts).
import { LESSON_RULES, SCHEDULING } from "@shared/constants";
import { lessonLinks } from "@shared/links";
import type { Resolved } from "./events";
import { letter } from "./letter";
import type { EmailText, InAppText } from "./templates";
import { whenIn, zoneOf } from "./when";

type LessonKind =
  | "lesson_booked"
  | "lesson_paid"
  | "lesson_cancelled_by"
  | "lesson_rescheduled"
  | "report_written"
  | "badge_earned"
  | "badge_withdrawn"
  | "review_written"
  | "review_replied"
  | "lesson_reminder"
  | "booking_expired"
  | "report_nudge";
export type LessonEvent = Resolved & { kind: LessonKind };

const stars = (n: number) => `${n} out of 5`;

const REFUND_WORDS = {
  full: (amount: string) => `The payment of $${amount} is refunded in full.`,
  pending: (amount: string) => `The payment of $${amount} is being refunded.`,
  none: () => "The payment is not refunded automatically; reply to this message if you think it should be.",
  unpaid: () => "Nothing had been paid for it.",
} as const;

function lessonIn(e: LessonEvent & { classTitle: string; studentName: string; teacherName: string; scheduledAt: Date }) {
  return `"${e.classTitle}" for ${e.studentName} with ${e.teacherName} on ${whenIn(e.scheduledAt, zoneOf(e.to))}`;
}

type Reminder = LessonEvent & { kind: "lesson_reminder" };

/** The 24-hour reminder may go later than that (a lesson paid or moved within the day): its words name no duration. */
const REMINDER_WORDS = {
  "24h": { title: "Lesson reminder", lead: "Coming up", subject: "Halaqa lesson reminder" },
  "1h": { title: "Lesson starting soon", lead: "Starting within the hour", subject: "Your Halaqa lesson starts within the hour" },
} as const;

/** The meeting link as the party may see it, or what to do without one. */
const reminderLink = (e: Reminder) =>
  e.meetingUrl
    ? `Lesson link: ${e.meetingUrl}`
    : e.for === "teacher"
      ? "No lesson link is set yet: add one to the lesson in your bookings."
      : "The teacher has not added the lesson link yet.";

const expiredText = (e: LessonEvent & { kind: "booking_expired" }) =>
  `Your booking of ${lessonIn(e)} was not paid within ${SCHEDULING.unpaidHoldMinutes} minutes, so it was released and the time is free again.`;

const nudgeText = (e: LessonEvent & { kind: "report_nudge" }) =>
  `${lessonIn(e)} ended more than ${LESSON_RULES.awaitingReportAfterHours} hours ago and awaits its report. ` +
  "Please record the attendance and write the report for the family.";

export function lessonInAppText(e: LessonEvent): InAppText {
  switch (e.kind) {
    case "lesson_booked": {
      const link = lessonLinks.booking(e.bookingId, e.for);
      return e.for === "teacher"
        ? { type: "booking", title: "New booking", message: `A family booked ${lessonIn(e)}.`, data: { bookingId: e.bookingId, link } }
        : { type: "booking", title: "Booking confirmed", message: `You booked ${lessonIn(e)}. Price: $${e.amount}.`, data: { bookingId: e.bookingId, link } };
    }
    case "lesson_paid": {
      const link = lessonLinks.booking(e.bookingId, e.for);
      return e.for === "parent"
        ? {
            type: "payment",
            title: "Payment received",
            message: `We received $${e.amount} for ${lessonIn(e)}. Order ${e.orderId}.`,
            data: { bookingId: e.bookingId, orderId: e.orderId, amount: e.amount, link },
          }
        : { type: "payment", title: "Lesson paid", message: `The family paid $${e.amount} for ${lessonIn(e)}.`, data: { bookingId: e.bookingId, link } };
    }
    case "lesson_cancelled_by": {
      const who = e.by === "admin" ? "Our team" : e.by === "parent" ? "The family" : "The teacher";
      const money = e.for === "parent" ? ` ${REFUND_WORDS[e.refund](e.amount)}` : "";
      return {
        type: "booking_cancelled",
        title: "Lesson cancelled",
        message: `${who} cancelled ${lessonIn(e)}.${money}`,
        data: { bookingId: e.bookingId, refund: e.refund, link: lessonLinks.booking(e.bookingId, e.for) },
      };
    }
    case "lesson_rescheduled":
      return {
        type: "booking_rescheduled",
        title: "Lesson moved",
        message: `${lessonIn(e)} was moved from ${whenIn(e.previousAt, zoneOf(e.to))}.`,
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, e.for) },
      };
    case "report_written":
      return {
        type: "progress_report",
        title: `New progress report for ${e.studentName}`,
        message: `${e.teacherName} reported on ${lessonIn(e)}.` + (e.homework ? ` Homework: ${e.homework}` : ""),
        data: { bookingId: e.bookingId, reportId: e.reportId, studentId: e.studentId, link: lessonLinks.progress(e.studentId) },
      };
    case "badge_earned":
      return {
        type: "badge",
        title: `${e.studentName} earned a badge`,
        message: `${e.title}.` + (e.certificateCode ? " A certificate is ready to download." : ""),
        data: { studentId: e.studentId, badge: e.code, link: lessonLinks.progress(e.studentId) },
      };
    case "badge_withdrawn":
      return {
        type: "badge",
        title: `A badge of ${e.studentName}'s was withdrawn`,
        message: `${e.title}: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.`,
        data: { studentId: e.studentId, badge: e.code, link: lessonLinks.progress(e.studentId) },
      };
    case "review_written":
      return {
        type: "review",
        title: "New review",
        message: `${e.reviewerName} rated ${e.classTitle ? `"${e.classTitle}"` : "your lesson"} ${stars(e.rating)}.`,
        data: { reviewId: e.reviewId, teacherId: e.teacherId, link: lessonLinks.review(e.teacherId, e.reviewId) },
      };
    case "review_replied":
      return {
        type: "review",
        title: "Your review was answered",
        message: `${e.teacherName} replied to your review.`,
        data: { reviewId: e.reviewId, teacherId: e.teacherId, link: lessonLinks.review(e.teacherId, e.reviewId) },
      };
    case "lesson_reminder": {
      const words = REMINDER_WORDS[e.reminder];
      return {
        type: "lesson_reminder",
        title: words.title,
        message: `${words.lead}: ${lessonIn(e)}. ${reminderLink(e)}`,
        data: { bookingId: e.bookingId, reminder: e.reminder, meetingUrl: e.meetingUrl, link: lessonLinks.booking(e.bookingId, e.for) },
      };
    }
    case "booking_expired":
      // Opens the released booking in the family's Bookings tab, where they book again.
      return {
        type: "booking_expired",
        title: "Booking released",
        message: `${expiredText(e)} You can book again at any time.`,
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, "parent") },
      };
    case "report_nudge":
      return {
        type: "reminder",
        title: "A lesson awaits your report",
        message: nudgeText(e),
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, "teacher") },
      };
  }
}

export function lessonEmailText(e: LessonEvent): EmailText | null {
  switch (e.kind) {
    case "lesson_booked":
      return e.for === "teacher"
        ? { subject: "New Halaqa booking", text: letter(e.to, `A family booked ${lessonIn(e)}.`) }
        : {
            subject: "Your Halaqa booking is confirmed",
            text: letter(e.to, `You booked ${lessonIn(e)}.\n\nPrice: $${e.amount}. The lesson is held once it is paid.`),
          };
    case "lesson_paid":
      return e.for === "parent"
        ? {
            subject: `Halaqa receipt: $${e.amount}`,
            text: letter(
              e.to,
              `Thank you for your payment.\n\nAmount: $${e.amount}\nClass: ${e.classTitle}\nStudent: ${e.studentName}\nTeacher: ${e.teacherName}\n` +
                `Lesson: ${whenIn(e.scheduledAt, zoneOf(e.to))}\nOrder: ${e.orderId}`,
            ),
          }
        : { subject: "A Halaqa lesson was paid", text: letter(e.to, `The family paid $${e.amount} for ${lessonIn(e)}.`) };
    case "lesson_cancelled_by": {
      const money = e.for === "parent" ? `\n\n${REFUND_WORDS[e.refund](e.amount)}` : "";
      const who = e.by === "admin" ? "Our team" : e.by === "parent" ? "The family" : "The teacher";
      return { subject: "A Halaqa lesson was cancelled", text: letter(e.to, `${who} cancelled ${lessonIn(e)}.${money}`) };
    }
    case "lesson_rescheduled":
      return { subject: "A Halaqa lesson was moved", text: letter(e.to, `${lessonIn(e)} was moved from ${whenIn(e.previousAt, zoneOf(e.to))}.`) };
    case "report_written":
      return {
        subject: `Progress report for ${e.studentName}`,
        text: letter(
          e.to,
          `${e.teacherName} wrote a progress report on ${lessonIn(e)}.` +
            (e.rating ? `\n\nLesson rating: ${stars(e.rating)}` : "") +
            (e.homework ? `\n\nHomework: ${e.homework}` : ""),
        ),
      };
    case "badge_earned":
      return {
        subject: `${e.studentName} earned a badge on Halaqa`,
        text: letter(
          e.to,
          `${e.studentName} earned a badge: ${e.title}.` + (e.certificateCode ? "\n\nA certificate is ready to download from the child's Progress page." : ""),
        ),
      };
    case "badge_withdrawn":
      return {
        subject: `A badge of ${e.studentName}'s was withdrawn on Halaqa`,
        text: letter(
          e.to,
          `${e.studentName}'s badge "${e.title}" was withdrawn: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.`,
        ),
      };
    case "review_written":
      return { subject: "You have a new Halaqa review", text: letter(e.to, `${e.reviewerName} rated your lesson ${stars(e.rating)}.`) };
    case "review_replied":
      return null;
    case "lesson_reminder": {
      const words = REMINDER_WORDS[e.reminder];
      return { subject: words.subject, text: letter(e.to, `${words.lead}: ${lessonIn(e)}.\n\n${reminderLink(e)}`) };
    }
    case "booking_expired":
      return { subject: "Your Halaqa booking was released", text: letter(e.to, `${expiredText(e)}\n\nYou can book again on Halaqa at any time.`) };
    case "report_nudge":
      return { subject: "A Halaqa lesson awaits your report", text: letter(e.to, nudgeText(e)) };
  }
}
