// A teacher's hours as teacher_profiles stores them and as the slot rules read them: the one mapping (decision 071).
import { teacherProfiles, type TeacherProfileRow } from "@shared/schema";
import {
  lastDayOf,
  minutesOf,
  type HoursException,
  type HoursExceptionInput,
  type TeacherHours,
  type TeacherHoursValues,
  type TimeWindow,
} from "@shared/teacher-hours";
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
 * Exceptions as they are kept: by first day, a range's last day only when after the first, windows by start. Those
 * over before today in the teacher's zone are dropped: they can no longer change a slot, and would only use up the cap.
 */
export function savedExceptions(exceptions: HoursExceptionInput[], today: string): HoursException[] {
  return exceptions
    .filter((e) => lastDayOf(e) >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => ({
      date: e.date,
      ...(lastDayOf(e) > e.date ? { to: lastDayOf(e) } : {}),
      windows: [...e.windows].sort(byStart).map(({ start, end }) => ({ start, end })),
    }));
}

/**
 * The hours a teacher saves, in a canonical order (by day, then start) so the week view reads them back as it shows
 * them. Without exceptions, the saved ones (`current`) stay; without a zone, the profile's (`currentZone`).
 */
export function savedHours(
  values: TeacherHoursValues,
  currentZone: string,
  now: Date,
  current: HoursException[] = [],
): TeacherHours {
  const timeZone = values.timeZone ?? currentZone;
  const today = wallClockIn(now, timeZone).date;
  return {
    timeZone,
    minimumNoticeHours: values.minimumNoticeHours,
    weekly: [...values.weekly]
      .sort((a, b) => a.day - b.day || byStart(a, b))
      .map(({ day, start, end }) => ({ day, start, end })),
    exceptions: savedExceptions(values.exceptions ?? current, today),
  };
}
