// Everything the server tells people, one event per thing it notifies (issue 15, decision 043). notify.ts turns an
// event into its in-app notification and its email; templates.ts holds the words.
import type { EmailPreferenceKey, EmailPreferences } from "@shared/constants";
import type { Language } from "@shared/i18n";
import type { AdminEvent } from "./admin-events";
import type { PlanPaid, PlanPaymentDue } from "./plan-payment-templates";
import type { PlanRenewalNotice, PlanUpdate } from "./plan-templates";

/** Whom a user event is for. Given whole when the caller has it at hand (the welcome), else loaded by id. */
export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  emailPreferences: EmailPreferences;
  /** The zone the message's times are shown in: the user's own, else a teacher's profile zone; absent (UTC) when neither is known. */
  timeZone?: string;
  /** The language their in-app notifications and emails are written in (their preference); absent: English. */
  language?: Language;
  /** False while the address is not confirmed (issue 31): only its confirmation link and a reset link go to it. */
  emailVerified?: boolean;
}
export type To = number | Recipient;

/** A family's upcoming lesson cancelled by the platform (teacher rejected or suspended). */
export interface LessonCancelled {
  kind: "lesson_cancelled";
  to: To;
  bookingId: number;
  classTitle: string;
  studentName: string;
  teacherName: string;
  scheduledAt: Date;
  amount: string;
  paid: boolean;
  /** Told to the family: never the admin's private reason. */
  reason: string;
  /** Known after the commit, when the refund was tried: true once the money went back. */
  refunded?: boolean;
  /** A plan's lesson: its price became a credit on the plan instead of a refund (decision 092). */
  credited?: boolean;
}

/** What every lesson event names (issue 16). Times are shown in the recipient's zone, the zone named. */
interface LessonFacts {
  bookingId: number;
  classTitle: string;
  studentName: string;
  teacherName: string;
  scheduledAt: Date;
}

/** A booking was made: the teacher is told (`for: "teacher"`), the parent gets a confirmation (`for: "parent"`). */
export interface LessonBooked extends LessonFacts {
  kind: "lesson_booked";
  to: To;
  for: "parent" | "teacher";
  amount: string;
}
/** A booking was paid: the parent's receipt (amount, class, date, order id) or the teacher told. */
export interface LessonPaid extends LessonFacts {
  kind: "lesson_paid";
  to: To;
  for: "parent" | "teacher";
  amount: string;
  orderId: string;
}
/** A parent or a teacher cancelled: the other party is told. */
export interface LessonCancelledBy extends LessonFacts {
  kind: "lesson_cancelled_by";
  to: To;
  for: "parent" | "teacher";
  by: "parent" | "teacher" | "admin";
  /**
   * What happens to the money: "full" refund, "pending" (being refunded: told before the refund ran, which may fail
   * and then goes to the admins), "none", "unpaid" (nothing was paid), or "credit" (a plan's lesson: decision 092).
   */
  refund: "full" | "pending" | "none" | "unpaid" | "credit";
  amount: string;
}
/** Issue 32: a paid lesson's money went back to the family, whichever way it was refunded. Once per booking. */
export interface RefundIssued extends LessonFacts {
  kind: "refund_issued";
  to: To;
  amount: string;
}
/** A lesson moved: the other party is told. */
export interface LessonRescheduled extends LessonFacts {
  kind: "lesson_rescheduled";
  to: To;
  for: "parent" | "teacher";
  previousAt: Date;
}
/** The teacher's safeguarding check is being verified again (issue 31): the family of each lesson to come is told. */
export interface LessonOnHold extends LessonFacts {
  kind: "lesson_on_hold";
  to: To;
}
/** A teacher wrote a progress report: the parent is told. */
export interface ReportWritten extends LessonFacts {
  kind: "report_written";
  to: To;
  reportId: number;
  studentId: number;
  rating: number | null;
  homework: string | null;
}
/** A child earned a badge (issue 19): the parent is told, once per badge. */
export interface BadgeEarned {
  kind: "badge_earned";
  to: To;
  studentId: number;
  studentName: string;
  code: string;
  title: string;
  /** Set for the badges that come with a certificate. */
  certificateCode: string | null;
}
/** A corrected report no longer earns a badge (issue 19): the parent is told it was withdrawn. */
export interface BadgeWithdrawn {
  kind: "badge_withdrawn";
  to: To;
  studentId: number;
  studentName: string;
  code: string;
  title: string;
}
/**
 * An admin withdrew, for cause, the certificates of a child issued from the reports of a teacher rejected or suspended
 * (issue 31): the parent is told, once per child, which ones.
 */
export interface CertificatesWithdrawn {
  kind: "certificates_withdrawn";
  to: To;
  studentId: number;
  studentName: string;
  teacherName: string;
  badges: { code: string; title: string }[];
}
/** A parent reviewed a teacher: the teacher is told. */
export interface ReviewWritten {
  kind: "review_written";
  to: To;
  reviewId: number;
  teacherId: number;
  rating: number;
  reviewerName: string;
  classTitle: string | null;
}
/** The teacher replied to a review: the parent is told. */
export interface ReviewReplied {
  kind: "review_replied";
  to: To;
  reviewId: number;
  teacherId: number;
  teacherName: string;
}

