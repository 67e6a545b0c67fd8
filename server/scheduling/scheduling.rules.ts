// The slots of a class and whether a start is bookable (decisions 048 and 071): wall-clock windows in the teacher's
// zone, so 14:00 stays 14:00 across a daylight-saving change; one lesson at a time, a group up to maxStudents.
import { LRUCache } from "lru-cache";
import { LIMITS } from "@shared/constants";
import { minutesOf, timeOf, windowsOn, type TeacherHours, type TimeWindow } from "@shared/teacher-hours";
import { instantIn, wallClockIn } from "@shared/wall-clock";

const HOUR = 3_600_000;

export interface SlotTime {
  date: string;
  time: string;
  startsAt: Date;
}

function* datesBetween(from: string, to: string): Generator<string> {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

// A wall-clock time's instant in a zone never changes: converting through the zone rules costs ~10 µs each (Intl), so
// a month of slots took milliseconds a request. Remembered per (zone, date, time); null for a time
// that does not exist that day (the hour skipped when clocks go forward).
const instants = new LRUCache<string, { at: number } | { at: null }>({ max: 50_000 });

function instantOf(date: string, time: string, timeZone: string): number | null {
  const key = `${timeZone} ${date} ${time}`;
  const hit = instants.get(key);
  if (hit) return hit.at;
  const at = instantIn(date, time, timeZone);
  const round = Number.isNaN(at.getTime()) ? null : wallClockIn(at, timeZone);
  const found = { at: round && round.date === date && round.time === time ? at.getTime() : null };
  instants.set(key, found);
  return found.at;
}

/** Touching or overlapping windows as one: 10:00–12:00 and 12:00–14:00 hold a two-hour lesson at 11:00. */
export function mergeWindows(windows: TimeWindow[]): { start: number; end: number }[] {
  const sorted = windows
    .map((w) => ({ start: minutesOf(w.start), end: minutesOf(w.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const w of sorted) {
    const last = merged.at(-1);
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}

/** Starts on the whole hour; also on the half hour for classes of 30 minutes or less. */
export const slotStep = (durationMinutes: number): number => (durationMinutes <= 30 ? 30 : 60);

/** The earliest start the notice allows, and the latest the horizon allows. */
export function bookableRange(now: Date, noticeHours: number): { earliest: number; latest: number } {
  return {
    earliest: now.getTime() + noticeHours * HOUR,
    latest: now.getTime() + LIMITS.bookingHorizonDays * 24 * HOUR,
  };
}

/**
 * The class's slots between two dates of the teacher's calendar: every start on the step at which the lesson fits
 * in a window (by the wall clock), that exists in the zone that day, from the notice on, within the horizon.
 * `noticeHours` overrides the teacher's notice (a teacher moving their own lesson waives it).
 */
export function slotTimes(
  hours: TeacherHours,
  durationMinutes: number,
  from: string,
  to: string,
  now: Date,
  noticeHours = hours.minimumNoticeHours,
): SlotTime[] {
  const step = slotStep(durationMinutes);
  const { earliest, latest } = bookableRange(now, noticeHours);
  // Only the dates that can hold a bookable start: a range asked for in the past or years ahead costs nothing.
  const first = wallClockIn(new Date(earliest), hours.timeZone).date;
  const last = wallClockIn(new Date(latest), hours.timeZone).date;
  const slots: SlotTime[] = [];
  for (const date of datesBetween(from < first ? first : from, to > last ? last : to)) {
    for (const w of mergeWindows(windowsOn(date, hours))) {
      // The window's real end: on the night clocks go forward, 01:00–03:00 lasts one hour, not two.
      const windowEnd = windowEndAt(date, w.end, hours.timeZone);
      for (let m = Math.ceil(w.start / step) * step; m + durationMinutes <= w.end; m += step) {
        const time = timeOf(m);
        const at = instantOf(date, time, hours.timeZone);
        if (at === null || at < earliest || at > latest || at <= now.getTime()) continue;
        if (at + durationMinutes * 60_000 > windowEnd) continue;
        slots.push({ date, time, startsAt: new Date(at) });
      }
    }
  }
  return slots;
}

/** The instant a window ending at `endMinutes` (1440: midnight) of `date` ends. */
function windowEndAt(date: string, endMinutes: number, timeZone: string): number {
  if (endMinutes < 1440) return instantIn(date, timeOf(endMinutes), timeZone).getTime();
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return instantIn(next, "00:00", timeZone).getTime();
}

/** Is this start one of the slots the class offers now? (slotProblem says why not.) */
export function isOfferedSlot(
  startsAt: Date,
  hours: TeacherHours,
  durationMinutes: number,
  now: Date,
  noticeHours = hours.minimumNoticeHours,
): boolean {
  if (Number.isNaN(startsAt.getTime())) return false;
  const { date } = wallClockIn(startsAt, hours.timeZone);
  return slotTimes(hours, durationMinutes, date, date, now, noticeHours).some(
    (s) => s.startsAt.getTime() === startsAt.getTime(),
  );
}

export interface BusyLesson {
  classId: number;
  scheduledAt: Date;
  endsAt: Date;
}

type SlotOfClass = { classId: number; startsAt: Date; durationMinutes: number; maxStudents: number };

/**
 * The places left at this start: none when another lesson of the teacher overlaps; else the class's size less the
 * live bookings (unexpired holds included) of the same group class at the same start (issue 32: shown per time).
 */
export function seatsLeft(slot: SlotOfClass, busy: BusyLesson[]): number {
  const end = slot.startsAt.getTime() + slot.durationMinutes * 60_000;
  const overlapping = busy.filter((b) => b.scheduledAt.getTime() < end && b.endsAt.getTime() > slot.startsAt.getTime());
  const sameGroup = overlapping.every(
    (b) => b.classId === slot.classId && b.scheduledAt.getTime() === slot.startsAt.getTime(),
  );
  return sameGroup ? Math.max(slot.maxStudents - overlapping.length, 0) : 0;
}

/** Free when nothing of the teacher overlaps, or when only the same group class at the same start does and it has room. */
export function isFree(slot: SlotOfClass, busy: BusyLesson[]): boolean {
  return seatsLeft(slot, busy) > 0;
}

/**
 * Why `startsAt` cannot be booked for a class of `durationMinutes` with a teacher keeping `hours`, or null when it is
 * one of the slots offered now: POST /api/bookings and a reschedule ask it. `noticeHours` overrides the teacher's
 * notice (0 when the teacher moves a lesson).
 */
export function slotProblem(
  startsAt: Date,
  hours: TeacherHours,
  durationMinutes: number,
  now: Date,
  noticeHours = hours.minimumNoticeHours,
): string | null {
  if (startsAt.getTime() <= now.getTime()) return "scheduledAt: Please choose a time in the future";
  if (startsAt.getTime() > bookableRange(now, 0).latest)
    return `scheduledAt: Classes can be booked up to ${LIMITS.bookingHorizonDays} days ahead`;
  if (startsAt.getTime() < now.getTime() + noticeHours * HOUR) {
    return `scheduledAt: This teacher needs at least ${noticeHours} hours' notice`;
  }
  if (windowsOn(wallClockIn(startsAt, hours.timeZone).date, hours).length === 0)
    return "scheduledAt: The teacher does not teach on that day";
  if (!isOfferedSlot(startsAt, hours, durationMinutes, now, noticeHours)) {
    return "scheduledAt: Please choose one of the times the teacher offers";
  }
  return null;
}
