// Booking slots (spec §9): the listed times in the teacher's time zone, never on Sundays, never in the past.
// A teacher teaches one lesson at a time; a group class fills up to maxStudents at the same start.
import { LRUCache } from "lru-cache";
import { TIME_SLOTS } from "@shared/constants";
import { instantIn, wallClockIn } from "@shared/wall-clock";

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

// A day's slot instants in a zone never change: converting wall-clock times through the zone rules costs ~10 µs
// each (Intl), so a week of slots took 0.6 ms per availability request. Remembered per (zone, date).
const daySlots = new LRUCache<string, readonly { time: string; at: number }[]>({ max: 20_000 });

function slotsOfDay(date: string, timeZone: string): readonly { time: string; at: number }[] {
  const key = `${timeZone} ${date}`;
  let day = daySlots.get(key);
  if (!day) {
    day = TIME_SLOTS.map((time) => ({ time, at: instantIn(date, time, timeZone).getTime() }));
    daySlots.set(key, day);
  }
  return day;
}

export function slotTimes(from: string, to: string, timeZone: string, now: Date): SlotTime[] {
  const slots: SlotTime[] = [];
  for (const date of datesBetween(from, to)) {
    // The weekday of a calendar date does not depend on the zone.
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue;
    for (const { time, at } of slotsOfDay(date, timeZone)) {
      if (at > now.getTime()) slots.push({ date, time, startsAt: new Date(at) });
    }
  }
  return slots;
}

/** Is this start a listed slot of the teacher: a slot time, not a Sunday, in the future? */
export function isListedSlot(startsAt: Date, timeZone: string, now: Date): boolean {
  if (startsAt <= now) return false;
  const { date, time } = wallClockIn(startsAt, timeZone);
  return slotTimes(date, date, timeZone, now).some((s) => s.time === time && s.startsAt.getTime() === startsAt.getTime());
}

export interface BusyLesson {
  classId: number;
  scheduledAt: Date;
  endsAt: Date;
}

/** Free when nothing of the teacher overlaps, or when only the same group class at the same start does and it has room. */
export function isFree(
  slot: { classId: number; startsAt: Date; durationMinutes: number; maxStudents: number },
  busy: BusyLesson[],
): boolean {
  const end = slot.startsAt.getTime() + slot.durationMinutes * 60_000;
  const overlapping = busy.filter((b) => b.scheduledAt.getTime() < end && b.endsAt.getTime() > slot.startsAt.getTime());
  if (overlapping.length === 0) return true;
  const sameGroup = overlapping.every((b) => b.classId === slot.classId && b.scheduledAt.getTime() === slot.startsAt.getTime());
  return sameGroup && overlapping.length < slot.maxStudents;
}
