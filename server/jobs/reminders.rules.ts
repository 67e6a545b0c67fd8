// Which lesson reminder is due (issue 17, api.md "Scheduling"): 24 hours and 1 hour before each paid lesson. Pure, so
// the sweep's SQL and the re-check under the booking's lock agree with a rule that is tested without a database.
import { SCHEDULING, type BookingStatus, type PaymentStatus } from "@shared/constants";

const HOUR = 3_600_000;

export type ReminderKind = "24h" | "1h";

const [DAY_BEFORE, HOUR_BEFORE] = SCHEDULING.reminderHours;

/** The latest instant a lesson may start at for its reminder of `kind` to be due at `now` (the window's far end). */
export const dueUntil = (kind: ReminderKind, now: Date): Date =>
  new Date(now.getTime() + (kind === "24h" ? DAY_BEFORE : HOUR_BEFORE) * HOUR);

/**
 * The reminder due now for a lesson, or null. The 24-hour one from 24 hours before the start until the 1-hour window
 * opens; the 1-hour one from then until the start. So a lesson paid, booked or moved within the last hour gets only
 * the 1-hour reminder, and one past its start gets none. Only a paid lesson that still stands is reminded of.
 */
export function reminderDue(
  b: { status: BookingStatus; paymentStatus: PaymentStatus; scheduledAt: Date },
  now: Date,
): ReminderKind | null {
  if (b.status !== "scheduled" || b.paymentStatus !== "paid") return null;
  const start = b.scheduledAt.getTime();
  if (start <= now.getTime()) return null;
  if (start <= dueUntil("1h", now).getTime()) return "1h";
  if (start <= dueUntil("24h", now).getTime()) return "24h";
  return null;
}
