// The demo's money for teachers (issue 34): each paid lesson earned when it was paid, held lessons reported an hour
// after they ended, and the approved teachers' PayPal addresses set a month ago, so "Run payouts now" pays them.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { bookings, payoutMethods, users } from "@shared/schema";
import type { Tx } from "../db";
import { recordEarnings } from "../earnings/ledger";

const DAY = 86_400_000;

export async function seedDemoEarnings(tx: Tx, teacherIds: number[]): Promise<void> {
  const reported = await tx
    .select({ id: bookings.id, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(isNotNull(bookings.attendance), isNull(bookings.reportedAt)));
  for (const b of reported)
    await tx
      .update(bookings)
      .set({ reportedAt: new Date(b.endsAt.getTime() + 3_600_000) })
      .where(eq(bookings.id, b.id));
  const paid = await tx
    .select({ id: bookings.id, scheduledAt: bookings.scheduledAt })
    .from(bookings)
    .where(eq(bookings.paymentStatus, "paid"));
  // Paid two days before each lesson (never in the future), at the default fee.
  for (const b of paid)
    await recordEarnings(tx, [b.id], new Date(Math.min(b.scheduledAt.getTime() - 2 * DAY, Date.now())));
  for (const teacherId of teacherIds) {
    const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, teacherId));
    await tx
      .insert(payoutMethods)
      .values({ teacherId, paypalEmail: u.email, changedAt: new Date(Date.now() - 30 * DAY) });
  }
}
