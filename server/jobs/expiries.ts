// Unpaid holds (decisions 046, 049): a booking whose hold ran out unpaid is cancelled, which frees its slot (the
// exclusion constraints ignore cancelled bookings), and its parent is told.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Logger } from "pino";
import { bookings, type BookingRow } from "@shared/schema";
import type { Tx } from "../db";
import { lessonNames, lockBooking } from "../bookings/booking-events";
import { holdLapsed, holdLapsedSql } from "../scheduling/holds";
import { recordAllInApp } from "../notify/notify";
import type { PaymentGateway } from "../payments/gateway";
import { markPaid } from "../payments/payments.service";
import { sweep, SWEEP_LIMIT, type JobDeps } from "./sweep";

/** The gateway lets the job ask the provider about a hold's order before releasing it. */
export type ExpiryDeps = JobDeps & { gateway?: PaymentGateway };

/**
 * A lapsed hold whose order the provider reports paid (captured, but the server stopped before recording it): recorded
 * as paid, never released with the family's money taken. True when it was.
 */
async function paidMeanwhile(deps: ExpiryDeps, b: BookingRow): Promise<boolean> {
  if (!b.paypalOrderId || !deps.gateway) return false;
  const order = await deps.gateway.getOrder(b.paypalOrderId).catch(() => null);
  if (order?.status !== "COMPLETED") return false;
  // The jobs' logger is pino's (server/index.ts); markPaid logs what it records.
  await markPaid(
    { db: deps.db, gateway: deps.gateway, mailer: deps.mailer, logger: deps.logger as Logger | undefined },
    b,
    order,
  ).catch((err: unknown) =>
    deps.logger?.warn(
      { bookingId: b.id, err: { message: (err as Error).message } },
      "captured order of a lapsed hold not recorded",
    ),
  );
  return true;
}

/** Has the lesson's plan cycle a lesson before it? */
async function earlierInCycle(tx: Tx, b: BookingRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.planCycleId, b.planCycleId ?? 0), lt(bookings.scheduledAt, b.scheduledAt)))
    .limit(1);
  return row !== undefined;
}

/** Cancels the unpaid bookings whose hold ended by `now` (holds.ts) and tells their parents; answers how many. */
export async function expireUnpaidBookings(deps: ExpiryDeps, now: Date): Promise<number> {
  const expired = await deps.db
    .select()
    .from(bookings)
    .where(holdLapsedSql(now))
    .orderBy(asc(bookings.expiresAt), asc(bookings.id))
    .limit(SWEEP_LIMIT);
  const release: BookingRow[] = [];
  for (const b of expired) if (!(await paidMeanwhile(deps, b))) release.push(b);
  return sweep(deps, "expire-unpaid-bookings", release, async (tx, { id }) => {
    // Under the booking's lock a payment either went through (and it is kept) or waits, then finds it cancelled.
    const b = await lockBooking(tx, id);
    if (!b || !holdLapsed(b, now)) return null;
    await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    // A weekly plan's cycle lapses as a whole: its family is told once, on its first lesson, not up to 28 times.
    if (b.planCycleId !== null && (await earlierInCycle(tx, b))) return [];
    const names = await lessonNames(tx, id);
    return recordAllInApp(tx, [
      { kind: "booking_expired", to: b.parentId, bookingId: id, scheduledAt: b.scheduledAt, ...names },
    ]);
  });
}
