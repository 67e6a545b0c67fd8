// PATCH /api/plans/{id} (decision 090): new weekly times from the first cycle not made yet, checked as a new plan's
// against that cycle's first week, and kept on the plan for the renewal.
import { desc, eq } from "drizzle-orm";
import { PLAN_CYCLE_DAYS, PLAN_NOT_CHANGEABLE, type ChangePlanValues, type PlanItem } from "@shared/plans";
import { planCycles, plans } from "@shared/schema";
import type { Db } from "../db";
import { badRequest, conflict, HttpError } from "../http-error";
import { lockBookableClass } from "../bookings/booking-guards";
import { slotProblem } from "../scheduling/scheduling.rules";
import type { Viewer } from "../viewer";
import { SLOT_TAKEN } from "../bookings/bookings.rules";
import { otherPlansTimes } from "./held-times";
import { keptProblem } from "./paused-times";
import { lockOwnPlan } from "./plan-pauses.service";
import { getPlanFor } from "./plans.queries";
import { addDays, cycleLessons, namingDate } from "./plans.rules";

const sameWeekly = (a: readonly { day: number; time: string }[], b: readonly { day: number; time: string }[]) => {
  const key = (w: readonly { day: number; time: string }[]) =>
    w
      .map((t) => `${t.day} ${t.time}`)
      .sort()
      .join();
  return key(a) === key(b);
};

export async function changePlan(
  db: Db,
  viewer: Viewer,
  id: number,
  input: ChangePlanValues,
  now = new Date(),
): Promise<PlanItem> {
  await db.transaction(async (tx) => {
    const plan = await lockOwnPlan(tx, viewer, id, "change");
    if (plan.status === "cancelled" || plan.status === "ended") throw conflict(PLAN_NOT_CHANGEABLE);
    const [latest] = await tx
      .select({ endsOn: planCycles.endsOn })
      .from(planCycles)
      .where(eq(planCycles.planId, id))
      .orderBy(desc(planCycles.number))
      .limit(1);
    if (!latest) throw conflict(PLAN_NOT_CHANGEABLE);
    const row = await lockBookableClass(tx, plan.classId).catch((err: unknown) => {
      // A class no longer offered cannot renew: the family is told so, not that their plan vanished.
      if (err instanceof HttpError && err.status === 404) throw conflict("This class is no longer offered");
      throw err;
    });
    const next = addDays(latest.endsOn, 1);
    const { lessons } = cycleLessons(input.weekly, next, addDays(next, 6), row.hours);
    for (const lesson of lessons) {
      const problem = slotProblem(lesson.startsAt, row.hours, row.c.duration, now);
      if (problem) throw badRequest(namingDate(lesson, problem));
    }
    // A time another family's plan holds in that cycle (booked, paused or ahead of its cycles) is refused as at
    // creation: the renewal would otherwise take it from them whenever ours ran first (hostile pass).
    const last = addDays(next, PLAN_CYCLE_DAYS - 1);
    const others = await otherPlansTimes(tx, plan.teacherId, next, last, plan.id, row.hours.timeZone);
    for (const lesson of cycleLessons(input.weekly, next, last, row.hours).lessons) {
      const endsAt = new Date(lesson.startsAt.getTime() + row.c.duration * 60_000);
      const met = { ...lesson, endsAt, classId: plan.classId, maxStudents: row.c.maxStudents };
      if (keptProblem(others, met).refused) throw conflict(namingDate(lesson, SLOT_TAKEN));
    }
    const nextWeekly = sameWeekly(input.weekly, plan.weekly) ? null : input.weekly;
    await tx.update(plans).set({ nextWeekly }).where(eq(plans.id, id));
  });
  return getPlanFor(db, viewer, id, now);
}
