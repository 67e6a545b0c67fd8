// A teacher's own hours (api.md "Scheduling"): weekly windows per weekday and exceptions by date, wall-clock times in
// the teacher's time zone. One contract for the week view's form and the PUT route; the slot rules read the same shape.
import { z } from "zod";
import { timeZone } from "./fields";

export const TEACHER_HOURS_LIMITS = {
  /** Windows a day may have (weekly, per weekday, and per exception). */
  windowsPerDay: 6,
  /** Exceptions kept at once: a year of holidays and travel with room to spare. */
  exceptions: 120,
  /** Days one exception may cover, first and last included: a long journey or a season, not a standing absence. */
  exceptionDays: 90,
  minimumNoticeMaxHours: 168,
  defaultNoticeHours: 12,
} as const;

/** Sunday first, as Date.getDay() and the API number them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface TimeWindow {
  start: string;
  end: string;
}
export interface WeeklyWindow extends TimeWindow {
  /** 0 Sunday … 6 Saturday. */
  day: number;
}
export interface HoursException {
  /** The first day. */
  date: string;
  /** The last day of a range, inclusive; absent for one day (as every exception saved before ranges). */
  to?: string;
  /** None: a day off. */
  windows: TimeWindow[];
}
export interface TeacherHours {
  timeZone: string;
  minimumNoticeHours: number;
  weekly: WeeklyWindow[];
  exceptions: HoursException[];
}

/** The spec's slots for new teachers: Monday–Saturday 09:00–12:00 and 14:00–20:00, notice 12 hours. */
export const DEFAULT_WEEKLY_HOURS: WeeklyWindow[] = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, start: "09:00", end: "12:00" },
  { day, start: "14:00", end: "20:00" },
]);

/** "09:30" → 570; "24:00" → 1440 (a window may end at midnight). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 570 → "09:30". */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const TIME_FORMAT = "Use a time such as 09:00";
const startTime = z.string({ error: TIME_FORMAT }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_FORMAT);
const endTime = z.string({ error: TIME_FORMAT }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, TIME_FORMAT);

const windowSchema = z.object({ start: startTime, end: endTime }).refine((w) => minutesOf(w.start) < minutesOf(w.end), {
  message: "A window must end after it starts",
  path: ["end"],
});

const isoDate = z
  .string({ error: "Use a date such as 2026-12-25" })
  .regex(/^20\d{2}-\d{2}-\d{2}$/, "Use a date such as 2026-12-25")
  // A date that rolls over (2027-02-30) or cannot be read (2026-13-45) is not a real date; never throws.
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "Use a real date");

/** Which windows of one day overlap (touching is fine: 12:00–14:00 then 14:00–16:00). */
export function overlapping(windows: TimeWindow[]): boolean {
  const sorted = [...windows].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return sorted.some((w, i) => i > 0 && minutesOf(w.start) < minutesOf(sorted[i - 1].end));
}

/** Days from `from` to `to`, both counted: 2026-12-25 to 2026-12-25 is 1. */
export const daysSpanned = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** One exception: a day or a range of days off, or with different hours. `to` is optional: one day. */
export const hoursExceptionSchema = z
  .object({
    date: isoDate,
    to: isoDate.optional(),
    windows: z
      .array(windowSchema)
      .max(TEACHER_HOURS_LIMITS.windowsPerDay, `At most ${TEACHER_HOURS_LIMITS.windowsPerDay} windows a day`),
  })
  .superRefine((e, ctx) => {
    if (overlapping(e.windows))
      ctx.addIssue({ code: "custom", path: ["windows"], message: `${e.date}: windows overlap` });
    if (e.to === undefined || e.to < e.date) {
      if (e.to !== undefined)
        ctx.addIssue({ code: "custom", path: ["to"], message: "The last day is before the first" });
      return;
    }
    if (daysSpanned(e.date, e.to) > TEACHER_HOURS_LIMITS.exceptionDays)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `An exception covers at most ${TEACHER_HOURS_LIMITS.exceptionDays} days`,
      });
  });
export type HoursExceptionInput = z.input<typeof hoursExceptionSchema>;

/** The last day of an exception (a row saved before ranges has only its date). */
export const lastDayOf = (e: { date: string; to?: string }): string => e.to ?? e.date;

/** Exceptions that cover the same day twice: a message on the later one's date. */
function exceptionClashes(exceptions: HoursExceptionInput[], ctx: z.RefinementCtx, at: (string | number)[]) {
  const order = exceptions.map((e, i) => ({ e, i })).sort((a, b) => a.e.date.localeCompare(b.e.date));
  order.forEach(({ e, i }, k) => {
    const before = order[k - 1]?.e;
    if (!before) return;
    const message = before.date === e.date ? `${e.date} is listed twice` : `${e.date}: overlaps another exception`;
    if (e.date <= lastDayOf(before)) ctx.addIssue({ code: "custom", path: [...at, i, "date"], message });
  });
}

