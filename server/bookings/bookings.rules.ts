// Decisions about bookings that need no database: who may change a booking and how. Whether a start is bookable is
// scheduling's slotProblem; the refund a cancellation gives is shared/scheduling.ts's refundOnCancel.
import type { BookingStatus, PaymentStatus } from "@shared/constants";
import { parentMayReschedule, RESCHEDULE_TOO_LATE, type RefundPolicy } from "@shared/scheduling";
import { BOOKING_EXPIRED, holdLapsed } from "../scheduling/holds";
import { LESSON_NOT_PAID } from "../lessons/lessons.rules";

export const SLOT_TAKEN = "This time slot is no longer available";

export type BookingChange =
  /** `expectedRefund`: what the person was told before confirming (refused with 409 when the policy now differs). */
  | { kind: "cancel"; expectedRefund?: RefundPolicy }
  | { kind: "reschedule"; scheduledAt: Date }
  | { kind: "complete"; attendance: "present" | "absent" }
  /** The family accepts the teacher's move to short notice (issue 31). */
  | { kind: "accept" }
  /** The teacher's link for this one lesson; null: the class's link again. */
  | { kind: "meeting"; meetingUrl: string | null };

export interface BookingFacts {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  scheduledAt: Date;
  parentId: number;
  teacherId: number;
  /** The unpaid hold's end and its open order (scheduling/holds.ts); absent: no hold. */
  expiresAt?: Date | null;
  paypalOrderId?: string | null;
  /** Set while the teacher's move to short notice is not accepted (issue 31). */
  movedLateAt?: Date | null;
  /** The teacher's verification status now (null: no profile); absent: not read. */
  teacherStatus?: string | null;
}

/** Who asks for a change: their id, and whether they hold the admin role. */
export interface Actor {
  id: number;
  isAdmin: boolean;
}

/**
 * May `actor` make `change` to this booking? Returns the refusal as [status, message], or null.
 * Strangers get 404 so they learn nothing; the parent may cancel or reschedule; the teacher may also mark it completed
 * once it has started (a paid lesson only), and set its link; an admin may cancel it (and nothing else).
 */
export function changeRefusal(
  booking: BookingFacts,
  actor: Actor,
  change: BookingChange,
  now: Date,
): [number, string] | null {
  const isParent = booking.parentId === actor.id;
  const isTeacher = booking.teacherId === actor.id;
  const asAdmin = !isParent && !isTeacher && actor.isAdmin && change.kind === "cancel";
  if (!isParent && !isTeacher && !asAdmin) return [404, "Booking not found"];
  if (change.kind === "meeting") {
    if (!isTeacher) return [403, "Only the teacher can set the lesson link"];
    // A completed lesson may still get its link corrected (the family's record); a cancelled one has no room.
    if (booking.status === "cancelled") return [409, "This booking is already cancelled"];
    return null;
  }
  if (booking.status !== "scheduled") return [409, `This booking is already ${booking.status}`];
  const started = booking.scheduledAt.getTime() <= now.getTime();
  switch (change.kind) {
    case "cancel":
    case "reschedule":
      // A lesson that has started (or happened) stays where it is: moving it would give a second lesson for one
      // payment.
      // Except the family's cancellation of a lesson on hold (its teacher not approved now): it never took place with
      // a cleared teacher, so it stays theirs to cancel in full (issue 31, decision 077).
      if (
        started &&
        !(
          change.kind === "cancel" &&
          isParent &&
          booking.teacherStatus !== undefined &&
          booking.teacherStatus !== "approved"
        )
      )
        return [409, "This lesson has already started and can no longer be changed"];
      // A lapsed hold holds nothing any more: it cannot be moved onto another time (only cancelled, or booked anew).
      if (
        change.kind === "reschedule" &&
        holdLapsed(
          {
            status: booking.status,
            paymentStatus: booking.paymentStatus,
            expiresAt: booking.expiresAt ?? null,
            paypalOrderId: booking.paypalOrderId ?? null,
          },
          now,
        )
      ) {
        return [409, BOOKING_EXPIRED];
      }
      // The teacher may move a lesson until it starts; the family until 12 hours before (one policy, api.md).
      if (
        change.kind === "reschedule" &&
        isParent &&
        !isTeacher &&
        !parentMayReschedule(booking.scheduledAt, now, Boolean(booking.movedLateAt))
      )
        return [409, RESCHEDULE_TOO_LATE];
      return null;
    case "accept":
      if (!isParent) return [403, "Only the family can accept the new time"];
      if (!booking.movedLateAt) return [409, "There is no new time to accept"];
      return null;
    case "complete":
      if (!isTeacher) return [403, "Only the teacher can mark a lesson completed"];
      // As a report (finding 2): a teacher back under review, their lessons on hold, marks none held or missed.
      if (booking.teacherStatus !== undefined && booking.teacherStatus !== "approved")
        return [403, "Only approved teachers can mark a lesson completed"];
      if (booking.scheduledAt.getTime() > now.getTime())
        return [409, "A lesson can be marked completed once it has started"];
      // As with reports (lessons.rules reportRefusal): a lesson completed is one the family may review.
      if (booking.paymentStatus !== "paid") return [409, LESSON_NOT_PAID];
      return null;
  }
}

/** An absence at a time the teacher set at short notice, not accepted by the family, earns nothing (issue 31). */
export function absentAfterLateMove(
  booking: Pick<BookingFacts, "paymentStatus" | "movedLateAt">,
  attendance: string,
): boolean {
  return attendance === "absent" && Boolean(booking.movedLateAt) && booking.paymentStatus === "paid";
}
