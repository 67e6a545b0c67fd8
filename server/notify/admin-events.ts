// The events of the shared admin feed (in-app only, no recipient: every admin reads them), apart from the users'
// events of events.ts, which is long enough.
import type { DocumentType, Role } from "@shared/constants";
import type { ContactTopic } from "@shared/contact";

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
  | { kind: "refund_failed"; bookingId: number; amount: string; orderId: string | null }
  /** Issue 35: a participant reported a conversation; admins may now read it. */
  | {
      kind: "conversation_reported";
      conversationId: number;
      reportId: number;
      reporterId: number;
      parentId: number;
      teacherId: number;
    }
  /** Issue 32: someone wrote through the contact page; `userId` when they were signed in. */
  | {
      kind: "contact_message";
      userId: number | null;
      name: string;
      email: string;
      topic: ContactTopic;
      message: string;
    }
  /** A teacher reported themselves absent: the lesson was cancelled and, when paid, is being refunded (issue 16). */
  | {
      kind: "teacher_absent";
      bookingId: number;
      teacherId: number;
      teacherName: string;
      classTitle: string;
      scheduledAt: Date;
      paid: boolean;
      /** A plan's lesson: credited on the plan, not refunded (decision 092). */
      credited?: boolean;
    };
