// Reading bookings: each viewer sees their own (parent: their children's, teacher: their classes', admin: all).
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingItem } from "@shared/bookings";
import { bookings, classes, studentProfiles, users } from "@shared/schema";
import type { Db } from "../db";

const teacher = alias(users, "teacher");

export async function listBookings(db: Db, viewer: { id: number; roles: string[]; currentRole: string }): Promise<BookingItem[]> {
  const scope =
    viewer.roles.includes("admin") && viewer.currentRole === "admin"
      ? undefined
      : viewer.currentRole === "teacher" && viewer.roles.includes("teacher")
        ? eq(bookings.teacherId, viewer.id)
        : eq(bookings.parentId, viewer.id);
  const rows = await db
    .select({
      b: bookings,
      classTitle: classes.title,
      studentName: studentProfiles.name,
      teacherName: sql<string>`${teacher.firstName} || ' ' || ${teacher.lastName}`,
    })
    .from(bookings)
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
    .innerJoin(teacher, eq(teacher.id, bookings.teacherId))
    .where(scope)
    .orderBy(desc(bookings.scheduledAt), desc(bookings.id))
    .limit(500);
  return rows.map(({ b, classTitle, studentName, teacherName }) => ({
    id: b.id,
    classId: b.classId,
    studentId: b.studentId,
    parentId: b.parentId,
    teacherId: b.teacherId,
    scheduledAt: b.scheduledAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status,
    paymentStatus: b.paymentStatus,
    amount: b.amount,
    notes: b.notes,
    classTitle,
    studentName,
    teacherName,
    createdAt: b.createdAt.toISOString(),
  }));
}
