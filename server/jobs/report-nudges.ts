// A lesson 'Awaiting report' tells its teacher once (decision 046): report_nudged_at is set where still null, in the
// transaction that records the notification, so a second run, a retry or another process tells nobody.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { bookings } from "@shared/schema";
import { lessonNames, lockBooking } from "../bookings/booking-events";
import { awaitingReportWhere } from "../bookings/booking-items";
import { recordAllInApp } from "../notify/notify";
import { sweep, SWEEP_LIMIT, type JobDeps } from "./sweep";

const NUDGE_WITHIN_MS = 14 * 86_400_000;

/** Tells each teacher once about every lesson of theirs awaiting its report at `now`; answers how many lessons. */
export async function nudgeUnreportedLessons(deps: JobDeps, now: Date): Promise<number> {
  // Only lessons that ended in the last two weeks: an old backlog (the first run after this shipped) is not emailed.
  const due = and(
    awaitingReportWhere(now),
    isNull(bookings.reportNudgedAt),
    gt(bookings.endsAt, new Date(now.getTime() - NUDGE_WITHIN_MS)),
  );
  const lessons = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(due)
    .orderBy(asc(bookings.endsAt), asc(bookings.id))
    .limit(SWEEP_LIMIT);
  return sweep(deps, "nudge-unreported-lessons", lessons, async (tx, { id }) => {
    const b = await lockBooking(tx, id);
    if (!b) return null;
    const [nudged] = await tx
      .update(bookings)
      .set({ reportNudgedAt: now })
      .where(and(eq(bookings.id, id), due))
      .returning({ id: bookings.id });
    if (!nudged) return null;
    const names = await lessonNames(tx, id);
    return recordAllInApp(tx, [
      { kind: "report_nudge", to: b.teacherId, bookingId: id, scheduledAt: b.scheduledAt, ...names },
    ]);
  });
}
