// A running plan keeps its weekly times beyond the cycles already made (hostile pass over issue 33): no other plan may
// take them there, or a plan starting after another's cycle, or changed onto its times, took them at its renewal.
import { and, eq, inArray, isNotNull, lt, gt, ne, sql } from "drizzle-orm";
import { bookings, classes, planCycles, planPauses, plans } from "@shared/schema";
import { instantIn } from "@shared/wall-clock";
import type { Tx } from "../db";
import { keptTimes, weeklyTimesOn, type KeptTime } from "./paused-times";
import { addDays } from "./plans.rules";

/** Plans that renew (or may, once paid by hand): their weekly times are theirs. */
const RENEWING = ["active", "past_due"] as const;

/**
 * The weekly lessons of the teacher's renewing plans (other than `exceptPlanId`) on the dates after their latest cycle,
 * between `fromDate` and `untilDate` (a day either side, as `keptTimes`). Dates inside a pause are `keptTimes`' own.
 */
export async function timesAhead(
  tx: Tx,
  teacherId: number,
  fromDate: string,
  untilDate: string,
  exceptPlanId = 0,
): Promise<KeptTime[]> {
  const rows = await tx
    .select({
      planId: plans.id,
      classId: plans.classId,
      weekly: plans.weekly,
      nextWeekly: plans.nextWeekly,
      timeZone: plans.timeZone,
      duration: classes.duration,
      lastOn: sql<string>`(SELECT max(${planCycles.endsOn})::text FROM ${planCycles}
        WHERE ${planCycles.planId} = ${plans.id})`,
    })
    .from(plans)
    .innerJoin(classes, eq(classes.id, plans.classId))
    .where(
      and(
        eq(plans.teacherId, teacherId),
        ne(plans.id, exceptPlanId),
        inArray(plans.status, [...RENEWING]),
        // Without a saved method the plan never renews: holding its times ahead would block them for good.
        isNotNull(plans.vaultId),
      ),
    );
  if (rows.length === 0) return [];
  const pauses = await tx
    .select()
    .from(planPauses)
    .where(
      inArray(
        planPauses.planId,
        rows.map((r) => r.planId),
      ),
    );
  return rows.flatMap((r) => {
    if (!r.lastOn) return [];
    const after = addDays(r.lastOn, 1);
    const first = after > addDays(fromDate, -1) ? after : addDays(fromDate, -1);
    const paused = (date: string) => pauses.some((p) => p.planId === r.planId && p.fromOn <= date && date <= p.untilOn);
    return weeklyTimesOn(r, r.nextWeekly ?? r.weekly, first, addDays(untilDate, 1), paused);
  });
}

/** Every time another plan of the teacher holds between the dates: paused, ahead of its cycles, or booked. */
export async function otherPlansTimes(
  tx: Tx,
  teacherId: number,
  fromDate: string,
  untilDate: string,
  exceptPlanId: number,
  timeZone: string,
): Promise<KeptTime[]> {
  const booked = await tx
    .select({
      planId: bookings.planId,
      classId: bookings.classId,
      startsAt: bookings.scheduledAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.teacherId, teacherId),
        isNotNull(bookings.planId),
        ne(bookings.planId, exceptPlanId),
        ne(bookings.status, "cancelled"),
        lt(bookings.scheduledAt, instantIn(addDays(untilDate, 2), "00:00", timeZone)),
        gt(bookings.endsAt, instantIn(addDays(fromDate, -1), "00:00", timeZone)),
      ),
    );
  return [
    ...(await keptTimes(tx, teacherId, fromDate, untilDate, exceptPlanId)),
    ...(await timesAhead(tx, teacherId, fromDate, untilDate, exceptPlanId)),
    ...booked.map((b) => ({ ...b, planId: b.planId ?? 0 })),
  ];
}
