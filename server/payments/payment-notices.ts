// What a payment tells people (issue 16): the parent's receipt (amount, class, date, order id) and the teacher's
// notice that the lesson is paid. Written in the payment's transaction; the emails go after its commit.
import { eq, sql } from "drizzle-orm";
import { bookings, classes, studentProfiles, users } from "@shared/schema";
import type { Tx } from "../db";
import type { LessonPaid } from "../notify/events";
import { recordAllInApp, type Recorded } from "../notify/notify";

/** The paid booking's in-app notices for its parent and its teacher, recipients loaded for the emails. */
export async function recordPaidNotices(tx: Tx, bookingId: number, orderId: string): Promise<Recorded<LessonPaid>[]> {
  const [row] = await tx
    .select({
      parentId: bookings.parentId,
      teacherId: bookings.teacherId,
      scheduledAt: bookings.scheduledAt,
      amount: bookings.amount,
      classTitle: classes.title,
      studentName: studentProfiles.name,
      teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(bookings)
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
    .innerJoin(users, eq(users.id, bookings.teacherId))
    .where(eq(bookings.id, bookingId));
  if (!row) return [];
  const { parentId, teacherId, ...facts } = row;
  const lesson = { kind: "lesson_paid" as const, bookingId, orderId, ...facts };
  return recordAllInApp(tx, [
    { ...lesson, to: parentId, for: "parent" },
    { ...lesson, to: teacherId, for: "teacher" },
  ]);
}
