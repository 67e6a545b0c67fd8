// The words of the lesson's events (issue 16): booking, payment, cancellation, reschedule, report, review. Each
// in-app notification's data names what it is about and carries `link`, the page that opens it (shared/links.ts).
import { lessonLinks } from "@shared/links";
import type { Resolved } from "./events";
import { letter } from "./letter";
import type { EmailText, InAppText } from "./templates";
import { whenIn, zoneOf } from "./when";

type LessonKind = "lesson_booked" | "lesson_paid" | "lesson_cancelled_by" | "lesson_rescheduled" | "report_written" | "review_written" | "review_replied";
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
    case "review_written":
      return { subject: "You have a new Halaqa review", text: letter(e.to, `${e.reviewerName} rated your lesson ${stars(e.rating)}.`) };
    case "review_replied":
      return null;
  }
}
