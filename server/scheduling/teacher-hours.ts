// A teacher's hours as teacher_profiles stores them and as the slot rules read them: the one mapping (decision 071).
import { teacherProfiles, type TeacherProfileRow } from "@shared/schema";
import { minutesOf, type TeacherHours, type TeacherHoursValues, type TimeWindow } from "@shared/teacher-hours";
import { wallClockIn } from "@shared/wall-clock";

/** The columns of a teacher's hours, selected (or returned) in the shape of TeacherHours. */
export const hoursColumns = {
  timeZone: teacherProfiles.timeZone,
  minimumNoticeHours: teacherProfiles.minimumNoticeHours,
  weekly: teacherProfiles.weeklyHours,
  exceptions: teacherProfiles.hoursExceptions,
};

type HoursRow = Pick<TeacherProfileRow, "timeZone" | "minimumNoticeHours" | "weeklyHours" | "hoursExceptions">;

/** A profile row's hours; a class whose teacher has no profile row offers none. */
export function hoursOf(p: HoursRow | null): TeacherHours {
  if (!p) return { timeZone: "UTC", minimumNoticeHours: 0, weekly: [], exceptions: [] };
  return {
    timeZone: p.timeZone,
    minimumNoticeHours: p.minimumNoticeHours,
    weekly: p.weeklyHours,
    exceptions: p.hoursExceptions,
  };
}

/** The hours as the columns store them. */
export function hoursRow(hours: TeacherHours): HoursRow {
  return {
    timeZone: hours.timeZone,
    minimumNoticeHours: hours.minimumNoticeHours,
    weeklyHours: hours.weekly,
    hoursExceptions: hours.exceptions,
  };
}

const byStart = (a: TimeWindow, b: TimeWindow) => minutesOf(a.start) - minutesOf(b.start);

/**
 * The hours a teacher saves, in a canonical order (by day, then start; exceptions by date) so the week view reads them
 * back as it shows them. Exceptions for dates already past in the teacher's zone are dropped: they can no longer change
 * a slot, and keeping them would only use up the cap. Without a zone, the profile's (`currentZone`) stays.
 */
export function savedHours(values: TeacherHoursValues, currentZone: string, now: Date): TeacherHours {
  const timeZone = values.timeZone ?? currentZone;
  const today = wallClockIn(now, timeZone).date;
  return {
    timeZone,
    minimumNoticeHours: values.minimumNoticeHours,
    weekly: [...values.weekly]
      .sort((a, b) => a.day - b.day || byStart(a, b))
      .map(({ day, start, end }) => ({ day, start, end })),
    exceptions: values.exceptions
      .filter((e) => e.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => ({ date: e.date, windows: [...e.windows].sort(byStart).map(({ start, end }) => ({ start, end })) })),
  };
}
