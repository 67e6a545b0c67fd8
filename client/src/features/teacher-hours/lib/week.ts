// The week view's choices and the small rules behind its buttons. Times are "HH:mm" wall-clock strings of the
// teacher's zone, as the contract (shared/teacher-hours.ts) has them; nothing here turns them into instants.
import { dateIn } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { currentZoneName } from "@shared/time-zone-names";
import {
  TEACHER_HOURS_LIMITS,
  minutesOf,
  timeOf,
  type TeacherHours,
  type TeacherHoursInput,
  type TimeWindow,
} from "@shared/teacher-hours";

const DAY_MINUTES = 24 * 60;
const STEP = 30;

/** Monday first on screen; the data keeps 0 = Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A window starts at 00:00 … 23:30 and ends at 00:30 … 24:00, on a 30-minute grid. */
export const START_TIMES: readonly string[] = Array.from({ length: DAY_MINUTES / STEP }, (_, i) => timeOf(i * STEP));
export const END_TIMES: readonly string[] = Array.from({ length: DAY_MINUTES / STEP }, (_, i) =>
  timeOf((i + 1) * STEP),
);

/** The grid's times, plus `current` in its place when it is off the grid (hours saved through the API, e.g. 09:15). */
export function timeChoices(grid: readonly string[], current: string): readonly string[] {
  if (!current || grid.includes(current)) return grid;
  return [...grid, current].sort((a, b) => minutesOf(a) - minutesOf(b));
}

export const NOTICE_CHOICES = [0, 1, 2, 4, 6, 12, 24, 48, 72, TEACHER_HOURS_LIMITS.minimumNoticeMaxHours] as const;

/** "12 hours", "2 days", in the UI's language (read at call time, so a change of language shows at once). */
export function noticeLabel(hours: number): string {
  if (hours === 0) return i18n.t("No notice");
  if (hours === 168) return i18n.t("1 week");
  if (hours >= 24 && hours % 24 === 0)
    return hours === 24 ? i18n.t("1 day") : i18n.t("{{count}} days", { count: hours / 24 });
  return hours === 1 ? i18n.t("1 hour") : i18n.t("{{count}} hours", { count: hours });
}

/** The notice choices, with a saved value that is not one of them kept in its place. */
export function noticeChoices(current: number): readonly number[] {
  const list: readonly number[] = NOTICE_CHOICES;
  return list.includes(current) ? list : [...list, current].sort((a, b) => a - b);
}

const overlaps = (a: { start: number; end: number }, windows: TimeWindow[]) =>
  windows.some((w) => a.start < minutesOf(w.end) && minutesOf(w.start) < a.end);

/**
 * The window "Add window" proposes: an hour, an hour after the day's last window; else the first free hour (or half
 * hour) of the day; a day with none gets 09:00–17:00. A full day gets 09:00–17:00 too, and the overlap message says
 * why.
 */
export function nextWindow(windows: TimeWindow[]): TimeWindow {
  const fallback = { start: "09:00", end: "17:00" };
  if (windows.length === 0) return fallback;
  const lastEnd = Math.max(...windows.map((w) => minutesOf(w.end)));
  const after = { start: lastEnd + 60, end: lastEnd + 120 };
  if (after.end <= DAY_MINUTES && !overlaps(after, windows))
    return { start: timeOf(after.start), end: timeOf(after.end) };
  for (const length of [60, STEP]) {
    for (let start = 0; start + length <= DAY_MINUTES; start += STEP) {
      const candidate = { start, end: start + length };
      if (!overlaps(candidate, windows)) return { start: timeOf(start), end: timeOf(start + length) };
    }
  }
  return fallback;
}

/** "09:00–12:00, 14:00–20:00", in the order of the day. */
export function formatWindows(windows: TimeWindow[]): string {
  return [...windows]
    .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
    .map((w) => `${w.start}–${w.end}`)
    .join(i18n.t(", "));
}

/** "9 hours", "1.5 hours": the day's teaching time (overlaps counted twice; the form says they are wrong). */
export function hoursLabel(windows: TimeWindow[]): string {
  const minutes = windows.reduce((sum, w) => sum + Math.max(0, minutesOf(w.end) - minutesOf(w.start)), 0);
  const hours = Math.round((minutes / 60) * 100) / 100;
  return hours === 1 ? i18n.t("1 hour") : i18n.t("{{count}} hours", { count: hours });
}

/** Today's date in the teacher's zone, "yyyy-MM-dd" (UTC when the zone is unknown to this browser). */
export const todayIn = (timeZone: string, now: Date = new Date()): string => dateIn(timeZone, now);

/**
 * The saved hours as the form's values: the week in day and time order, and only the exceptions from today on.
 * Past exceptions no longer shape any slot; leaving them out of the form also drops them on the next save, so they
 * never fill the list's limit with dates nobody can see.
 */
export function toFormValues(hours: TeacherHours, today: string): TeacherHoursInput {
  return {
    // Saved before the names were brought up to date (Asia/Calcutta): the picker lists the current name only.
    timeZone: currentZoneName(hours.timeZone),
    minimumNoticeHours: hours.minimumNoticeHours,
    weekly: [...hours.weekly]
      .sort((a, b) => a.day - b.day || minutesOf(a.start) - minutesOf(b.start))
      .map(({ day, start, end }) => ({ day, start, end })),
    exceptions: hours.exceptions
      .filter((e) => e.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => ({ date: e.date, windows: e.windows.map(({ start, end }) => ({ start, end })) })),
  };
}
