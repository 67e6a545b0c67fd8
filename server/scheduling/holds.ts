// When an unpaid booking stops holding its slot (decision 049): 30 minutes after it was made, or 15 minutes after its
// PayPal order was opened in time. One definition for the slots, the release of lapsed holds and the expiry job.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { SCHEDULING } from "@shared/constants";
import { bookings, type BookingRow } from "@shared/schema";

const GRACE_MINUTES = SCHEDULING.openOrderGraceMinutes;

/** When an unpaid booking made at `createdAt` is released. */
export function holdExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SCHEDULING.unpaidHoldMinutes * 60_000);
}

export const BOOKING_EXPIRED = `This booking was not paid within ${SCHEDULING.unpaidHoldMinutes} minutes and its time was released. Please book again.`;

/** SQL, never NULL: the booking is an unpaid hold that has lapsed at `now` (a Date or a prepared statement's placeholder). */
export function holdLapsedSql(now: Date | SQL | Placeholder): SQL {
  const at = sql`${now}::timestamptz`;
  return sql`(${bookings.status} = 'scheduled' AND ${bookings.paymentStatus} = 'pending' AND ${bookings.expiresAt} IS NOT NULL
    AND ${bookings.expiresAt} <= ${at}
    AND (${bookings.paypalOrderId} IS NULL OR ${bookings.expiresAt} <= ${at} - make_interval(mins => ${GRACE_MINUTES})))`;
}

/** The same rule in code, for the re-check under the booking's lock. */
export function holdLapsed(
  b: Pick<BookingRow, "status" | "paymentStatus" | "expiresAt" | "paypalOrderId">,
  now: Date,
): boolean {
  if (b.status !== "scheduled" || b.paymentStatus !== "pending" || !b.expiresAt) return false;
  const end = b.expiresAt.getTime() + (b.paypalOrderId ? GRACE_MINUTES * 60_000 : 0);
  return end <= now.getTime();
}
