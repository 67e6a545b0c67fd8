// Children's student profiles: a parent only ever sees and changes their own (api.md "Students and bookings").
import { and, asc, eq } from "drizzle-orm";
import type { StudentItem, StudentValues } from "@shared/students";
import { studentProfiles, type StudentProfileRow } from "@shared/schema";
import type { Db } from "../db";
import { notFound } from "../http-error";

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

export async function listStudents(db: Db, parentId: number): Promise<StudentItem[]> {
  const rows = await db.select().from(studentProfiles).where(eq(studentProfiles.parentId, parentId)).orderBy(asc(studentProfiles.id));
  return rows.map(toStudentItem);
}

export async function createStudent(db: Db, parentId: number, values: StudentValues): Promise<StudentItem> {
  const [row] = await db.insert(studentProfiles).values({ ...values, parentId }).returning();
  return toStudentItem(row);
}

export async function updateStudent(db: Db, parentId: number, id: number, values: Partial<StudentValues>): Promise<StudentItem> {
  const [row] = await db
    .update(studentProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(studentProfiles.id, id), eq(studentProfiles.parentId, parentId)))
    .returning();
  // Another parent's child is answered exactly like a missing one.
  if (!row) throw notFound("Student not found");
  return toStudentItem(row);
}
