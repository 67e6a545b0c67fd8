// The words of every notification and email (decision 043), pure functions of an event whose recipient is known: times
// in the recipient's zone, the zone named; an in-app notification's data.link is the page it opens (shared/links.ts).
import type { NotificationType } from "@shared/constants";
import { DOCUMENT_LABELS } from "@shared/documents";
import { accountLinks, lessonLinks } from "@shared/links";
import type { LessonCancelled, Resolved } from "./events";
import { accountEmailText } from "./account-templates";
import { contactInAppText } from "./contact-templates";
import { interviewEmailText, interviewInAppText } from "./interview-templates";
import { lessonEmailText, lessonInAppText } from "./lesson-templates";
import { letter } from "./letter";
import { messageEmailText, messageInAppText, reportedInAppText, teacherAbsentInAppText } from "./message-templates";
import { dueEmailText, dueInAppText, paidEmailText, paidInAppText } from "./plan-payment-templates";
import { noticeEmailText, noticeInAppText, PLAN_CREDIT, planEmailText, planInAppText } from "./plan-templates";
import { whenIn, zoneOf } from "./when";
import { ours, say } from "./words";

export { whenIn };

export interface InAppText {
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
}

export interface EmailText {
  subject: string;
  text: string;
}

export const DEFAULT_REMINDER =
  "Your teacher application is not complete yet. Please finish your profile and upload your documents so we can review it.";

/** The family's lesson the platform cancelled, in the family's language. */
const lessonLine = (e: Resolved<LessonCancelled>) => {
  const lang = e.to.language;
  return say(lang, '{{student}}\'s lesson "{{title}}" with {{teacher}} on {{when}} was cancelled: {{reason}}', {
    student: e.studentName,
    title: e.classTitle,
    teacher: e.teacherName,
    when: whenIn(e.scheduledAt, zoneOf(e.to), lang),
    // The reason is the platform's own sentence (never the admin's private note): translated when the file has it.
    reason: ours(lang, e.reason),
  });
};

/** An event's in-app notification in its reader's language (admins' feed: English; their own words as written). */
export function inAppText(e: Resolved): InAppText | null {
  const lang = "to" in e ? e.to.language : undefined;
  switch (e.kind) {
    case "lesson_booked":
    case "lesson_paid":
    case "lesson_cancelled_by":
    case "refund_issued":
    case "lesson_rescheduled":
    case "lesson_on_hold":
    case "report_written":
    case "badge_earned":
    case "badge_withdrawn":
    case "certificates_withdrawn":
    case "review_written":
    case "review_replied":
    case "lesson_reminder":
    case "booking_expired":
    case "report_nudge":
      return lessonInAppText(e);
    case "payout_method_changed":
    case "payout_sent":
    case "payout_returned":
    case "welcome":
    case "password_reset":
    case "signup_attempted":
    case "verify_email":
      return null;
    case "application_reminder":
      return {
        type: "reminder",
        title: say(lang, "Please complete your application"),
        message: e.message?.trim() || say(lang, DEFAULT_REMINDER),
        data: { teacherId: e.to.id, link: accountLinks.onboarding() },
      };
    case "interview_scheduled":
    case "interview_updated":
    case "interview_cancelled":
      return interviewInAppText(e);
    case "teacher_reviewed":
      return {
        type: "teacher_status",
        title: say(
          lang,
          e.status === "approved" ? "Your teacher profile is approved" : "Your teacher profile needs improvement",
        ),
        message: e.feedback,
        data: { profileId: e.profileId, verificationStatus: e.status, link: accountLinks.teacherReviewed(e.status) },
      };
    case "account_status":
      // No link: a suspended user cannot sign in to follow one, and a restored one has nothing to open.
      return {
        type: "account_status",
        title: say(lang, e.suspended ? "Your account was suspended" : "Your account has been restored"),
        message: e.suspended
          ? say(lang, "Reason: {{reason}}", { reason: e.reason ?? "" })
          : say(lang, "You can use Halaqa again."),
        data: { suspended: e.suspended },
      };
    case "lesson_cancelled":
      return {
        type: "booking_cancelled",
        title: say(lang, "Lesson cancelled"),
        message:
          lessonLine(e) +
          (e.credited
            ? ` ${say(lang, PLAN_CREDIT, { amount: e.amount })}`
            : e.paid
              ? ` ${say(lang, "Your payment of ${{amount}} is being refunded.", { amount: e.amount })}`
              : ""),
        // Opens the family's booking, as every lesson notification does (issue 16).
        data: { bookingId: e.bookingId, refund: e.paid, link: lessonLinks.booking(e.bookingId, "parent") },
      };
    case "new_user":
      return {
        type: "new_user",
        title: "New user registered",
        message: `${e.user.firstName} ${e.user.lastName} (@${e.user.username}) joined as a ${e.user.userType}.`,
        data: { userId: e.user.id, userType: e.user.userType, link: accountLinks.adminUsers() },
      };
    case "teacher_application": {
      const name = `${e.teacher.firstName} ${e.teacher.lastName}`;
      return e.resubmitted
        ? {
            type: "teacher_application",
            title: "Teacher application resubmitted",
            message: `${name} updated their application after feedback.`,
            data: { userId: e.teacher.id, resubmitted: true, link: accountLinks.adminPending() },
          }
        : {
            type: "teacher_application",
            title: "New teacher application",
            message: `${name} submitted a teacher application.`,
            data: { userId: e.teacher.id, link: accountLinks.adminPending() },
          };
    }
    case "document_replaced":
      return {
        type: "document_replaced",
        title: "Verified document replaced",
        message:
          `${e.teacherName ?? "A teacher"} replaced their verified document "${DOCUMENT_LABELS[e.documentType]}" with the file "${e.fileName}". ` +
          (e.backToReview
            ? "The check is cleared and the approved profile is back under review."
            : "The check is cleared."),
        data: {
          userId: e.userId,
          profileId: e.profileId,
          documentId: e.documentId,
          documentType: e.documentType,
          backToReview: e.backToReview,
          link: accountLinks.adminPending(),
        },
      };
    case "refund_failed":
      return {
        type: "booking_cancelled",
        title: "Refund needs attention",
        message: `Booking #${e.bookingId} was cancelled but its payment of $${e.amount} could not be refunded automatically. Please refund it in PayPal.`,
        // No link: the admin's lessons list only missed and unreported lessons, not a refund to make by hand.
        data: { bookingId: e.bookingId, orderId: e.orderId },
      };
    case "contact_message":
      return contactInAppText(e);
    case "plan_update":
      return planInAppText(e);
    case "plan_renewal_notice":
      return noticeInAppText(e);
    case "plan_paid":
      return paidInAppText(e);
    case "plan_payment_due":
      return dueInAppText(e);
    case "teacher_absent":
      return teacherAbsentInAppText(e);
    case "message_received":
      return messageInAppText(e);
    case "conversation_reported":
      return reportedInAppText(e);
  }
}

