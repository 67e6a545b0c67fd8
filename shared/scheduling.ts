// The cancellation and rescheduling policy (api.md "Scheduling"), one definition for the server that enforces it
// and the dialogs that state it before anyone confirms.
import { SCHEDULING, type PaymentStatus } from "./constants";

const HOUR = 3_600_000;

export type CancelledBy = "parent" | "teacher" | "admin";
/** What a cancellation does to the money: the answer's `refund`. */
export type RefundPolicy = "full" | "none";

/**
 * A parent who cancels 12 hours or more before the start is refunded in full, later not at all; a teacher's or an
 * admin's cancellation always refunds in full, and so does a `protectedLesson` (issue 31: on hold while its teacher's
 * safeguarding check is verified again, or moved by the teacher at short notice and not accepted). Nothing paid,
 * nothing refunded.
 */
export function refundOnCancel(
  by: CancelledBy,
  paymentStatus: PaymentStatus,
  scheduledAt: Date | string,
  now: Date,
  protectedLesson = false,
): RefundPolicy {
  if (paymentStatus !== "paid") return "none";
  if (by !== "parent" || protectedLesson) return "full";
  return new Date(scheduledAt).getTime() - now.getTime() >= SCHEDULING.fullRefundHours * HOUR ? "full" : "none";
}

/**
 * May a parent still move this lesson (12 hours or more before its start, or any time before it while the teacher's
 * move to short notice is not accepted)? A teacher may until it starts.
 */
export function parentMayReschedule(scheduledAt: Date | string, now: Date, movedAtShortNotice = false): boolean {
  return (
    movedAtShortNotice || new Date(scheduledAt).getTime() - now.getTime() >= SCHEDULING.parentRescheduleHours * HOUR
  );
}

/**
 * Paid now, this lesson could not be refunded if the family cancelled it (it starts in less than 12 hours): the
 * payment step says so and asks them to confirm, and POST /order refuses without `acknowledgeNoRefund` (issue 32).
 */
export function paidWithoutRefund(scheduledAt: Date | string, now: Date): boolean {
  return new Date(scheduledAt).getTime() - now.getTime() < SCHEDULING.fullRefundHours * HOUR;
}

/** The 409 of POST /order for such a lesson when the family has not confirmed that they know. */
export const NO_REFUND_UNCONFIRMED = `This lesson starts in less than ${SCHEDULING.fullRefundHours} hours, so it cannot be refunded once paid. Please confirm that you understand before paying.`;

export const RESCHEDULE_TOO_LATE = `A lesson can be moved until ${SCHEDULING.parentRescheduleHours} hours before it starts; ask the teacher to move it`;
/** The 409 when the refund a dialog promised is no longer what cancelling gives (the 12-hour mark passed meanwhile). */
export const REFUND_CHANGED: Record<RefundPolicy, string> = {
  full: "Cancelling now refunds the payment in full. Please look at the booking again and confirm.",
  none: `The lesson now starts in less than ${SCHEDULING.fullRefundHours} hours, so cancelling no longer refunds the payment. Please look at the booking again and confirm.`,
};
