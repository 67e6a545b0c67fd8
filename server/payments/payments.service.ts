// Paying for a booking (decision 009): the amount comes from the booking row, and a booking is paid only once the
// provider reports a completed capture of exactly that amount; request ids make repeats and races harmless.
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import { PAYMENT_CURRENCY, type PaymentOrder } from "@shared/payments";
import { bookings, classes, teacherProfiles, type BookingRow } from "@shared/schema";
import type { Db } from "../db";
import { HttpError, notFound } from "../http-error";
import type { Mailer } from "../mail/mailer";
import type { LessonPaid } from "../notify/events";
import { notifyAll, type Recorded } from "../notify/notify";
import { GatewayError, type GatewayOrder, type PaymentGateway } from "./gateway";
import { recordPaidNotices } from "./payment-notices";
import { lockBooking } from "../bookings/booking-events";
import { recordEarnings } from "../earnings/ledger";
import { refundBooking } from "../bookings/cancellations.service";
import { teacherListed } from "../teachers/listed";
import { captureProblem, OPEN_ORDER_STATUSES, orderRefusal, payableRefusal } from "./payments.rules";

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  logger?: Logger;
  /** The receipt and the teacher's notice; without one only the in-app notifications are written. */
  mailer?: Mailer;
}

const answer = (
  order: GatewayOrder,
  booking: BookingRow,
  paymentStatus: BookingRow["paymentStatus"],
): PaymentOrder => ({
  id: order.id,
  status: order.status === "COMPLETED" ? "COMPLETED" : order.status === "APPROVED" ? "APPROVED" : "CREATED",
  bookingId: booking.id,
  paymentStatus,
});

/** A provider failure as an HTTP error the client can show; never a 500. */
export function providerFailure(err: unknown): never {
  if (!(err instanceof GatewayError)) throw err;
  if (err.status === 401 || err.status === 403)
    throw new HttpError(502, "The payment provider could not be reached. Please try again.");
  if (err.status === 404) throw notFound("Order not found");
  if (err.issue === "ORDER_NOT_APPROVED") throw new HttpError(409, "The payment has not been approved yet");
  if (err.issue === "INSTRUMENT_DECLINED")
    throw new HttpError(402, "The payment was declined. Please try another payment method.");
  if (err.status === 422 || err.status === 400) throw new HttpError(409, "The payment provider refused this payment");
  throw new HttpError(502, "The payment provider could not be reached. Please try again.");
}

export async function markPaid(deps: PaymentDeps, booking: BookingRow, order: GatewayOrder): Promise<PaymentOrder> {
  const problem = captureProblem(order, booking.amount, PAYMENT_CURRENCY);
  if (problem) {
    deps.logger?.warn({ bookingId: booking.id, orderId: order.id, orderStatus: order.status }, "capture not accepted");
    throw new HttpError(409, problem);
  }
  // Only a pending booking bound to this order flips; a racing capture finds it already paid and changes nothing.
  // The money has moved, so it is recorded even if the booking was cancelled meanwhile (an admin then refunds it).
  const { flipped, notices } = await deps.db.transaction(async (tx) => {
    // The parties' users rows first, then the booking (lockBooking): the notices below take KEY SHARE on the users,
    // and a suspension locks a user before cancelling their bookings; the same order keeps the two from deadlocking.
    await lockBooking(tx, booking.id);
    const [flipped] = await tx
      .update(bookings)
      // Paid, it holds its slot for good.
      .set({ paymentStatus: "paid", expiresAt: null })
      .where(
        and(eq(bookings.id, booking.id), eq(bookings.paypalOrderId, order.id), eq(bookings.paymentStatus, "pending")),
      )
      .returning({ status: bookings.status });
    if (!flipped || flipped.status === "cancelled") return { flipped, notices: [] as Recorded<LessonPaid>[] };
    // The teacher's earning, with the money: at the fee in force now (a cancelled lesson's money goes back instead).
    await recordEarnings(tx, [booking.id]);
    // In a savepoint: notices that cannot be written never undo the record of money that moved.
    const notices = await tx
      .transaction((sp) => recordPaidNotices(sp, booking.id, order.id))
      .catch((err: unknown) => {
        deps.logger?.warn(
          { bookingId: booking.id, err: { message: (err as Error).message } },
          "payment notices not written",
        );
        return [] as Recorded<LessonPaid>[];
      });
    return { flipped, notices };
  });
  if (flipped) {
    if (flipped.status === "cancelled") {
      // The lesson was cancelled while the money moved (a teacher rejected or suspended at that moment): give it back.
      deps.logger?.warn(
        { bookingId: booking.id, orderId: order.id },
        "payment captured for a cancelled booking: refunding",
      );
      const refunded = await refundBooking(
        deps,
        { id: booking.id, amount: booking.amount, paypalOrderId: order.id },
        "Your Halaqa lesson was cancelled.",
      );
      const refusal = new HttpError(
        409,
        refunded
          ? "This lesson was cancelled while you were paying, so your payment has been refunded"
          : "This lesson was cancelled while you were paying; our team will refund your payment",
      );
      // The booking was marked paid (and maybe refunded) before this answer: not a refusal that changed nothing.
      refusal.afterChange = true;
      throw refusal;
    }
    deps.logger?.info({ bookingId: booking.id, orderId: order.id }, "booking paid");
    // After the commit; an email that fails is logged by notify, and nothing here may fail the capture.
    await notifyAll(deps, notices).catch((err: unknown) =>
      deps.logger?.warn({ bookingId: booking.id, err: { message: (err as Error).message } }, "payment emails not sent"),
    );
    return answer(order, booking, "paid");
  }
  const [now] = await deps.db
    .select({ paymentStatus: bookings.paymentStatus, paypalOrderId: bookings.paypalOrderId })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (now?.paymentStatus === "paid" && now.paypalOrderId === order.id) return answer(order, booking, "paid");
  deps.logger?.warn({ bookingId: booking.id, orderId: order.id }, "captured order no longer bound to its booking");
  throw new HttpError(409, "This payment no longer matches the booking");
}

