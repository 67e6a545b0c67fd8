// Payment decisions without I/O: who may pay for a booking, and whether a capture really paid for it.
import type { BookingStatus, PaymentStatus } from "@shared/constants";
import { sameMoney, toCents } from "@shared/money";
import { NO_REFUND_UNCONFIRMED, paidWithoutRefund } from "@shared/scheduling";
import { BOOKING_EXPIRED } from "../scheduling/holds";
import type { GatewayOrder } from "./gateway";

export interface PayableBooking {
  parentId: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  amount: string;
  /** The booked class is still offered. */
  classActive: boolean;
  /** The teacher is approved (a rejected teacher's families must not pay). */
  teacherApproved: boolean;
  /** The end of the unpaid hold (issue 17); null for none. */
  expiresAt: Date | null;
  scheduledAt: Date;
  /** The plan the lesson belongs to (issue 33); null or absent for a single booking. */
  planId?: number | null;
}

export const PLAN_LESSON_ALONE = "This lesson is part of a weekly plan: pay for the plan instead";

/** Why nobody may pay for this booking now (whoever asks), as [status, message]; null when it may be paid. */
export function payableRefusal(
  booking: Pick<PayableBooking, "status" | "classActive" | "teacherApproved">,
): [number, string] | null {
  if (booking.status === "cancelled") return [409, "This booking was cancelled"];
  if (!booking.classActive) return [409, "This class is no longer offered, so it cannot be paid for"];
  if (!booking.teacherApproved)
    return [409, "This teacher is not taking bookings at the moment, so it cannot be paid for"];
  return null;
}

/** Why `parentId` may not open an order for this booking with `clientAmount`, as [status, message]; null when they may. */
export function orderRefusal(
  booking: PayableBooking | undefined,
  parentId: number,
  clientAmount: string,
  now = new Date(),
  acknowledgeNoRefund = false,
): [number, string] | null {
  // Someone else's booking is answered like a missing one.
  if (!booking || booking.parentId !== parentId) return [404, "Booking not found"];
  // A plan's lessons are paid together, by the plan's order (decision 089): one alone would be paid twice.
  if (booking.planId != null && booking.paymentStatus === "pending") return [409, PLAN_LESSON_ALONE];
  if (booking.paymentStatus === "paid") return [409, "This booking is already paid"];
  const unpayable = payableRefusal(booking);
  if (unpayable) return unpayable;
  if (booking.paymentStatus !== "pending") return [409, "This booking cannot be paid online"];
  // A lapsed hold is not paid for, even before the expiry job cancels it. (A capture of an order opened in time is
  // still taken while the booking stands: the slot is still its own.)
  if (booking.expiresAt && booking.expiresAt.getTime() <= now.getTime()) return [409, BOOKING_EXPIRED];
  if (!sameMoney(clientAmount, booking.amount))
    return [400, `amount: The amount must be ${booking.amount}, the price of this booking`];
  if (!acknowledgeNoRefund && paidWithoutRefund(booking.scheduledAt, now)) return [409, NO_REFUND_UNCONFIRMED];
  return null;
}

/** Null when the order is completed by a completed capture of exactly `amount` in `currency`; else what is wrong. */
export function captureProblem(order: GatewayOrder, amount: string, currency: string): string | null {
  if (order.status !== "COMPLETED") return "The payment was not completed";
  const paid = order.captures.filter((c) => c.status === "COMPLETED");
  if (paid.length === 0) return "The payment was not completed";
  const total = paid.reduce((sum, c) => (c.currency === currency ? sum + toCents(c.value) : NaN), 0);
  if (Number.isNaN(total) || total !== toCents(amount)) return "The payment did not match the price of the booking";
  return null;
}

/** Orders PayPal still lets the buyer approve and us capture. */
export const OPEN_ORDER_STATUSES = new Set(["CREATED", "SAVED", "APPROVED", "PAYER_ACTION_REQUIRED"]);
