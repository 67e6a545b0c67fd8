// Scheduling's queries (decision 071): a teacher's hours, read and replaced whole (bookings already made stay), and a
// class's slots with those the teacher is already booked for.
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Slot, SlotsQuery } from "@shared/classes";
import { bookings, teacherProfiles } from "@shared/schema";
import type { HoursExceptionsValues, TeacherHours, TeacherHoursValues } from "@shared/teacher-hours";
import { wallClockIn } from "@shared/wall-clock";
import type { Db } from "../db";
import { notFound } from "../http-error";
import { holdLapsedSql } from "./holds";
import { seatsLeft, slotTimes } from "./scheduling.rules";
import { hoursColumns, hoursRow, savedExceptions, savedHours } from "./teacher-hours";

const NO_PROFILE = "You have not created a teacher profile yet";

export async function getTeacherHours(db: Db, teacherId: number): Promise<TeacherHours> {
  const [row] = await db.select(hoursColumns).from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId));
  if (!row) throw notFound(NO_PROFILE);
  return row;
}

/**
 * Replaces the teacher's hours (savedHours: in order, past exceptions dropped); the answer is what was stored. Without
 * exceptions in `values` the saved ones stay: the week view saves them on their own (saveHoursExceptions).
 */
export async function saveTeacherHours(
  db: Db,
  teacherId: number,
  values: TeacherHoursValues,
  now = new Date(),
): Promise<TeacherHours> {
  const [current] = await db
    .select({ timeZone: teacherProfiles.timeZone, exceptions: teacherProfiles.hoursExceptions })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  if (!current) throw notFound(NO_PROFILE);
  const [row] = await db
    .update(teacherProfiles)
    .set(hoursRow(savedHours(values, current.timeZone, now, current.exceptions)))
    .where(eq(teacherProfiles.userId, teacherId))
    .returning(hoursColumns);
  if (!row) throw notFound(NO_PROFILE);
  return row;
}

/** Replaces the teacher's exceptions alone (confirmed in their dialog), the weekly hours untouched. */
export async function saveHoursExceptions(
  db: Db,
  teacherId: number,
  values: HoursExceptionsValues,
  now = new Date(),
): Promise<TeacherHours> {
  const [current] = await db
    .select({ timeZone: teacherProfiles.timeZone })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  if (!current) throw notFound(NO_PROFILE);
  const today = wallClockIn(now, current.timeZone).date;
  const [saved] = await db
    .update(teacherProfiles)
    .set({ hoursExceptions: savedExceptions(values.exceptions, today) })
    .where(eq(teacherProfiles.userId, teacherId))
    .returning(hoursColumns);
  if (!saved) throw notFound(NO_PROFILE);
  return saved;
}

// Runs on every view of a class page: prepared once per connection, PostgreSQL plans it once (planning cost more than
// running it: ~0.8 ms against ~0.4 ms).
const prepared = new WeakMap<Db, ReturnType<typeof prepareBusy>>();
function prepareBusy(db: Db) {
  return db
    .select({ classId: bookings.classId, scheduledAt: bookings.scheduledAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.teacherId, sql.placeholder("teacherId")),
        ne(bookings.status, "cancelled"),
        lt(bookings.scheduledAt, sql.placeholder("last")),
        gt(bookings.endsAt, sql.placeholder("first")),
        // An unpaid hold past its time no longer holds the slot (the next booking releases it).
        sql`NOT ${holdLapsedSql(sql.placeholder("now"))}`,
      ),
    )
    .prepare("class_page_busy");
}
const busyStatement = (db: Db) => {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepareBusy(db)));
  return s;
};

/** The class a slot is for: the teacher, how long a lesson lasts, how many children one start takes. */
export interface SlotClass {
  id: number;
  teacherId: number;
  duration: number;
  maxStudents: number;
}

/**
 * The class's slots between two dates of the teacher's calendar: the starts inside the teacher's hours, from their
 * notice on, within the horizon, marking those the teacher is already booked for.
 */
export async function offeredSlots(
  db: Db,
  cls: SlotClass,
  hours: TeacherHours,
  query: SlotsQuery,
  now = new Date(),
): Promise<Slot[]> {
  const slots = slotTimes(hours, cls.duration, query.from, query.to, now);
  if (slots.length === 0) return [];
  const first = slots[0].startsAt;
  const last = new Date(slots[slots.length - 1].startsAt.getTime() + cls.duration * 60_000);
  const busy = await busyStatement(db).execute({ teacherId: cls.teacherId, last, first, now });
  return slots.map((s) => {
    const seats = seatsLeft(
      { classId: cls.id, startsAt: s.startsAt, durationMinutes: cls.duration, maxStudents: cls.maxStudents },
      busy,
    );
    const slot: Slot = { date: s.date, time: s.time, startsAt: s.startsAt.toISOString(), available: seats > 0 };
    // A group class says how many places each time still has (issue 32); a one-to-one lesson is free or taken.
    return cls.maxStudents > 1 ? { ...slot, seatsLeft: seats } : slot;
  });
}
