// Children's student profiles: a parent only ever sees and changes their own (api.md "Students and bookings").
import { and, asc, count, eq } from "drizzle-orm";
import { CAPS } from "@shared/constants";
import type { StudentLessonSummary } from "@shared/lessons";
import type { Page, PageQuery } from "@shared/paging";
import { CHILDREN_CAP_MESSAGE, type StudentItem, type StudentValues } from "@shared/students";
import { studentProfiles, type StudentProfileRow } from "@shared/schema";
import { lockOwner, refuseAtCap } from "../caps";
import type { Db } from "../db";
import { notFound } from "../http-error";
import { lessonSummaries } from "./summaries";

export function toStudentItem(row: StudentProfileRow): StudentItem {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    age: row.age,
    level: row.level,
    goals: row.goals,
    specialNeeds: row.specialNeeds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A child on the parent's list: the profile and what its card shows beside it (the next lesson, the last report). */
export type StudentListItem = StudentItem & { summary: StudentLessonSummary };

/**
 * A parent's children, oldest first (the order the family added them); the cap keeps them within one default page.
 * The summaries of all the parent's children come from two queries, whatever their number.
 */
export async function listStudents(
  db: Db,
  parentId: number,
  page: PageQuery,
  now = new Date(),
): Promise<Page<StudentListItem>> {
  const own = eq(studentProfiles.parentId, parentId);
  const [rows, [{ n }], summaries] = await Promise.all([
    db.select().from(studentProfiles).where(own).orderBy(asc(studentProfiles.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(studentProfiles).where(own),
    lessonSummaries(db, parentId, now),
  ]);
  return {
    items: rows.map((r) => ({
      ...toStudentItem(r),
      summary: summaries.get(r.id) ?? { nextLesson: null, lastReport: null },
    })),
    total: n,
  };
}

export async function createStudent(db: Db, parentId: number, values: StudentValues): Promise<StudentItem> {
  const row = await db.transaction(async (tx) => {
    await lockOwner(tx, parentId);
    const [{ n }] = await tx.select({ n: count() }).from(studentProfiles).where(eq(studentProfiles.parentId, parentId));
    refuseAtCap(n, CAPS.childrenPerParent, CHILDREN_CAP_MESSAGE);
    const [created] = await tx
      .insert(studentProfiles)
      .values({ ...values, parentId })
      .returning();
    return created;
  });
  return toStudentItem(row);
}

export async function updateStudent(
  db: Db,
  parentId: number,
  id: number,
  values: Partial<StudentValues>,
): Promise<StudentItem> {
  const [row] = await db
    .update(studentProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(studentProfiles.id, id), eq(studentProfiles.parentId, parentId)))
    .returning();
  // Another parent's child is answered exactly like a missing one.
  if (!row) throw notFound("Student not found");
  return toStudentItem(row);
}