export async function createPaymentOrder(
  deps: PaymentDeps,
  parentId: number,
  bookingId: number,
  clientAmount: string,
  acknowledgeNoRefund = false,
): Promise<PaymentOrder> {
  const [row] = await deps.db
    .select({ b: bookings, title: classes.title, classActive: classes.isActive, teacherListed })
    .from(bookings)
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, bookings.teacherId))
    .where(eq(bookings.id, bookingId));
  const refusal = orderRefusal(
    row && { ...row.b, classActive: row.classActive, teacherApproved: row.teacherListed === true },
    parentId,
    clientAmount,
    new Date(),
    acknowledgeNoRefund,
  );
  if (refusal) throw new HttpError(refusal[0], refusal[1]);
  const booking = row.b;

  if (booking.paypalOrderId) {
    // Reuse the booking's order while the buyer can still approve it; one that was captured but not recorded
    // (e.g. a crash between capture and update) is recorded now.
    const existing = await deps.gateway.getOrder(booking.paypalOrderId).catch((err: unknown) => {
      if (err instanceof GatewayError && err.status === 404) return null;
      return providerFailure(err);
    });
    if (existing && OPEN_ORDER_STATUSES.has(existing.status)) return answer(existing, booking, booking.paymentStatus);
    if (existing?.status === "COMPLETED") return markPaid(deps, booking, existing);
  }

  const order = await deps.gateway
    .createOrder({
      amount: booking.amount,
      currency: PAYMENT_CURRENCY,
      referenceId: `booking-${booking.id}`,
      description: `Halaqa class: ${row.title}`.slice(0, 127),
      // Stable per booking and per replaced order: a retried or racing request gets the same order back.
      // The booking's creation time keeps ids unique across databases sharing one PayPal account (a reseeded demo).
      requestId: `halaqa-order-${booking.id}-${booking.createdAt.getTime()}-${booking.paypalOrderId ?? "first"}`,
    })
    .catch(providerFailure);

  const bound = await deps.db
    .update(bookings)
    .set({ paypalOrderId: order.id })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.paymentStatus, "pending"),
        booking.paypalOrderId ? eq(bookings.paypalOrderId, booking.paypalOrderId) : isNull(bookings.paypalOrderId),
      ),
    )
    .returning({ id: bookings.id });
  if (bound.length === 0) {
    // A concurrent request got there first: answer with what the booking holds now.
    const [now] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (now.paymentStatus === "paid") throw new HttpError(409, "This booking is already paid");
    if (now.paypalOrderId !== order.id)
      throw new HttpError(409, "A payment for this booking is already in progress. Please try again.");
  }
  return answer(order, booking, "pending");
}

export async function capturePaymentOrder(deps: PaymentDeps, parentId: number, orderId: string): Promise<PaymentOrder> {
  const [row] = await deps.db
    .select({ b: bookings, classActive: classes.isActive, teacherListed })
    .from(bookings)
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, bookings.teacherId))
    .where(and(eq(bookings.paypalOrderId, orderId), eq(bookings.parentId, parentId)));
  // Orders of other parents' bookings, and orders we never made, do not exist for this caller.
  if (!row) throw notFound("Order not found");
  const booking = row.b;
  if (booking.paymentStatus === "paid")
    return { id: orderId, status: "COMPLETED", bookingId: booking.id, paymentStatus: "paid" };
  // Checked before the money moves: a booking cancelled, a class withdrawn or a teacher rejected since the order
  // was opened is not charged.
  const unpayable = payableRefusal({
    status: booking.status,
    classActive: row.classActive,
    teacherApproved: row.teacherListed === true,
  });
  if (unpayable) throw new HttpError(unpayable[0], unpayable[1]);

  let order: GatewayOrder;
  try {
    order = await deps.gateway.captureOrder(orderId, `halaqa-capture-${booking.id}-${orderId}`);
  } catch (err) {
    if (err instanceof GatewayError && err.issue === "ORDER_ALREADY_CAPTURED") {
      order = await deps.gateway.getOrder(orderId).catch(providerFailure);
    } else {
      deps.logger?.warn(
        { bookingId: booking.id, orderId, status: err instanceof GatewayError ? err.status : undefined },
        "capture failed",
      );
      providerFailure(err);
    }
  }
  return markPaid(deps, booking, order);
}
