// Plans as each reader sees them (api.md "Plans"): the family, the teacher of the class, admins; 404 for anyone else.
// A page of plans is read in three queries (plans, their latest cycles, those cycles' lessons), never one per plan.
import { and, asc, count, desc, eq, gte, inArray, isNull, max, ne, sql, sum, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fromCents } from "@shared/money";
import type { Page, PageQuery } from "@shared/paging";
import type { PlanCreated, PlanCycle, PlanItem, PlanLesson } from "@shared/plans";
import {
  bookings,
  classes,
  planCredits,
  planCycles,
  planPauses,
  plans,
  studentProfiles,
  teacherProfiles,
  users,
  type PlanCycleRow,
} from "@shared/schema";
import type { Db, Tx } from "../db";
import { notFound } from "../http-error";
import { can, holds, scopeOf, type Viewer } from "../viewer";
import { wallClockIn } from "@shared/wall-clock";
import { pausedOn } from "./paused-times";
import { addDays, renewsOnOf } from "./plans.rules";

const teacher = alias(users, "plan_teacher");
/** A plan that no longer renews: cancelled or ended. */
const OVER = new Set(["cancelled", "ended"]);

async function selectPlans(db: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      p: plans,
      studentName: studentProfiles.name,
      classTitle: classes.title,
      teacherName: sql<string>`${teacher.firstName} || ' ' || ${teacher.lastName}`,
      teacherStatus: teacherProfiles.verificationStatus,
    })
    .from(plans)
    .innerJoin(studentProfiles, eq(studentProfiles.id, plans.studentId))
    .innerJoin(classes, eq(classes.id, plans.classId))
    .innerJoin(teacher, eq(teacher.id, plans.teacherId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, plans.teacherId))
    .where(where)
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(limit)
    .offset(offset);
}
type PlanRecord = Awaited<ReturnType<typeof selectPlans>>[number];

/**
 * The current and next cycle of each plan (the latest two: the renewal makes the next one before the current ends),
 * their live lessons (not cancelled), and the last lesson still to be held.
 */
async function cyclesOf(db: Db | Tx, planIds: number[], today: string) {
  const cycles = new Map<number, { current: PlanCycleRow; next: PlanCycleRow | null }>();
  const lessons = new Map<number, PlanLesson[]>();
  if (planIds.length === 0) return { cycles, lessons, last: new Map<number, Date | null>() };
  const latest = db
    .select({ planId: planCycles.planId, n: max(planCycles.number).as("n") })
    .from(planCycles)
    .where(inArray(planCycles.planId, planIds))
    .groupBy(planCycles.planId)
    .as("latest");
  const cycleRows = await db
    .select({ c: planCycles })
    .from(planCycles)
    .innerJoin(latest, and(eq(latest.planId, planCycles.planId), gte(planCycles.number, sql`${latest.n} - 1`)))
    .orderBy(desc(planCycles.number));
  for (const { c } of cycleRows) {
    const seen = cycles.get(c.planId);
    if (!seen) cycles.set(c.planId, { current: c, next: null });
    // The latest has not begun yet: it is the next, and this one (the one before) the current.
    else if (seen.current.startsOn > today) cycles.set(c.planId, { current: c, next: seen.current });
  }
  const cycleIds = cycleRows.map((r) => r.c.id);
  const lessonRows = await db
    .select({ id: bookings.id, cycleId: bookings.planCycleId, scheduledAt: bookings.scheduledAt })
    .from(bookings)
    .where(and(inArray(bookings.planCycleId, cycleIds), ne(bookings.status, "cancelled")))
    .orderBy(bookings.scheduledAt);
  for (const l of lessonRows) {
    const list = lessons.get(l.cycleId ?? 0) ?? [];
    list.push({ bookingId: l.id, scheduledAt: l.scheduledAt.toISOString() });
    lessons.set(l.cycleId ?? 0, list);
  }
  const lastRows = await db
    .select({ planId: bookings.planId, at: max(bookings.scheduledAt) })
    .from(bookings)
    .where(and(inArray(bookings.planId, planIds), eq(bookings.status, "scheduled"), eq(bookings.paymentStatus, "paid")))
    .groupBy(bookings.planId);
  const last = new Map<number, Date | null>(lastRows.map((r) => [r.planId ?? 0, r.at]));
  return { cycles, lessons, last };
}

/** Each plan's credits still to use (count, cents) and its pauses of the last year and to come. */
async function pausesAndCredits(db: Db | Tx, planIds: number[], today: string) {
  const [creditRows, pauseRows] = await Promise.all([
    db
      .select({ planId: planCredits.planId, n: count(), cents: sum(planCredits.amountCents).mapWith(Number) })
      .from(planCredits)
      .where(
        and(inArray(planCredits.planId, planIds), isNull(planCredits.usedInCycleId), isNull(planCredits.refundedAt)),
      )
      .groupBy(planCredits.planId),
    db
      .select()
      .from(planPauses)
      .where(and(inArray(planPauses.planId, planIds), gte(planPauses.untilOn, addDays(today, -366))))
      .orderBy(asc(planPauses.fromOn)),
  ]);
  const credits = new Map(creditRows.map((c) => [c.planId, { count: c.n, amount: fromCents(c.cents) }]));
  const pauses = new Map<number, (typeof pauseRows)[number][]>();
  for (const p of pauseRows) pauses.set(p.planId, [...(pauses.get(p.planId) ?? []), p]);
  return { credits, pauses };
}