/** The email of an event, in its recipient's language (whether it may be sent is EMAIL_RULE's and the recipient's call); null for none. */
export function emailText(e: Resolved): EmailText | null {
  const lang = "to" in e ? e.to.language : undefined;
  switch (e.kind) {
    case "lesson_booked":
    case "lesson_paid":
    case "lesson_cancelled_by":
    case "refund_issued":
    case "lesson_rescheduled":
    case "lesson_on_hold":
    case "report_written":
    case "badge_earned":
    case "badge_withdrawn":
    case "certificates_withdrawn":
    case "review_written":
    case "review_replied":
    case "lesson_reminder":
    case "booking_expired":
    case "report_nudge":
      return lessonEmailText(e);
    case "payout_method_changed":
    case "payout_sent":
    case "payout_returned":
    case "welcome":
    case "password_reset":
    case "verify_email":
    case "signup_attempted":
      return accountEmailText(e);
    case "application_reminder":
      return {
        subject: say(lang, "Please complete your Halaqa teacher application"),
        text: letter(e.to, e.message?.trim() || say(lang, DEFAULT_REMINDER)),
      };
    case "interview_scheduled":
    case "interview_updated":
    case "interview_cancelled":
      return interviewEmailText(e);
    case "teacher_reviewed":
      return {
        subject: say(
          lang,
          e.status === "approved"
            ? "Your Halaqa teacher profile is approved"
            : "Your Halaqa teacher profile needs improvement",
        ),
        text: letter(
          e.to,
          say(
            lang,
            e.status === "approved"
              ? "Your teacher profile has been approved. You can now create classes for families to book."
              : "Our team reviewed your teacher profile and asks for a few changes before it can be approved.",
          ) + `\n\n${say(lang, "Feedback: {{feedback}}", { feedback: e.feedback })}`,
        ),
      };
    case "account_status":
      return e.suspended
        ? {
            subject: say(lang, "Your Halaqa account has been suspended"),
            text: letter(
              e.to,
              // The way to answer is the contact page (email-links.ts adds it), never a reply to a no-reply address.
              `${say(lang, "Your Halaqa account has been suspended by our team, so you cannot sign in for now.")}\n\n` +
                say(lang, "Reason: {{reason}}", { reason: e.reason ?? "" }),
            ),
          }
        : {
            subject: say(lang, "Your Halaqa account has been restored"),
            text: letter(e.to, say(lang, "Your Halaqa account has been restored. You can sign in again.")),
          };
    case "lesson_cancelled": {
      const refund = !e.paid
        ? say(lang, "You had not paid for this lesson, so nothing was charged.")
        : e.credited
          ? say(lang, PLAN_CREDIT, { amount: e.amount })
          : e.refunded
            ? say(lang, "Your payment of ${{amount}} has been refunded to your PayPal account.", { amount: e.amount })
            : say(lang, "Your payment of ${{amount}} will be refunded; our team is taking care of it.", {
                amount: e.amount,
              });
      return {
        subject: say(lang, "Your Halaqa lesson was cancelled"),
        text: letter(
          e.to,
          `${lessonLine(e)}\n\n${refund}\n\n${say(lang, "You can book another teacher on Halaqa at any time.")}`,
        ),
      };
    }
    case "plan_update":
      return planEmailText(e);
    case "plan_renewal_notice":
      return noticeEmailText(e);
    case "plan_paid":
      return paidEmailText(e);
    case "plan_payment_due":
      return dueEmailText(e);
    case "message_received":
      return messageEmailText(e);
    case "conversation_reported":
    case "new_user":
    case "teacher_application":
    case "document_replaced":
    case "refund_failed":
    case "contact_message":
    case "teacher_absent":
      return null;
  }
}
