// The iCalendar text of lessons (RFC 5545, decision 047), pure: times in the reader's zone, with a VTIMEZONE built from
// the same Intl zone rules that give the wall-clock time, so the two can never disagree.
import { TZDate, tzOffset } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** One lesson as its reader may see it. */
export interface LessonEvent {
  bookingId: number;
  classTitle: string;
  studentName: string;
  teacherName: string;
  start: Date;
  end: Date;
  /** The booking's last change: SEQUENCE grows with it, so a moved lesson replaces the old one in a calendar. */
  updatedAt: Date;
  /** CONFIRMED (paid), TENTATIVE (unpaid hold), CANCELLED. */
  status: "confirmed" | "tentative" | "cancelled";
  /** The lesson link, only when this reader may see it (booking-items.ts present()). */
  meetingUrl?: string | null;
  /** Why there is no link, told in the description (e.g. not paid yet). */
  linkNote?: string;
  /** The booking's page in the app, absolute. */
  pageUrl?: string;
  /** A lesson of a weekly plan (issue 33): the description says so, as the dashboards' badge does. */
  weeklyPlan?: boolean;
}

export interface CalendarOptions {
  /** The reader's IANA zone; an unknown one (or UTC) writes UTC times. */
  timeZone: string;
  /** DTSTAMP: when the text was made. */
  now: Date;
  /** A feed's name (X-WR-CALNAME) and refresh interval in seconds. */
  name?: string;
  ttlSeconds?: number;
}

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** SEQUENCE counts seconds from 2020: it only grows, and stays a 32-bit integer (which some readers expect) until 2088. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
export const sequenceOf = (updatedAt: Date): number =>
  Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));

/** Stable per booking, whatever moves: a calendar updates its copy instead of adding a second one. */
export const uidOf = (bookingId: number): string => `booking-${bookingId}@halaqa`;

/** True for a zone the runtime knows (an IANA name such as Europe/London). */
export function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

const offsetAt = (zone: string, ms: number): number => tzOffset(zone, new Date(ms));

/** The first minute in (from, to] whose offset differs from the one at `from` (the offsets at the two ends differ). */
function transitionBetween(zone: string, from: number, to: number): number {
  const before = offsetAt(zone, from);
  let lo = Math.floor(from / MINUTE);
  let hi = Math.ceil(to / MINUTE);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(zone, mid * MINUTE) === before) lo = mid;
    else hi = mid;
  }
  return hi * MINUTE;
}

/** The zone's offset changes in [from, to): sampled weekly, then daily, then to the minute (no zone changes twice a week). */
function transitions(zone: string, from: number, to: number): { at: number; offset: number }[] {
  const found: { at: number; offset: number }[] = [];
  for (let week = from; week < to; week += WEEK) {
    const weekEnd = Math.min(week + WEEK, to);
    if (offsetAt(zone, week) === offsetAt(zone, weekEnd)) continue;
    for (let day = week; day < weekEnd; day += DAY) {
      const dayEnd = Math.min(day + DAY, weekEnd);
      if (offsetAt(zone, day) === offsetAt(zone, dayEnd)) continue;
      const at = transitionBetween(zone, day, dayEnd);
      found.push({ at, offset: offsetAt(zone, at) });
    }
  }
  return found;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "+0100", "-0430": an offset in minutes as TZOFFSETFROM/TO write it. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** A UTC instant as the local date-time of an offset ("20261025T020000"). */
function localText(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * MINUTE);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/**
 * The VTIMEZONE of `zone` for lessons in `years` (UTC years): each observance with its own DTSTART, from a little
 * before each year to a little after it, so every lesson's time falls under the observance in force then. Observances
 * take no RRULE: rules change (a country drops DST) and the runtime's data is what the times were computed with.
 */
export function vtimezone(zone: string, years: Iterable<number>): string {
  const points: { at: number; offset: number }[] = [];
  for (const year of [...new Set(years)].sort((a, b) => a - b)) {
    const from = Date.UTC(year, 0, 1) - 2 * DAY;
    const to = Date.UTC(year + 1, 0, 1) + 2 * DAY;
    points.push({ at: from, offset: offsetAt(zone, from) }, ...transitions(zone, from, to));
  }
  points.sort((a, b) => a.at - b.at);
  // The first point opens the zone; after it only changes of offset (the years' windows overlap and repeat each other).
  const kept = points.filter((p, i) => i === 0 || (p.at !== points[i - 1].at && p.offset !== points[i - 1].offset));
  const standard = Math.min(...kept.map((p) => p.offset));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  kept.forEach((p, i) => {
    const from = i === 0 ? p.offset : kept[i - 1].offset;
    // The smaller offset is standard time; only the offsets matter to a reader, the name is a hint.
    const kind = p.offset === standard ? "STANDARD" : "DAYLIGHT";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localText(p.at, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(p.offset)}`,
      `END:${kind}`,
    );
  });
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}

function description(e: LessonEvent): string {
  const lines = [`Teacher: ${e.teacherName}`, `Student: ${e.studentName}`];
  if (e.weeklyPlan) lines.push("Weekly plan lesson");
  if (e.status === "cancelled") lines.push("This lesson was cancelled.");
  else if (e.meetingUrl) lines.push(`Lesson link: ${e.meetingUrl}`);
  else if (e.linkNote) lines.push(e.linkNote);
  if (e.pageUrl) lines.push(`In Halaqa: ${e.pageUrl}`);
  return lines.join("\n");
}

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/** A VCALENDAR of the lessons, times in `options.timeZone`; CRLF line ends, lines folded at 75 octets. */
export function lessonCalendar(events: readonly LessonEvent[], options: CalendarOptions): string {
  const zone = options.timeZone !== "UTC" && isKnownZone(options.timeZone) ? options.timeZone : null;
  const calendar = ical({
    prodId: { company: "Halaqa", product: "Lessons", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  });
  if (zone) {
    const years = events.flatMap((e) => [e.start.getUTCFullYear(), e.end.getUTCFullYear()]);
    // No calendar-wide zone (name null): DTSTAMP stays in UTC as RFC 5545 requires; each event names its own.
    calendar.timezone({ name: null, generator: (tz) => (tz === zone ? vtimezone(zone, years) : null) });
  }
  for (const e of events) {
    // A TZDate makes ical-generator write the wall-clock time of the zone, not of the server's.
    const at = (d: Date) => (zone ? new TZDate(d.getTime(), zone) : d);
    calendar.createEvent({
      id: uidOf(e.bookingId),
      sequence: sequenceOf(e.updatedAt),
      stamp: options.now,
      lastModified: e.updatedAt,
      start: at(e.start),
      end: at(e.end),
      timezone: zone,
      summary: `${e.classTitle} for ${e.studentName}`,
      description: description(e),
      status: STATUS[e.status],
      ...(e.meetingUrl && e.status !== "cancelled" ? { url: e.meetingUrl, location: { title: e.meetingUrl } } : {}),
    });
  }
  return `${calendar.toString()}\r\n`;
}
