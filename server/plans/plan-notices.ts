// What a plan's teacher and family are told (issue 33): the facts of the plan or cycle for the notice, read inside the
// transaction that changed it, so the notice is recorded with the change or not at all.
import { and, asc, count, eq } from "drizzle-orm";
import { bookings, classes, planCycles, plans, studentProfiles } from "@shared/schema";
import type { Tx } from "../db";
import type { PlanPaid, PlanPaymentDue } from "../notify/plan-payment-templates";
import type { PlanUpdate } from "../notify/plan-templates";

async function facts(tx: Tx, planId: number) {
  const [row] = await tx
    .select({ teacherId: plans.teacherId, studentName: studentProfiles.name, classTitle: classes.title })
    .from(plans)
    .innerJoin(studentProfiles, eq(studentProfiles.id, plans.studentId))
    .innerJoin(classes, eq(classes.id, plans.classId))
    .where(eq(plans.id, planId));
  return {
    kind: "plan_update" as const,
    to: row.teacherId,
    planId,
    studentName: row.studentName,
    classTitle: row.classTitle,
  };
}

export async function planStarted(tx: Tx, planId: number): Promise<PlanUpdate> {
  const [first] = await tx
    .select({ at: bookings.scheduledAt })
    .from(bookings)
    .where(eq(bookings.planId, planId))
    .orderBy(asc(bookings.scheduledAt))
    .limit(1);
  return { ...(await facts(tx, planId)), change: "started", firstLessonAt: first?.at };
}

export async function planPaused(tx: Tx, planId: number, from: string, until: string): Promise<PlanUpdate> {
  return { ...(await facts(tx, planId)), change: "paused", from, until };
}

export async function planCancelled(tx: Tx, planId: number): Promise<PlanUpdate> {
  return { ...(await facts(tx, planId)), change: "cancelled" };
}

/** A cycle's facts for the family's payment notices: its dates, amount and the lessons it holds. */
async function cycleFacts(tx: Tx, cycleId: number) {
  const [[row], [held]] = await Promise.all([
    tx
      .select({
        to: plans.parentId,
        planId: plans.id,
        classId: plans.classId,
        studentName: studentProfiles.name,
        classTitle: classes.title,
        startsOn: planCycles.startsOn,
        endsOn: planCycles.endsOn,
        amount: planCycles.amount,
      })
      .from(planCycles)
      .innerJoin(plans, eq(plans.id, planCycles.planId))
      .innerJoin(studentProfiles, eq(studentProfiles.id, plans.studentId))
      .innerJoin(classes, eq(classes.id, plans.classId))
      .where(eq(planCycles.id, cycleId)),
    tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.planCycleId, cycleId), eq(bookings.status, "scheduled"))),
  ]);
  return { ...row, lessons: held.n };
}

export async function planPaid(tx: Tx, cycleId: number, orderId: string): Promise<PlanPaid> {
  return { kind: "plan_paid", ...(await cycleFacts(tx, cycleId)), orderId };
}

export async function planPaymentDue(
  tx: Tx,
  cycleId: number,
  outcome: PlanPaymentDue["outcome"],
  payBy?: Date,
): Promise<PlanPaymentDue> {
  return { kind: "plan_payment_due", ...(await cycleFacts(tx, cycleId)), outcome, payBy };
}
