// A paused plan keeps its weekly times (decision 090): its lessons are cancelled and credited, their slots free for
// single bookings, but no other plan may take those times while the pause lasts.
import { and, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { classes, planPauses, plans, type WeeklyTime } from "@shared/schema";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import type { Tx } from "../db";
import { addDays, weekdayOf } from "./plans.rules";

/** One weekly lesson a paused plan would have had: kept from other plans. */
export interface KeptTime {
  planId: number;
  classId: number;
  startsAt: Date;
  endsAt: Date;
}

/** Plans that may come back from a pause: the others keep nothing. */
const MAY_RESUME = ["active", "past_due"] as const;

/** Is a pause of the plan (the `plans` row of the query) in force at `now`, a date of the plan's zone? */
export const pausedNowSql = (now: Date) =>
  sql`EXISTS (SELECT 1 FROM ${planPauses} WHERE ${planPauses.planId} = ${plans.id}
    AND ${planPauses.resumedAt} IS NULL
    AND (${now.toISOString()}::timestamptz AT TIME ZONE ${plans.timeZone})::date
      BETWEEN ${planPauses.fromOn} AND ${planPauses.untilOn})`;

/** Is `today` inside a pause not resumed? */
export const pausedOn = (
  pauses: readonly { fromOn: string; untilOn: string; resumedAt: Date | null }[],
  today: string,
) => pauses.some((p) => p.resumedAt === null && p.fromOn <= today && today <= p.untilOn);

/**
 * The weekly lessons of the teacher's paused plans (other than `exceptPlanId`) on the dates of their pauses between
 * `fromDate` and `untilDate` (a day either side: the plans' zones may differ from today's zone of the teacher).
 */
export async function keptTimes(
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
      timeZone: plans.timeZone,
      duration: classes.duration,
      fromOn: planPauses.fromOn,
      untilOn: planPauses.untilOn,
    })
    .from(planPauses)
    .innerJoin(plans, eq(plans.id, planPauses.planId))
    .innerJoin(classes, eq(classes.id, plans.classId))
    .where(
      and(
        eq(plans.teacherId, teacherId),
        ne(plans.id, exceptPlanId),
        inArray(plans.status, [...MAY_RESUME]),
        lte(planPauses.fromOn, addDays(untilDate, 1)),
        gte(planPauses.untilOn, addDays(fromDate, -1)),
      ),
    );
  return rows.flatMap((r) => {
    const first = r.fromOn > addDays(fromDate, -1) ? r.fromOn : addDays(fromDate, -1);
    const last = r.untilOn < addDays(untilDate, 1) ? r.untilOn : addDays(untilDate, 1);
    return weeklyTimesOn(r, r.weekly, first, last);
  });
}

/** A plan's weekly lessons on the dates `first` to `last` (both included), but those on a date `skip` names. */
export function weeklyTimesOn(
  plan: { planId: number; classId: number; timeZone: string; duration: number },
  weekly: readonly WeeklyTime[],
  first: string,
  last: string,
  skip: (date: string) => boolean = () => false,
): KeptTime[] {
  const kept: KeptTime[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (skip(date)) continue;
    for (const w of weekly) {
      if (w.day !== weekdayOf(date)) continue;
      const startsAt = instantIn(date, w.time, plan.timeZone);
      // A time skipped by a clocks change holds nothing that day.
      if (Number.isNaN(startsAt.getTime()) || wallClockIn(startsAt, plan.timeZone).date !== date) continue;
      kept.push({
        planId: plan.planId,
        classId: plan.classId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + plan.duration * 60_000),
      });
    }
  }
  return kept;
}

/**
 * The kept times a lesson of `classId` from `startsAt` to `endsAt` meets, and whether it must be refused: it meets one
 * of another class or start, or as many as the class has places (a group lesson at the same start shares them).
 */
export function keptProblem(
  kept: readonly KeptTime[],
  lesson: { classId: number; startsAt: Date; endsAt: Date; maxStudents: number },
): { refused: boolean; seats: number } {
  const met = kept.filter((k) => k.startsAt < lesson.endsAt && k.endsAt > lesson.startsAt);
  const elsewhere = met.some((k) => k.classId !== lesson.classId || k.startsAt.getTime() !== lesson.startsAt.getTime());
  return { refused: elsewhere || met.length >= lesson.maxStudents, seats: met.length };
}
