// Lessons the platform cancels because their teacher can no longer teach them (decision 017): one UPDATE in the
// caller's transaction, then refunds after the commit; a refund that fails is left to the admins, by hand.
import { toCents } from "@shared/money";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import pLimit from "p-limit";
import type { Logger } from "pino";
import { PAYMENT_CURRENCY } from "@shared/payments";
import { bookings, classes, studentProfiles, users } from "@shared/schema";
import type { Db, Tx } from "../db";
import { reverseEarnings } from "../earnings/ledger";
import type { Mailer } from "../mail/mailer";
import type { LessonCancelled } from "../notify/events";
import { notify, notifyAll, recordAllInApp, type Recorded } from "../notify/notify";
import { GatewayError, type PaymentGateway } from "../payments/gateway";
import { refundPlanCredits } from "../plans/plan-credit-refunds";
import { creditLesson, creditPlanLessons, planOf } from "../plans/plan-credits";
import { lessonNames } from "./booking-events";

/** What families are told when a teacher's lessons are cancelled (never the admin's private reason). */
export const TEACHER_UNAVAILABLE = "the teacher is no longer available on Halaqa.";

export interface CancelledLesson {
  id: number;
  parentId: number;
  scheduledAt: Date;
  amount: string;
  paid: boolean;
  paypalOrderId: string | null;
  /** A plan's paid lesson: credited on its plan inside the cancelling transaction, not refunded (decision 092). */
  planId: number | null;
  credited: boolean;
  classTitle: string;
  studentName: string;
  teacherName: string;
  /** The family's notification, written with the cancellation; its email goes once the refund was tried. */
  notice: Recorded<LessonCancelled>;
}

export interface CancellationDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer?: Mailer;
  logger?: Pick<Logger, "warn" | "info">;
}

/** Refunds run a few at a time: a teacher may have hundreds of paid lessons; the provider limits its callers. */
const REFUND_CONCURRENCY = 4;

/**
 * Cancels every upcoming scheduled lesson of the teacher inside `tx` and leaves each family an in-app notification.
 * Returns the lessons for refundAndTell (after the commit).
 */
export async function cancelUpcomingLessons(
  tx: Tx,
  teacherId: number,
  reason: string,
  now = new Date(),
): Promise<CancelledLesson[]> {
  const rows = await tx
    .update(bookings)
    .set({ status: "cancelled" })
    .where(and(eq(bookings.teacherId, teacherId), eq(bookings.status, "scheduled"), gt(bookings.scheduledAt, now)))
    .returning({
      id: bookings.id,
      parentId: bookings.parentId,
      scheduledAt: bookings.scheduledAt,
      amount: bookings.amount,
      paymentStatus: bookings.paymentStatus,
      paypalOrderId: bookings.paypalOrderId,
      planId: bookings.planId,
      classId: bookings.classId,
      studentId: bookings.studentId,
    });
  if (rows.length === 0) return [];
  const credited = await creditPlanLessons(tx, rows, "platform_cancelled");
  // Not held, and their money goes back: the teacher earns none of it (decision 094).
  await reverseEarnings(
    tx,
    rows.filter((r) => r.paymentStatus === "paid").map((r) => r.id),
    now,
  );
  const [names, [teacher]] = await Promise.all([
    tx
      .select({ id: bookings.id, classTitle: classes.title, studentName: studentProfiles.name })
      .from(bookings)
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
      .where(
        inArray(
          bookings.id,
          rows.map((r) => r.id),
        ),
      ),
    tx
      .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(eq(users.id, teacherId)),
  ]);
  const byId = new Map(names.map((n) => [n.id, n]));
  const lessons = rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    scheduledAt: r.scheduledAt,
    amount: r.amount,
    paid: r.paymentStatus === "paid",
    paypalOrderId: r.paypalOrderId,
    planId: r.planId,
    credited: credited.has(r.id),
    classTitle: byId.get(r.id)?.classTitle ?? "your class",
    studentName: byId.get(r.id)?.studentName ?? "your child",
    teacherName: teacher?.name ?? "the teacher",
  }));
  const notices = await recordAllInApp(
    tx,
    lessons.map(
      (l): LessonCancelled => ({
        kind: "lesson_cancelled",
        to: l.parentId,
        bookingId: l.id,
        classTitle: l.classTitle,
        studentName: l.studentName,
        teacherName: l.teacherName,
        scheduledAt: l.scheduledAt,
        amount: l.amount,
        paid: l.paid,
        ...(l.credited ? { credited: true } : {}),
        reason,
      }),
    ),
  );
  return lessons.map((l, i) => ({ ...l, notice: notices[i] }));
}

/**
 * Gives back one paid booking's money: the capture of its order, refunded in full with a request id of its own
 * (a retry never refunds twice), then the booking is marked `refunded` and the family told, in-app and by email
 * (issue 32), unless `tell` is false (the caller's own email states the refund). False when the provider refused.
 */
