// Admin reads (recent users, incomplete applications) and reminders.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { IncompleteApplication, WeeklyActivity } from "@shared/admin";
import type { RequiredDocumentType } from "@shared/documents";
import type { Page, PageQuery } from "@shared/paging";
import type { PublicUser } from "@shared/users";
import { documents, notifications, teacherProfiles, users } from "@shared/schema";
import type { Db } from "../db";
import { HttpError, notFound } from "../http-error";
import type { Mailer } from "../mail/mailer";
import { notify, recordInApp } from "../notify/notify";
import { toPublicUser } from "../users/users.service";
import { missingItems, reminderWait, wholeDaysSince } from "./admin.rules";

/** Every user, the latest sign-up first. */
export async function recentUsers(db: Db, page: PageQuery): Promise<Page<PublicUser>> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(users),
  ]);
  return { items: rows.map(toPublicUser), total: n };
}

/** The last reminder a user got: their newest `reminder` notification. Works before a profile exists. */
async function lastReminders(db: Pick<Db, "select">, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ userId: notifications.userId, at: sql<string>`max(${notifications.createdAt})` })
    .from(notifications)
    .where(and(eq(notifications.type, "reminder"), inArray(notifications.userId, userIds)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId!, new Date(r.at)]));
}

/** What missingItems (admin.rules.ts) calls blank, and the documents it looks for, as SQL: the page is chosen in SQL. */
const blank = (column: unknown) => sql`coalesce(btrim(${column}), '') = ''`;
const hasNoDocument = (type: RequiredDocumentType) =>
  sql`not exists (select 1 from ${documents} where ${documents.userId} = ${users.id} and ${documents.documentType} = ${type})`;

/** Teachers not yet approved whose application misses something, the latest applicant first. */
export async function incompleteApplications(
  db: Db,
  page: PageQuery,
  now = new Date(),
): Promise<Page<IncompleteApplication>> {
  const incomplete = sql`'teacher' = ANY(${users.roles}) AND (${teacherProfiles.id} IS NULL OR (${teacherProfiles.verificationStatus} <> 'approved' AND (
    ${blank(teacherProfiles.phoneNumber)} OR ${blank(teacherProfiles.bio)} OR ${blank(teacherProfiles.qualifications)}
    OR ${hasNoDocument("id")} OR ${hasNoDocument("police_check")})))`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ u: users, p: teacherProfiles })
      .from(users)
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(incomplete)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(incomplete),
  ]);
  const ids = rows.map((r) => r.u.id);
  const [docs, reminders] = await Promise.all([
    ids.length
      ? db
          .select({ userId: documents.userId, type: documents.documentType })
          .from(documents)
          .where(inArray(documents.userId, ids))
      : [],
    lastReminders(db, ids),
  ]);
  const items: IncompleteApplication[] = [];
  for (const { u, p } of rows) {
    const types = new Set(docs.filter((d) => d.userId === u.id).map((d) => d.type));
    const missing = missingItems({
      phoneNumber: p?.phoneNumber,
      bio: p?.bio,
      qualifications: p?.qualifications,
      hasIdDocument: types.has("id"),
      hasPoliceCheck: types.has("police_check"),
    });
    const last = reminders.get(u.id) ?? p?.lastReminderSent ?? null;
    items.push({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      missingItems: missing,
      daysSinceApplication: wholeDaysSince(p?.createdAt ?? u.createdAt, now),
      lastReminderDays: last ? wholeDaysSince(last, now) : null,
    });
  }
  return { items, total: n };
}

/** In-app notification + email (per preferences), at most one per teacher per 24 h (429 otherwise). */
export async function sendReminder(
  db: Db,
  mailer: Mailer,
  teacherId: number,
  message: string | undefined,
  now = new Date(),
): Promise<void> {
  const reminder = await db.transaction(async (tx) => {
    // Lock the teacher: two reminders at once must not both pass the 24-hour check.
    const [u] = await tx.select().from(users).where(eq(users.id, teacherId)).for("update");
    if (!u || !u.roles.includes("teacher")) throw notFound("Teacher not found");
    const last = (await lastReminders(tx, [teacherId])).get(teacherId);
    const wait = reminderWait(last, now);
    if (wait > 0) {
      const hours = Math.ceil(wait / 3_600_000);
      throw new HttpError(
        429,
        `A reminder was sent to this teacher in the last 24 hours. Try again in ${hours} hour${hours === 1 ? "" : "s"}.`,
        {
          "Retry-After": String(Math.ceil(wait / 1000)),
        },
      );
    }
    // In the transaction: the in-app row is what the 24-hour check above reads.
    const recorded = await recordInApp(tx, { kind: "application_reminder", to: teacherId, message });
    await tx.update(teacherProfiles).set({ lastReminderSent: now }).where(eq(teacherProfiles.userId, teacherId));
    return recorded;
  });
  await notify({ db, mailer }, reminder);
}

/** Sign-ups and bookings (made, not cancelled) per week for the last 12 weeks, including empty weeks. */
export async function weeklyActivity(db: Db): Promise<WeeklyActivity[]> {
  const result = await db.execute<{ week_start: string; signups: number; bookings: number }>(sql`
    WITH weeks AS (
      SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '11 weeks', date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS week
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start,
      (SELECT count(*)::int FROM users u WHERE date_trunc('week', u.created_at AT TIME ZONE 'UTC') = w.week) AS signups,
      (SELECT count(*)::int FROM bookings b WHERE b.status <> 'cancelled' AND date_trunc('week', b.created_at AT TIME ZONE 'UTC') = w.week) AS bookings
    FROM weeks w ORDER BY w.week`);
  return result.rows.map((r) => ({
    weekStart: r.week_start,
    signups: Number(r.signups),
    bookings: Number(r.bookings),
  }));
}
