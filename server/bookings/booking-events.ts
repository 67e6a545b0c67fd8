// What the parties of a booking are told when it is made, moved or cancelled (issue 16): recorded in the change's
// transaction, so the in-app rows commit with it; the emails go after the commit (decision 043).
import { asc, eq, inArray, sql } from "drizzle-orm";
import { bookings, classes, studentProfiles, users, type BookingRow } from "@shared/schema";
import type { Tx } from "../db";
import type { LessonCancelledBy, LessonRescheduled } from "../notify/events";

/** The names every lesson event carries. */
export interface LessonNames {
  classTitle: string;
  studentName: string;
  teacherName: string;
}

export async function lessonNames(tx: Pick<Tx, "select">, bookingId: number): Promise<LessonNames> {
  const [row] = await tx
    .select({
      classTitle: classes.title,
      studentName: studentProfiles.name,
      teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(bookings)
    .innerJoin(classes, eq(classes.id, bookings.classId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, bookings.studentId))
    .innerJoin(users, eq(users.id, bookings.teacherId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * The booking, locked for update, after a KEY SHARE lock on its parent's and teacher's users rows. A notification to
 * a party checks its foreign key with KEY SHARE; a suspension locks the user FOR UPDATE and then cancels their lessons,
 * so taking the users first (as it does) keeps the two from waiting on each other.
 */
export async function lockBooking(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [parties] = await tx
    .select({ parentId: bookings.parentId, teacherId: bookings.teacherId })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!parties) return undefined;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [parties.parentId, parties.teacherId]))
    .orderBy(asc(users.id))
    .for("key share");
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

type Party = "parent" | "teacher";
const userOf = (b: Pick<BookingRow, "parentId" | "teacherId">, party: Party) =>
  party === "parent" ? b.parentId : b.teacherId;

/**
 * A cancellation tells the other party; an admin's tells both. `refund` is what happens to the money under the policy
 * (shared/scheduling.ts): "pending" while a full refund is under way, "none" under 12 hours, "unpaid" when nothing was
 * paid; the email says "full" once the refund went through (bookings.service updateBooking).
 */
export function cancelledEvents(
  b: BookingRow,
  names: LessonNames,
  by: Party | "admin",
  refund: LessonCancelledBy["refund"],
): LessonCancelledBy[] {
  const told: Party[] = by === "admin" ? ["parent", "teacher"] : [by === "parent" ? "teacher" : "parent"];
  return told.map((party) => ({
    kind: "lesson_cancelled_by",
    to: userOf(b, party),
    for: party,
    by,
    refund,
    amount: b.amount,
    bookingId: b.id,
    scheduledAt: b.scheduledAt,
    ...names,
  }));
}

/** A reschedule tells the other party, with the time it had before. */
export function rescheduledEvent(b: BookingRow, names: LessonNames, by: Party, scheduledAt: Date): LessonRescheduled {
  const party: Party = by === "parent" ? "teacher" : "parent";
  return {
    kind: "lesson_rescheduled",
    to: userOf(b, party),
    for: party,
    previousAt: b.scheduledAt,
    scheduledAt,
    bookingId: b.id,
    ...names,
  };
}