const exceptionList = z
  .array(hoursExceptionSchema)
  .max(TEACHER_HOURS_LIMITS.exceptions, `At most ${TEACHER_HOURS_LIMITS.exceptions} exceptions`);

/** PUT /api/teacher/availability/exceptions: the exceptions alone, saved as each one is confirmed. */
export const hoursExceptionsSchema = z
  .object({ exceptions: exceptionList })
  .superRefine((v, ctx) => exceptionClashes(v.exceptions, ctx, ["exceptions"]));
export type HoursExceptionsValues = z.output<typeof hoursExceptionsSchema>;

const dayOfWeek = z
  .number({ error: "day must be 0 (Sunday) to 6 (Saturday)" })
  .int("day must be 0 (Sunday) to 6 (Saturday)")
  .min(0, "day must be 0 (Sunday) to 6 (Saturday)")
  .max(6, "day must be 0 (Sunday) to 6 (Saturday)");

/** PUT /api/teacher/availability. The zone is optional: the profile's stays when absent. */
export const teacherHoursSchema = z
  .object({
    timeZone: timeZone.optional(),
    minimumNoticeHours: z
      .number({ error: "Minimum notice must be a number of hours" })
      .int("Minimum notice must be a whole number of hours")
      .min(0, "Minimum notice cannot be negative")
      .max(
        TEACHER_HOURS_LIMITS.minimumNoticeMaxHours,
        `Minimum notice must be at most ${TEACHER_HOURS_LIMITS.minimumNoticeMaxHours} hours`,
      ),
    weekly: z
      .array(
        z
          .object({ day: dayOfWeek, start: startTime, end: endTime })
          .refine((w) => minutesOf(w.start) < minutesOf(w.end), {
            message: "A window must end after it starts",
            path: ["end"],
          }),
      )
      .max(7 * TEACHER_HOURS_LIMITS.windowsPerDay, "Too many weekly windows"),
    /** Absent: the saved exceptions stay (the week view saves them on their own). */
    exceptions: exceptionList.optional(),
  })
  .superRefine((v, ctx) => {
    for (let day = 0; day < 7; day++) {
      const windows = v.weekly.filter((w) => w.day === day);
      if (windows.length > TEACHER_HOURS_LIMITS.windowsPerDay) {
        ctx.addIssue({
          code: "custom",
          path: ["weekly"],
          message: `${WEEKDAY_NAMES[day]}: at most ${TEACHER_HOURS_LIMITS.windowsPerDay} windows a day`,
        });
      } else if (overlapping(windows)) {
        ctx.addIssue({ code: "custom", path: ["weekly"], message: `${WEEKDAY_NAMES[day]}: windows overlap` });
      }
    }
    if (v.exceptions) exceptionClashes(v.exceptions, ctx, ["exceptions"]);
  });
export type TeacherHoursInput = z.input<typeof teacherHoursSchema>;
export type TeacherHoursValues = z.output<typeof teacherHoursSchema>;

/** The windows in force on a date of the teacher's calendar: those of an exception covering it, else its weekday's. */
export function windowsOn(date: string, hours: Pick<TeacherHours, "weekly" | "exceptions">): TimeWindow[] {
  const exception = hours.exceptions.find((e) => e.date <= date && date <= lastDayOf(e));
  if (exception) return exception.windows;
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return hours.weekly.filter((w) => w.day === day).map(({ start, end }) => ({ start, end }));
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * The weekly hours in one line, days with the same windows grouped in week order from Monday:
 * "Mon–Sat 09:00–12:00, 14:00–20:00". "No weekly hours" when there are none.
 */
export function summarizeWeekly(weekly: WeeklyWindow[]): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const label = (day: number) =>
    weekly
      .filter((w) => w.day === day)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
      .map((w) => `${w.start}–${w.end}`)
      .join(", ");
  const groups: { days: number[]; hours: string }[] = [];
  for (const day of order) {
    const hours = label(day);
    if (!hours) continue;
    const last = groups.at(-1);
    const previous = order[order.indexOf(day) - 1];
    if (last && last.hours === hours && last.days.at(-1) === previous) last.days.push(day);
    else groups.push({ days: [day], hours });
  }
  if (groups.length === 0) return "No weekly hours";
  return groups
    .map((g) => {
      const first = SHORT_DAYS[g.days[0]];
      const last = SHORT_DAYS[g.days[g.days.length - 1]];
      return `${g.days.length === 1 ? first : g.days.length === 2 ? `${first}, ${last}` : `${first}–${last}`} ${g.hours}`;
    })
    .join("; ");
}
