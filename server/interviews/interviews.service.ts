// Reading interviews: admins see all, a teacher their own.
import { desc, eq, sql } from "drizzle-orm";
import type { InterviewItem } from "@shared/bookings";
import { interviews, users } from "@shared/schema";
import type { Db } from "../db";

export async function listInterviews(db: Db, viewer: { id: number; roles: string[] }): Promise<InterviewItem[]> {
  const rows = await db
    .select({ i: interviews, teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(interviews)
    .innerJoin(users, eq(users.id, interviews.teacherId))
    .where(viewer.roles.includes("admin") ? undefined : eq(interviews.teacherId, viewer.id))
    .orderBy(desc(interviews.scheduledAt))
    .limit(500);
  return rows.map(({ i, teacherName }) => ({
    id: i.id,
    teacherId: i.teacherId,
    adminId: i.adminId,
    scheduledAt: i.scheduledAt.toISOString(),
    status: i.status,
    notes: i.notes,
    result: i.result,
    feedback: i.feedback,
    teacherName,
    createdAt: i.createdAt.toISOString(),
  }));
}
