// A teacher's own hours (api.md "Scheduling"): read and replaced whole. Bookings already made stay as they are; only
// the slots offered from now on follow the new hours.
import { eq } from "drizzle-orm";
import { minutesOf, type Availability, type AvailabilityValues, type TimeWindow } from "@shared/availability";
import { teacherProfiles, type TeacherProfileRow } from "@shared/schema";
import { wallClockIn } from "@shared/wall-clock";
import type { Db } from "../db";
import { notFound } from "../http-error";

const NO_PROFILE = "You have not created a teacher profile yet";

const byStart = (a: TimeWindow, b: TimeWindow) => minutesOf(a.start) - minutesOf(b.start);

function toAvailability(
  p: Pick<TeacherProfileRow, "timeZone" | "minimumNoticeHours" | "weeklyHours" | "availabilityExceptions">,
): Availability {
  return {
    timeZone: p.timeZone,
    minimumNoticeHours: p.minimumNoticeHours,
    weekly: p.weeklyHours,
    exceptions: p.availabilityExceptions,
  };
}

const columns = {
  timeZone: teacherProfiles.timeZone,
  minimumNoticeHours: teacherProfiles.minimumNoticeHours,
  weeklyHours: teacherProfiles.weeklyHours,
  availabilityExceptions: teacherProfiles.availabilityExceptions,
};

export async function getAvailability(db: Db, teacherId: number): Promise<Availability> {
  const [row] = await db.select(columns).from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId));
  if (!row) throw notFound(NO_PROFILE);
  return toAvailability(row);
}

/**
 * Replaces the teacher's hours. Stored in a canonical order (by day, then start; exceptions by date) so the week view
 * reads them back as it shows them. Exceptions for dates already past in the teacher's zone are dropped: they can no
 * longer change a slot, and keeping them would only use up the cap.
 */
export async function saveAvailability(
  db: Db,
  teacherId: number,
  values: AvailabilityValues,
  now = new Date(),
): Promise<Availability> {
  const [current] = await db
    .select({ timeZone: teacherProfiles.timeZone })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  if (!current) throw notFound(NO_PROFILE);
  const timeZone = values.timeZone ?? current.timeZone;
  const today = wallClockIn(now, timeZone).date;
  const weekly = [...values.weekly]
    .sort((a, b) => a.day - b.day || byStart(a, b))
    .map(({ day, start, end }) => ({ day, start, end }));
  const exceptions = values.exceptions
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => ({ date: e.date, windows: [...e.windows].sort(byStart).map(({ start, end }) => ({ start, end })) }));
  const [row] = await db
    .update(teacherProfiles)
    .set({
      timeZone,
      minimumNoticeHours: values.minimumNoticeHours,
      weeklyHours: weekly,
      availabilityExceptions: exceptions,
    })
    .where(eq(teacherProfiles.userId, teacherId))
    .returning(columns);
  if (!row) throw notFound(NO_PROFILE);
  return toAvailability(row);
}