/** A cycle as the answers show it. */
const cycleOf = (c: PlanCycleRow, lessons: Map<number, PlanLesson[]>): PlanCycle => ({
  number: c.number,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  amount: c.amount,
  lessons: lessons.get(c.id) ?? [],
  skipped: c.skipped,
});

/** The answer of POST /api/plans, and the core of every plan answer. */
export function planCore(
  p: Pick<PlanRecord["p"], "id" | "status" | "classId" | "studentId" | "weekly">,
  cycle: PlanCycleRow,
  lessons: PlanLesson[],
): PlanCreated {
  return {
    id: p.id,
    status: p.status,
    classId: p.classId,
    studentId: p.studentId,
    weekly: p.weekly.map(({ day, time }) => ({ day, time })),
    currentCycle: cycleOf(cycle, new Map([[cycle.id, lessons]])),
    renewsOn: OVER.has(p.status) ? null : renewsOnOf(cycle.endsOn),
  };
}

async function present(db: Db | Tx, viewer: Viewer, records: PlanRecord[], now: Date): Promise<PlanItem[]> {
  const ids = records.map((r) => r.p.id);
  const { cycles, lessons, last } = await cyclesOf(db, ids, now.toISOString().slice(0, 10));
  const { credits, pauses } = await pausesAndCredits(db, ids, now.toISOString().slice(0, 10));
  return records.flatMap((r) => {
    const both = cycles.get(r.p.id);
    if (!both) return [];
    const cycle = both.current;
    // The teacher sees the child as on their bookings: not while they are not approved (booking-items present()).
    const hidden = r.p.teacherId === viewer.id && r.p.parentId !== viewer.id && r.teacherStatus !== "approved";
    const at = last.get(r.p.id);
    const own = pauses.get(r.p.id) ?? [];
    // Stored `active`, shown `paused` while today (in the plan's zone) is inside a pause (decision 090).
    const paused = r.p.status === "active" && pausedOn(own, wallClockIn(now, r.p.timeZone).date);
    // The refused renewal's cycle: the latest, still pending (the next one, or the current once it has begun).
    const refused = r.p.status === "past_due" ? [both.next, cycle].find((c) => c?.status === "pending") : undefined;
    return [
      {
        ...planCore({ ...r.p, status: paused ? "paused" : r.p.status }, cycle, lessons.get(cycle.id) ?? []),
        nextCycle: both.next && cycleOf(both.next, lessons),
        parentId: r.p.parentId,
        teacherId: r.p.teacherId,
        studentName: hidden ? "A student" : r.studentName,
        teacherName: r.teacherName,
        classTitle: r.classTitle,
        timeZone: r.p.timeZone,
        createdAt: r.p.createdAt.toISOString(),
        cancelledAt: r.p.cancelledAt?.toISOString() ?? null,
        lastLessonAt: at ? at.toISOString() : null,
        nextWeekly: r.p.nextWeekly?.map(({ day, time }) => ({ day, time })) ?? null,
        credits: credits.get(r.p.id) ?? { count: 0, amount: "0.00" },
        pauses: own.map((p) => ({ from: p.fromOn, until: p.untilOn })),
        payBy: refused?.payBy?.toISOString() ?? null,
      },
    ];
  });
}

/** GET /api/plans: the viewer's plans by the role acted in, the newest first. */
export async function listPlans(db: Db, viewer: Viewer, query: PageQuery, now = new Date()): Promise<Page<PlanItem>> {
  const role = scopeOf(viewer);
  const where =
    role === "admin" ? undefined : role === "teacher" ? eq(plans.teacherId, viewer.id) : eq(plans.parentId, viewer.id);
  const [records, [{ n }]] = await Promise.all([
    selectPlans(db, where, query.limit, query.offset),
    db.select({ n: count() }).from(plans).where(where),
  ]);
  return { items: await present(db, viewer, records, now), total: n };
}

/** GET /api/plans/{id}: its parent, its teacher or an admin; 404 for anyone else. */
export async function getPlanFor(db: Db | Tx, viewer: Viewer, id: number, now = new Date()): Promise<PlanItem> {
  const [record] = await selectPlans(db, eq(plans.id, id), 1, 0);
  if (!record || !can(viewer, "read booking", record.p)) throw notFound("Plan not found");
  const [item] = await present(db, viewer, [record], now);
  if (!item) throw notFound("Plan not found");
  return item;
}

/** Who may cancel: the plan's parent or an admin (the teacher reads it, and is refused with 403). */
export const mayCancel = (viewer: Viewer, p: { parentId: number }): boolean =>
  p.parentId === viewer.id || holds(viewer, "admin");