export async function refundBooking(
  deps: Pick<CancellationDeps, "db" | "gateway" | "logger" | "mailer">,
  booking: { id: number; amount: string; paypalOrderId: string | null },
  note: string,
  { tell = true }: { tell?: boolean } = {},
): Promise<boolean> {
  // A free trial (issue 36) took no money: there is nothing to give back and no order to ask.
  if (toCents(booking.amount) === 0) return true;
  try {
    if (!booking.paypalOrderId) {
      // A plan's lesson (paid with its cycle) is credited, never refunded alone; callers credit it themselves, this
      // only keeps one that got here from being lost (decision 092).
      const planId = await planOf(deps.db, booking.id);
      if (planId !== null) {
        await deps.db.transaction((tx) => creditLesson(tx, { ...booking, planId }, "platform_cancelled"));
        await refundPlanCredits(deps, [planId]);
        return true;
      }
      // A paid booking without its order cannot be refunded here: the admins are told like for any failed refund.
      throw new GatewayError(422, "NO_ORDER");
    }
    const order = await deps.gateway.getOrder(booking.paypalOrderId);
    const capture = order.captures.find(
      (c) => c.status === "COMPLETED" || c.status === "REFUNDED" || c.status === "PARTIALLY_REFUNDED",
    );
    if (!capture) throw new GatewayError(422, "NO_CAPTURE");
    const refund = await deps.gateway
      .refund({
        captureId: capture.id,
        amount: booking.amount,
        currency: PAYMENT_CURRENCY,
        requestId: `halaqa-refund-${booking.id}-${booking.paypalOrderId}`,
        note,
      })
      .catch((err: unknown) => {
        // Refunded before, under a request id the provider no longer remembers (or by hand in PayPal): the money is
        // back with the family, so the booking is refunded.
        if (err instanceof GatewayError && err.issue === "CAPTURE_FULLY_REFUNDED")
          return { id: null, status: "COMPLETED" };
        throw err;
      });
    if (refund.status !== "COMPLETED" && refund.status !== "PENDING")
      throw new GatewayError(422, `REFUND_${refund.status}`);
    const flipped = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ paymentStatus: "refunded", ...(refund.id ? { refundId: refund.id } : {}) })
        .where(and(eq(bookings.id, booking.id), eq(bookings.paymentStatus, "paid")))
        .returning({ parentId: bookings.parentId, scheduledAt: bookings.scheduledAt });
      // Money given back is not the teacher's (usually reversed already, when the refund was decided).
      if (row) await reverseEarnings(tx, [booking.id]);
      return row;
    });
    deps.logger?.info({ bookingId: booking.id, refundId: refund.id }, "booking refunded");
    // Told once: only the call that marked the booking refunded (a repeat finds it refunded already).
    if (flipped && tell) {
      const names = await lessonNames(deps.db, booking.id);
      await notify(deps, {
        kind: "refund_issued",
        to: flipped.parentId,
        bookingId: booking.id,
        scheduledAt: flipped.scheduledAt,
        amount: booking.amount,
        ...names,
      });
    }
    return true;
  } catch (err) {
    deps.logger?.warn(
      {
        bookingId: booking.id,
        status: err instanceof GatewayError ? err.status : undefined,
        issue: err instanceof GatewayError ? err.issue : undefined,
      },
      "refund failed",
    );
    await notify(
      { db: deps.db, logger: deps.logger },
      { kind: "refund_failed", bookingId: booking.id, amount: booking.amount, orderId: booking.paypalOrderId },
    );
    return false;
  }
}

/** After the commit: refunds the paid lessons and emails each family (per their booking-confirmation preference). */
export async function refundAndTell(
  deps: CancellationDeps,
  lessons: CancelledLesson[],
  reason: string,
): Promise<{ refunded: number; failed: number }> {
  const limit = pLimit(REFUND_CONCURRENCY);
  const outcomes = await Promise.all(
    lessons.map((l) =>
      // The family's lesson_cancelled email, sent below once the refund was tried, states the refund and its amount.
      limit(async () =>
        l.paid && !l.credited
          ? refundBooking(deps, l, `Your Halaqa lesson was cancelled: ${reason}`, { tell: false })
          : null,
      ),
    ),
  );
  // Credits of plans that no longer renew go back now; a renewing plan's wait for its renewal.
  await refundPlanCredits(
    deps,
    lessons.flatMap((l) => (l.credited && l.planId ? [l.planId] : [])),
  );
  await notifyAll(
    deps,
    lessons.map((l, i) => ({ ...l.notice, refunded: outcomes[i] === true })),
  );
  return { refunded: outcomes.filter((o) => o === true).length, failed: outcomes.filter((o) => o === false).length };
}
