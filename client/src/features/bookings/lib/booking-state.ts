// What may be done with a booking now: one definition for the parent's rows, the teacher's rows and the wizard.
import type { BookingItem } from "@shared/bookings";

/** A booking the parent still has to pay: the wizard opens straight at its payment step. */
export const needsPayment = (b: Pick<BookingItem, "status" | "paymentStatus">) =>
  b.status === "scheduled" && b.paymentStatus === "pending";

/** A scheduled lesson that has not started: it can still be cancelled, moved, or added to a calendar. */
export const isUpcoming = (b: Pick<BookingItem, "status" | "scheduledAt">, now = Date.now()) =>
  b.status === "scheduled" && Date.parse(b.scheduledAt) > now;
