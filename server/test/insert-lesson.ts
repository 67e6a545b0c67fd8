// For tests: a completed lesson written straight into the database (the API only books the future), each at its own
// minute in the past so none overlaps another of the same teacher or child.
import type { Attendance, BookingStatus } from "@shared/constants";
import { bookings } from "@shared/schema";
import type { Db } from "../db";

export interface LessonCast {
  classId: number;
  studentId: number;
  parentId: number;
  teacherId: number;
}

let minute = 0;

export async function insertLesson(
  db: Db,
  cast: LessonCast,
  opts: { status?: BookingStatus; attendance?: Attendance | null; endedDaysAgo?: number; paid?: boolean } = {},
): Promise<number> {
  minute += 2;
  const endsAt = new Date(Date.now() - (opts.endedDaysAgo ?? 1) * 86_400_000 - minute * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({
      ...cast,
      scheduledAt: new Date(endsAt.getTime() - 60_000),
      endsAt,
      status: opts.status ?? "completed",
      attendance: opts.attendance === undefined ? "present" : opts.attendance,
      paymentStatus: opts.paid === false ? "pending" : "paid",
      amount: "20.00",
    })
    .returning({ id: bookings.id });
  return row.id;
}
