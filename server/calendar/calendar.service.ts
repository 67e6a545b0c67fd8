// Calendars (decision 047): a booking's .ics and each user's private feed. What a reader sees of a lesson is decided by
// booking-items.ts present(), exactly as on the dashboards; this file only picks the lessons and the zone.
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { BookingItem } from "@shared/bookings";
import { lessonLinks } from "@shared/links";
import { bookings, teacherProfiles, users } from "@shared/schema";
import { present, selectRecords, teacherStatusOf, type BookingRecord } from "../bookings/booking-items";
import type { Db } from "../db";
import { notFound } from "../http-error";
import type { Viewer } from "../viewer";
import { isKnownZone, lessonCalendar, type LessonEvent } from "./ics";

export const FEED_LIMITS = {
  /** Lessons that ended up to this long ago stay in the feed; cancelled ones, if cancelled this recently. */
  pastDays: 30,
  /** The most events one feed answer carries (the nearest ones). */
  maxEvents: 500,
  /** How often a subscribed calendar is asked to refresh (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  ttlSeconds: 3600,
} as const;

export const FEED_NAME = "Halaqa lessons";

/** 32 random bytes, base64url: 43 characters. Anything else is not a token and never reaches the database. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString("base64url");

/** The zone a user reads times in: their own, else their teacher profile's, else UTC (as notifications do). */
async function zoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ own: users.timeZone, profile: teacherProfiles.timeZone })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const zone = row?.own ?? row?.profile ?? "UTC";
  return isKnownZone(zone) ? zone : "UTC";
}

/** The viewer's verification status as a teacher, which present() reads (a rejected teacher sees no child). */

const isParty = (viewer: Viewer, b: { parentId: number; teacherId: number }) =>
  b.parentId === viewer.id || b.teacherId === viewer.id;

/** A presented booking as a calendar event: the link only where present() left it in. */
function eventOf(item: BookingItem, record: BookingRecord, viewer: Viewer, origin: string): LessonEvent {
  const party = record.b.teacherId === viewer.id ? "teacher" : "parent";
  const status = item.status === "cancelled" ? "cancelled" : item.paymentStatus === "paid" ? "confirmed" : "tentative";
  const unpaidParent = party === "parent" && item.paymentStatus !== "paid";
  return {
    bookingId: item.id,
    classTitle: item.classTitle,
    studentName: item.studentName,
    teacherName: item.teacherName,
    start: new Date(item.scheduledAt),
    end: new Date(item.endsAt),
    updatedAt: record.b.updatedAt,
    status,
    meetingUrl: item.meetingUrl ?? null,
    linkNote: unpaidParent ? "The lesson link is shown here once the lesson is paid." : undefined,
    pageUrl: `${origin}${lessonLinks.booking(item.id, party)}`,
    weeklyPlan: item.planId != null,
  };
}

/** GET /api/bookings/{id}/calendar.ics: the booking's parent or teacher; 404 for anyone else, admins included. */
export async function bookingCalendar(
  db: Db,
  viewer: Viewer,
  id: number,
  origin: string,
  now = new Date(),
): Promise<string> {
  const [[record], teacherStatus] = await Promise.all([
    selectRecords(db, eq(bookings.id, id), 1),
    teacherStatusOf(db, viewer),
  ]);
  if (!record || !isParty(viewer, record.b)) throw notFound("Booking not found");
  const item = present(viewer, record, teacherStatus, now);
  return lessonCalendar([eventOf(item, record, viewer, origin)], { timeZone: await zoneOf(db, viewer.id), now });
}

/** The user's feed secret, made on first use. A concurrent first use keeps whichever was written first. */
export async function feedToken(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ token: users.calendarToken }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  if (row.token) return row.token;
  const [made] = await db
    .update(users)
    .set({ calendarToken: newToken() })
    .where(and(eq(users.id, userId), isNull(users.calendarToken)))
    .returning({ token: users.calendarToken });
  if (made?.token) return made.token;
  return feedToken(db, userId);
}

/** A new secret: the old feed URL answers 404 from now on. */
export async function resetFeedToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  const [row] = await db
    .update(users)
    .set({ calendarToken: token })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound();
  return token;
}

export const feedUrl = (origin: string, token: string) => `${origin}/calendar/${token}.ics`;

/**
 * The feed of the token's owner: the lessons they teach and their children's, from those that ended 30 days ago on,
 * the nearest 500. A cancelled lesson is listed (CANCELLED, so a subscribed calendar drops it) only when cancelled in
 * the last 30 days. null for an unknown token or a suspended account: the route answers 404 and says no more.
 */
export async function feedFor(db: Db, token: string, origin: string, now = new Date()): Promise<string | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [owner] = await db
    .select({ id: users.id, roles: users.roles, currentRole: users.currentRole })
    .from(users)
    .where(and(eq(users.calendarToken, token), isNull(users.suspendedAt)));
  if (!owner) return null;
  const since = new Date(now.getTime() - FEED_LIMITS.pastDays * 86_400_000);
  // The ids first, nearest lesson first: selectRecords orders by the latest, which would keep the farthest ones.
  const chosen = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.teacherId, owner.id), eq(bookings.parentId, owner.id)),
        gte(bookings.endsAt, since),
        or(ne(bookings.status, "cancelled"), gte(bookings.updatedAt, since)),
      ),
    )
    .orderBy(
      asc(sql`abs(extract(epoch from ${bookings.scheduledAt} - ${now.toISOString()}::timestamptz))`),
      asc(bookings.id),
    )
    .limit(FEED_LIMITS.maxEvents);
  const ids = chosen.map((r) => r.id);
  const [records, teacherStatus, zone] = await Promise.all([
    ids.length ? selectRecords(db, inArray(bookings.id, ids), FEED_LIMITS.maxEvents) : Promise.resolve([]),
    teacherStatusOf(db, owner),
    zoneOf(db, owner.id),
  ]);
  const events = records
    .map((r) => eventOf(present(owner, r, teacherStatus, now), r, owner, origin))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.bookingId - b.bookingId);
  return lessonCalendar(events, { timeZone: zone, now, name: FEED_NAME, ttlSeconds: FEED_LIMITS.ttlSeconds });
}
