// Bookings. Reading: each viewer sees their own (parent: their children's, teacher: their classes', admin: all).
// Writing: the rules are checked here, but the last word is PostgreSQL's: a lock on the class row serializes the
// bookings of one class (group capacity), and exclusion constraints (migration 0001) refuse any overlap of a
// teacher's or a child's lessons, so two racing requests can never both win a slot.
import { and, count, desc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { UPCOMING_BOOKINGS_CAP_MESSAGE, type BookingItem, type CreateBookingValues } from "@shared/bookings";
import { CAPS } from "@shared/constants";
import type { Page, PageQuery } from "@shared/paging";
import { bookings, classes, studentProfiles, teacherProfiles, users } from "@shared/schema";
import { lockOwner, refuseAtCap } from "../caps";
import type { Db, Tx } from "../db";
import { badRequest, conflict, HttpError, notFound, pgError } from "../http-error";
import { can, scopeOf, type Viewer } from "../viewer";
import { changeRefusal, SLOT_TAKEN, slotProblem, type BookingChange } from "./bookings.rules";

const teacher = alias(users, "teacher");

/** The viewer's bookings, the latest lesson first. */
export async function listBookings(db: Db, viewer: Viewer, page: PageQuery): Promise<Page<BookingItem>> {
  // By the role acted in: an admin acting as parent sees their own children's bookings, not everyone's.
  const role = scopeOf(viewer);
  const scope = role === "admin" ? undefined : role === "teacher" ? eq(bookings.teacherId, viewer.id) : eq(bookings.parentId, viewer.id);
  const asTeacher = role === "teacher";
  const [items, [{ n }], [profile]] = await Promise.all([
    selectBookings(db, scope, page.limit, page.offset),
    db.select({ n: count() }).from(bookings).where(scope),
    asTeacher ? db.select({ status: teacherProfiles.verificationStatus }).from(teacherProfiles).where(eq(teacherProfiles.userId, viewer.id)) : [],
  ]);
  if (!asTeacher) return { items, total: n };
  return { items: items.map((b) => asTeacherSees(b, profile?.status)), total: n };
}

/**
 * A teacher sees a child's details only for lessons they still teach: not on cancelled lessons (a rejected or
 * suspended teacher's are all cancelled, and a rejected teacher who resubmits must not get them back), and not at
 * all while rejected.
 */
function asTeacherSees(b: BookingItem, teacherStatus: string | undefined): BookingItem {
  return teacherStatus === "rejected" || b.status === "cancelled" ? { ...b, studentName: "A student", notes: null } : b;
}

/** GET /api/bookings/{id}: one booking for its parent, its teacher or an admin; 404 for anyone else. */
export async function getBookingFor(db: Db, viewer: Viewer, id: number): Promise<BookingItem> {
  const [item] = await selectBookings(db, eq(bookings.id, id), 1);
  if (!item || !can(viewer, "read booking", item)) throw notFound("Booking not found");
  if (can(viewer, "read booking in full", item)) return item;
  const [profile] = await db.select({ status: teacherProfiles.verificationStatus }).from(teacherProfiles).where(eq(teacherProfiles.userId, viewer.id));
  return asTeacherSees(item, profile?.status);
}

export async function getBookingItem(db: Db, id: number): Promise<BookingItem> {
  const [item] = await selectBookings(db, eq(bookings.id, id), 1);
  if (!item) throw notFound("Booking not found");
  return item;
}

async function selectBookings(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<BookingItem[]> {
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
    .where(where)
    .orderBy(desc(bookings.scheduledAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
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

/** Turns a constraint violation of a booking write into the 409 the loser of a race gets. */
function bookingConflict(err: unknown): never {
  const { code, constraint } = pgError(err);
  if (code === "23P01" && constraint === "bookings_student_no_overlap") {
    throw conflict("This child already has a lesson at that time");
  }
  // 23P01: an exclusion constraint; 40P01: two bookings waited on each other and PostgreSQL broke the tie.
  if (code === "23P01" || code === "40P01") throw conflict(SLOT_TAKEN);
  throw err;
}


/** The class, locked until the transaction ends, when it is open for booking; 404 otherwise. */
async function lockBookableClass(tx: Tx, classId: number) {
  const [row] = await tx
    .select({ c: classes, timeZone: teacherProfiles.timeZone })
    .from(classes)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, classes.teacherId))
    .where(eq(classes.id, classId))
    .for("update", { of: classes });
  if (!row || !row.c.isActive) throw notFound("Class not found");
  // The teacher's profile and account, share-locked and read as locked: a rejection or a suspension (which lock them
  // for update, then cancel the teacher's upcoming lessons) commits wholly before this booking, which then sees it,
  // or after it, and then cancels it too. A class of a teacher who is not listed does not exist for families.
  const [teacher] = await tx
    .select({ status: teacherProfiles.verificationStatus, suspendedAt: users.suspendedAt })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(teacherProfiles.userId, row.c.teacherId))
    .for("share");
  if (!teacher || teacher.status !== "approved" || teacher.suspendedAt !== null) throw notFound("Class not found");
  return row;
}

/** Has the lesson of `classId` at `startsAt` a free place (bookings other than `exceptId` counted)? */
async function hasRoom(tx: Tx, classId: number, startsAt: Date, maxStudents: number, exceptId?: number) {
  const conds = [eq(bookings.classId, classId), eq(bookings.scheduledAt, startsAt), ne(bookings.status, "cancelled")];
  if (exceptId !== undefined) conds.push(ne(bookings.id, exceptId));
  const [{ n }] = await tx.select({ n: count() }).from(bookings).where(and(...conds));
  return n < maxStudents;
}

export async function createBooking(db: Db, parentId: number, input: CreateBookingValues, now = new Date()): Promise<BookingItem> {
  const id = await db
    .transaction(async (tx) => {
      await lockOwner(tx, parentId);
      const [{ upcoming }] = await tx
        .select({ upcoming: count() })
        .from(bookings)
        .where(and(eq(bookings.parentId, parentId), eq(bookings.status, "scheduled"), gt(bookings.scheduledAt, now)));
      refuseAtCap(upcoming, CAPS.upcomingBookingsPerParent, UPCOMING_BOOKINGS_CAP_MESSAGE);
      const [student] = await tx
        .select({ id: studentProfiles.id })
        .from(studentProfiles)
        .where(and(eq(studentProfiles.id, input.studentId), eq(studentProfiles.parentId, parentId)));
      // Another parent's child is answered exactly like a missing one.
      if (!student) throw notFound("Student not found");
      const row = await lockBookableClass(tx, input.classId);
      // A teacher who is also a parent would otherwise be both sides of the booking (and could complete it).
      if (row.c.teacherId === parentId) throw new HttpError(403, "You cannot book your own class");
      const startsAt = new Date(input.scheduledAt);
      const problem = slotProblem(startsAt, row.timeZone, now);
      if (problem) throw badRequest(problem);
      if (!(await hasRoom(tx, row.c.id, startsAt, row.c.maxStudents))) throw conflict(SLOT_TAKEN);
      const [created] = await tx
        .insert(bookings)
        .values({
          classId: row.c.id,
          studentId: student.id,
          parentId,
          teacherId: row.c.teacherId,
          scheduledAt: startsAt,
          endsAt: new Date(startsAt.getTime() + row.c.duration * 60_000),
          // The price is fixed when the booking is made; payment later charges exactly this.
          amount: row.c.price,
          notes: input.notes || null,
        })
        .returning({ id: bookings.id });
      return created.id;
    })
    .catch((err: unknown) => (err instanceof HttpError ? Promise.reject(err) : bookingConflict(err)));
  return getBookingItem(db, id);
}

export async function updateBooking(db: Db, viewerId: number, id: number, change: BookingChange, now = new Date()): Promise<BookingItem> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
      if (!current) throw notFound("Booking not found");
      const refusal = changeRefusal(current, viewerId, change, now);
      if (refusal) throw new HttpError(refusal[0], refusal[1]);
      if (change.kind === "cancel") {
        await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
      } else if (change.kind === "complete") {
        await tx.update(bookings).set({ status: "completed", attended: change.attended }).where(eq(bookings.id, id));
      } else {
        const row = await lockBookableClass(tx, current.classId);
        const problem = slotProblem(change.scheduledAt, row.timeZone, now);
        if (problem) throw badRequest(problem);
        if (!(await hasRoom(tx, row.c.id, change.scheduledAt, row.c.maxStudents, id))) throw conflict(SLOT_TAKEN);
        await tx
          .update(bookings)
          .set({ scheduledAt: change.scheduledAt, endsAt: new Date(change.scheduledAt.getTime() + (current.endsAt.getTime() - current.scheduledAt.getTime())) })
          .where(eq(bookings.id, id));
      }
    })
    .catch((err: unknown) => (err instanceof HttpError ? Promise.reject(err) : bookingConflict(err)));
  return getBookingItem(db, id);
}