/** Issue 17: a paid lesson in 24 hours or 1 hour, to its parent and its teacher, once each (server/jobs/reminders.ts). */
export interface LessonReminder extends LessonFacts {
  kind: "lesson_reminder";
  to: To;
  for: "parent" | "teacher";
  reminder: "24h" | "1h";
  /** The lesson's meeting link as this party may see it (viewer "see meeting link"); null when none is set. */
  meetingUrl: string | null;
}
/** An unpaid booking released after its hold (issue 17): the parent is told the time is free again. */
export interface BookingExpired extends LessonFacts {
  kind: "booking_expired";
  to: To;
}
/** A paid lesson still awaits its report 72 hours after its end: the teacher is told, once. */
export interface ReportNudge extends LessonFacts {
  kind: "report_nudge";
  to: To;
}

/** Events for one user: an in-app notification and/or an email. */
export type UserEvent =
  | { kind: "welcome"; to: To }
  | { kind: "password_reset"; to: To; link: string }
  /** The first email to a new address (issue 31): a link that confirms it, without any text the registrant typed. */
  | { kind: "verify_email"; to: To; link: string }
  /** Someone tried to sign up with the address of this account (issue 31): `link` is the forgot-password page. */
  | { kind: "signup_attempted"; to: To; link: string }
  | { kind: "application_reminder"; to: To /** The admin's words; the standard text when blank. */; message?: string }
  | {
      kind: "interview_scheduled";
      to: To;
      interviewId: number;
      scheduledAt: Date;
      notes?: string | null;
      meetingUrl?: string | null;
    }
  /** Issue 32: an admin moved an interview or changed its link (`previousAt` set when it moved). */
  | {
      kind: "interview_updated";
      to: To;
      interviewId: number;
      scheduledAt: Date;
      previousAt?: Date;
      meetingUrl: string | null;
    }
  | { kind: "interview_cancelled"; to: To; interviewId: number; scheduledAt: Date }
  | { kind: "teacher_reviewed"; to: To; profileId: number; status: "approved" | "rejected"; feedback: string }
  | { kind: "account_status"; to: To; suspended: boolean; reason?: string | null }
  /** Issue 34: the teacher's payout address was set or changed (email only, to the account's own address). */
  | { kind: "payout_method_changed"; to: To; paypalEmail: string; changedAt: Date }
  /** Issue 34: a weekly payout reached PayPal's account (sent), or came back (returned) with PayPal's reason. */
  | { kind: "payout_sent"; to: To; amount: string; paypalEmail: string }
  | { kind: "payout_returned"; to: To; amount: string; paypalEmail: string; reason: string }
  /** Issue 35: a message from the other party; the bell for the first of a burst, an email at most every 15 minutes. */
  | { kind: "message_received"; to: To; conversationId: number; senderName: string; inApp: boolean; email: boolean }
  | LessonCancelled
  | LessonBooked
  | LessonPaid
  | LessonCancelledBy
  | RefundIssued
  | LessonRescheduled
  | LessonOnHold
  | ReportWritten
  | BadgeEarned
  | BadgeWithdrawn
  | CertificatesWithdrawn
  | ReviewWritten
  | ReviewReplied
  | LessonReminder
  | BookingExpired
  | ReportNudge
  | PlanUpdate
  | PlanRenewalNotice
  | PlanPaid
  | PlanPaymentDue;

export type { AdminEvent };
export type NotifyEvent = UserEvent | AdminEvent;

/** An event whose recipient is loaded: what the templates read. */
export type Resolved<E extends NotifyEvent = NotifyEvent> = E extends { to: To }
  ? Omit<E, "to"> & { to: Recipient }
  : E;

/**
 * Which email preference lets an event's email go. "always": account-critical mail the user must get whatever they
 * chose (a reset link they asked for; a suspension, which also stops them signing in to read the bell). null: no email.
 */
export const EMAIL_RULE: Record<NotifyEvent["kind"], EmailPreferenceKey | "always" | null> = {
  welcome: "welcomeEmails",
  password_reset: "always",
  verify_email: "always",
  signup_attempted: "always",
  application_reminder: "teacherUpdates",
  interview_scheduled: "teacherUpdates",
  interview_updated: "teacherUpdates",
  interview_cancelled: "teacherUpdates",
  teacher_reviewed: "teacherUpdates",
  account_status: "always",
  // A stolen session redirecting the money: the owner must hear of it whatever they chose.
  payout_method_changed: "always",
  payout_sent: "paymentReceipts",
  // Money that did not arrive: the teacher must hear of it, and why, whatever they chose.
  payout_returned: "always",
  message_received: "messages",
  conversation_reported: null,
  lesson_cancelled: "bookingConfirmations",
  new_user: null,
  teacher_application: null,
  document_replaced: null,
  refund_failed: null,
  contact_message: null,
  lesson_booked: "bookingConfirmations",
  plan_update: "bookingConfirmations",
  plan_renewal_notice: "paymentReminders",
  plan_paid: "paymentReceipts",
  // A refused renewal releases the child's weekly times in 48 hours unless paid: told whatever the family chose.
  plan_payment_due: "always",
  lesson_paid: "paymentReceipts",
  lesson_cancelled_by: "bookingConfirmations",
  // A refund is a receipt of money moving, like the payment's; within the recipient's email budget (mail-budget.ts).
  refund_issued: "paymentReceipts",
  lesson_rescheduled: "bookingConfirmations",
  // The family must know their child's teacher is not cleared now, whatever they chose.
  lesson_on_hold: "always",
  report_written: "progressReports",
  badge_earned: "progressReports",
  badge_withdrawn: "progressReports",
  certificates_withdrawn: "progressReports",
  // Teachers hear about their reviews under the switch for news about their teaching.
  review_written: "teacherUpdates",
  review_replied: null,
  teacher_absent: null,
  lesson_reminder: "lessonReminders",
  booking_expired: "bookingConfirmations",
  report_nudge: "teacherUpdates",
};
