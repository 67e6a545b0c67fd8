// What a plan's teacher is told (issue 33): the facts of the plan for the notice, read inside the transaction that
// changed it, so the notice is recorded with the change or not at all.
import { asc, eq } from "drizzle-orm";
import { bookings, classes, plans, studentProfiles } from "@shared/schema";
import type { Tx } from "../db";
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
