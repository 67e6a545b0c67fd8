// Everything the server tells people, one event per thing it notifies (issue 15, decision 043). notify.ts turns an
// event into its in-app notification and its email; templates.ts holds the words.
import type { DocumentType, EmailPreferenceKey, EmailPreferences, Role } from "@shared/constants";

/** Whom a user event is for. Given whole when the caller has it at hand (the welcome), else loaded by id. */
export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  emailPreferences: EmailPreferences;
  /** The zone the message's times are shown in: a teacher's profile zone; absent (UTC) for everyone else. */
  timeZone?: string;
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
}

/** Events for one user: an in-app notification and/or an email. */
export type UserEvent =
  | { kind: "welcome"; to: To }
  | { kind: "password_reset"; to: To; link: string }
  | { kind: "application_reminder"; to: To; /** The admin's words; the standard text when blank. */ message?: string }
  | { kind: "interview_scheduled"; to: To; interviewId: number; scheduledAt: Date; notes?: string | null }
  | { kind: "teacher_reviewed"; to: To; profileId: number; status: "approved" | "rejected"; feedback: string }
  | { kind: "account_status"; to: To; suspended: boolean; reason?: string | null }
  | LessonCancelled;

/** Events for the shared admin feed (in-app only). */
export type AdminEvent =
  | { kind: "new_user"; user: { id: number; username: string; firstName: string; lastName: string; userType: Role } }
  | { kind: "teacher_application"; teacher: { id: number; firstName: string; lastName: string }; resubmitted: boolean }
  | {
      kind: "document_replaced";
      userId: number;
      /** "First Last", or null when the owner's row was not found. */
      teacherName: string | null;
      profileId: number;
      documentId: number;
      documentType: DocumentType;
      fileName: string;
      backToReview: boolean;
    }
  | { kind: "refund_failed"; bookingId: number; amount: string; orderId: string | null };

export type NotifyEvent = UserEvent | AdminEvent;

/** An event whose recipient is loaded: what the templates read. */
export type Resolved<E extends NotifyEvent = NotifyEvent> = E extends { to: To } ? Omit<E, "to"> & { to: Recipient } : E;

/**
 * Which email preference lets an event's email go. "always": account-critical mail the user must get whatever they
 * chose (a reset link they asked for; a suspension, which also stops them signing in to read the bell). null: no email.
 */
export const EMAIL_RULE: Record<NotifyEvent["kind"], EmailPreferenceKey | "always" | null> = {
  welcome: "welcomeEmails",
  password_reset: "always",
  application_reminder: "teacherUpdates",
  interview_scheduled: "teacherUpdates",
  teacher_reviewed: "teacherUpdates",
  account_status: "always",
  lesson_cancelled: "bookingConfirmations",
  new_user: null,
  teacher_application: null,
  document_replaced: null,
  refund_failed: null,
};
