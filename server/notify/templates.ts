// The words of every notification and email the server sends (issue 15, decision 043): pure functions of an event
// whose recipient is known. Times are shown in the recipient's zone, with the zone named.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { NotificationType } from "@shared/constants";
import { DOCUMENT_LABELS } from "@shared/documents";
import type { LessonCancelled, Recipient, Resolved } from "./events";

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

/** "Tuesday 1 December 2026, 14:00 (Europe/London)": the instant in `timeZone`, or in UTC for an unknown zone. */
export function whenIn(at: Date, timeZone = "UTC"): string {
  const shown = (zone: string) => `${format(new TZDate(at, zone), "EEEE d MMMM yyyy, HH:mm")} (${zone})`;
  try {
    return shown(timeZone);
  } catch {
    // An unknown zone would make the date invalid; the time is still worth telling, in a zone that is named.
    return shown("UTC");
  }
}

const zoneOf = (to: Recipient) => to.timeZone ?? "UTC";

const letter = (to: Recipient, body: string) => `Assalamu alaikum ${to.firstName},\n\n${body}\n\nThe Halaqa team`;

const reminderText = (message: string | undefined) => message?.trim() || DEFAULT_REMINDER;

const lessonLine = (e: Resolved<LessonCancelled>) =>
  `${e.studentName}'s lesson "${e.classTitle}" with ${e.teacherName} on ${whenIn(e.scheduledAt, zoneOf(e.to))} was cancelled: ${e.reason}`;

/** The in-app notification of an event; null for an event that is only an email. */
export function inAppText(e: Resolved): InAppText | null {
  switch (e.kind) {
    case "welcome":
    case "password_reset":
      return null;
    case "application_reminder":
      return { type: "reminder", title: "Please complete your application", message: reminderText(e.message), data: { teacherId: e.to.id } };
    case "interview_scheduled":
      return {
        type: "interview_scheduled",
        title: "Interview scheduled",
        message: `Your vetting interview is scheduled for ${whenIn(e.scheduledAt, zoneOf(e.to))}.`,
        data: { interviewId: e.interviewId, scheduledAt: e.scheduledAt.toISOString() },
      };
    case "teacher_reviewed":
      return {
        type: "teacher_status",
        title: e.status === "approved" ? "Your teacher profile is approved" : "Your teacher profile needs improvement",
        message: e.feedback,
        data: { profileId: e.profileId, verificationStatus: e.status },
      };
    case "account_status":
      return {
        type: "account_status",
        title: e.suspended ? "Your account was suspended" : "Your account has been restored",
        message: e.suspended ? `Reason: ${e.reason ?? ""}` : "You can use Halaqa again.",
        data: { suspended: e.suspended },
      };
    case "lesson_cancelled":
      return {
        type: "booking_cancelled",
        title: "Lesson cancelled",
        message: lessonLine(e) + (e.paid ? ` Your payment of $${e.amount} is being refunded.` : ""),
        data: { bookingId: e.bookingId, refund: e.paid },
      };
    case "new_user":
      return {
        type: "new_user",
        title: "New user registered",
        message: `${e.user.firstName} ${e.user.lastName} (@${e.user.username}) joined as a ${e.user.userType}.`,
        data: { userId: e.user.id, userType: e.user.userType },
      };
    case "teacher_application": {
      const name = `${e.teacher.firstName} ${e.teacher.lastName}`;
      return e.resubmitted
        ? {
            type: "teacher_application",
            title: "Teacher application resubmitted",
            message: `${name} updated their application after feedback.`,
            data: { userId: e.teacher.id, resubmitted: true },
          }
        : { type: "teacher_application", title: "New teacher application", message: `${name} submitted a teacher application.`, data: { userId: e.teacher.id } };
    }
    case "document_replaced":
      return {
        type: "document_replaced",
        title: "Verified document replaced",
        message:
          `${e.teacherName ?? "A teacher"} replaced their verified document "${DOCUMENT_LABELS[e.documentType]}" with the file "${e.fileName}". ` +
          (e.backToReview ? "The check is cleared and the approved profile is back under review." : "The check is cleared."),
        data: { userId: e.userId, profileId: e.profileId, documentId: e.documentId, documentType: e.documentType, backToReview: e.backToReview },
      };
    case "refund_failed":
      return {
        type: "booking_cancelled",
        title: "Refund needs attention",
        message: `Booking #${e.bookingId} was cancelled but its payment of $${e.amount} could not be refunded automatically. Please refund it in PayPal.`,
        data: { bookingId: e.bookingId, orderId: e.orderId },
      };
  }
}

/** The email of an event (whether it may be sent is EMAIL_RULE's and the recipient's call); null for none. */
export function emailText(e: Resolved): EmailText | null {
  switch (e.kind) {
    case "welcome":
      return { subject: "Welcome to Halaqa", text: letter(e.to, "Welcome to Halaqa. Your account is ready.") };
    case "password_reset":
      return {
        subject: "Reset your Halaqa password",
        text: letter(
          e.to,
          `Someone, hopefully you, asked to reset the password of your Halaqa account. To choose a new password, ` +
            `open this link within one hour:\n\n${e.link}\n\n` +
            `The link works once. If you did not ask for it, ignore this email: your password stays as it is.`,
        ),
      };
    case "application_reminder":
      return { subject: "Please complete your Halaqa teacher application", text: letter(e.to, reminderText(e.message)) };
    case "interview_scheduled":
      return {
        subject: "Your Halaqa interview is scheduled",
        text: letter(e.to, `Your vetting interview is scheduled for ${whenIn(e.scheduledAt, zoneOf(e.to))}.\n\n${e.notes ?? ""}`),
      };
    case "teacher_reviewed":
      return {
        subject: e.status === "approved" ? "Your Halaqa teacher profile is approved" : "Your Halaqa teacher profile needs improvement",
        text: letter(
          e.to,
          (e.status === "approved"
            ? "Your teacher profile has been approved. You can now create classes for families to book.\n\n"
            : "Our team reviewed your teacher profile and asks for a few changes before it can be approved.\n\n") + `Feedback: ${e.feedback}`,
        ),
      };
    case "account_status":
      return e.suspended
        ? {
            subject: "Your Halaqa account has been suspended",
            text: letter(
              e.to,
              "Your Halaqa account has been suspended by our team, so you cannot sign in for now.\n\n" +
                `Reason: ${e.reason ?? ""}\n\nIf you think this is a mistake, reply to this email.`,
            ),
          }
        : { subject: "Your Halaqa account has been restored", text: letter(e.to, "Your Halaqa account has been restored. You can sign in again.") };
    case "lesson_cancelled": {
      const refund = !e.paid
        ? "You had not paid for this lesson, so nothing was charged."
        : e.refunded
          ? `Your payment of $${e.amount} has been refunded to your PayPal account.`
          : `Your payment of $${e.amount} will be refunded; our team is taking care of it.`;
      return {
        subject: "Your Halaqa lesson was cancelled",
        text: letter(e.to, `${lessonLine(e)}\n\n${refund}\n\nYou can book another teacher on Halaqa at any time.`),
      };
    }
    case "new_user":
    case "teacher_application":
    case "document_replaced":
    case "refund_failed":
      return null;
  }
}
