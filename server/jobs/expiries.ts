// Unpaid holds (issue 17, api.md "Scheduling"): a booking not paid within 30 minutes of being made is cancelled, which
// frees its slot (the exclusion constraints ignore cancelled bookings), and its parent is told. The booking's
// expires_at is the hold's end; the partial index bookings_unpaid_expiry_idx holds exactly the unpaid holds.
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import { SCHEDULING } from "@shared/constants";
import { bookings } from "@shared/schema";
import { lessonNames, lockBooking } from "../bookings/booking-events";
import { recordAllInApp } from "../notify/notify";
import { sweep, SWEEP_LIMIT, type JobDeps } from "./sweep";

const GRACE_MS = SCHEDULING.openOrderGraceMinutes * 60_000;

/** Cancels the unpaid bookings whose hold ended by `now` and tells their parents; answers how many. */
export async function expireUnpaidBookings(deps: JobDeps, now: Date): Promise<number> {
  const expired = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "scheduled"),
        eq(bookings.paymentStatus, "pending"),
        lte(bookings.expiresAt, now),
        // A family in the middle of paying (an order opened in time) gets a few minutes more to approve it.
        or(isNull(bookings.paypalOrderId), lte(bookings.expiresAt, new Date(now.getTime() - GRACE_MS))),
      ),
    )
    .orderBy(asc(bookings.expiresAt), asc(bookings.id))
    .limit(SWEEP_LIMIT);
  return sweep(deps, "expire-unpaid-bookings", expired, async (tx, { id }) => {
    // Under the booking's lock a payment either went through (and it is kept) or waits, then finds it cancelled.
    const b = await lockBooking(tx, id);
    if (!b || b.status !== "scheduled" || b.paymentStatus !== "pending" || !b.expiresAt || b.expiresAt > now) return null;
    if (b.paypalOrderId && b.expiresAt.getTime() > now.getTime() - GRACE_MS) return null;
    await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    const names = await lessonNames(tx, id);
    return recordAllInApp(tx, [{ kind: "booking_expired", to: b.parentId, bookingId: id, scheduledAt: b.scheduledAt, ...names }]);
  });
}
