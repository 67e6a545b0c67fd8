// Real figures for GET /api/dashboard, one set per current role (api.md).
import { and, avg, count, countDistinct, eq, gte, lt, min, ne, sql, sum } from "drizzle-orm";
import { bookings, classes, reviews, studentProfiles, teacherProfiles } from "@shared/schema";
import type { DashboardFigures } from "@shared/users";
import type { Role } from "@shared/constants";
import type { Db } from "../db";

const monthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const nextMonthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

export async function teacherFigures(db: Db, teacherId: number, now = new Date()): Promise<DashboardFigures> {
  const live = and(eq(bookings.teacherId, teacherId), ne(bookings.status, "cancelled"));
  const [[cls], [bk], [earn], [rev]] = await Promise.all([
    db.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacherId)),
    db.select({ n: count(), students: countDistinct(bookings.studentId) }).from(bookings).where(live),
    db
      .select({ total: sum(bookings.amount) })
      .from(bookings)
      .where(
        and(
          live,
          eq(bookings.paymentStatus, "paid"),
          gte(bookings.scheduledAt, monthStartUtc(now)),
          lt(bookings.scheduledAt, nextMonthStartUtc(now)),
        ),
      ),
    db.select({ n: count(), avg: avg(reviews.rating) }).from(reviews).where(eq(reviews.teacherId, teacherId)),
  ]);
  return {
    role: "teacher",
    classes: cls.n,
    students: bk.students,
    bookings: bk.n,
    earningsThisMonth: Number(earn.total ?? 0).toFixed(2),
    rating: rev.avg === null ? null : Math.round(Number(rev.avg) * 10) / 10,
    reviewCount: rev.n,
  };
}

export async function parentFigures(db: Db, parentId: number, now = new Date()): Promise<DashboardFigures> {
  const live = sql`${bookings.status} <> 'cancelled'`;
  const [[kids], [bk]] = await Promise.all([
    db.select({ n: count() }).from(studentProfiles).where(eq(studentProfiles.parentId, parentId)),
    db
      .select({
        n: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed')`.mapWith(Number),
        next: min(sql`case when ${bookings.status} = 'scheduled' and ${bookings.scheduledAt} > ${now} then ${bookings.scheduledAt} end`).mapWith(
          (v: unknown) => (v ? new Date(v as string) : null),
        ),
        // What was paid stays spent even if the lesson was later cancelled; refunds have their own status.
        spent: sql<string>`coalesce(sum(${bookings.amount}) filter (where ${bookings.paymentStatus} = 'paid'), 0)::numeric(12,2)::text`,
      })
      .from(bookings)
      .where(eq(bookings.parentId, parentId)),
  ]);
  return {
    role: "parent",
    children: kids.n,
    bookings: bk.n,
    completedSessions: bk.completed,
    nextClassAt: bk.next ? bk.next.toISOString() : null,
    amountSpent: bk.spent,
  };
}

export async function adminFigures(db: Db): Promise<DashboardFigures> {
  const [[approved], [pending], [students], [cls], [bk]] = await Promise.all([
    db.select({ n: count() }).from(teacherProfiles).where(eq(teacherProfiles.verificationStatus, "approved")),
    db.select({ n: count() }).from(teacherProfiles).where(eq(teacherProfiles.verificationStatus, "pending")),
    db.select({ n: count() }).from(studentProfiles),
    db.select({ n: count() }).from(classes).where(eq(classes.isActive, true)),
    db.select({ n: count() }).from(bookings).where(ne(bookings.status, "cancelled")),
  ]);
  return {
    role: "admin",
    teachers: approved.n,
    pendingApplications: pending.n,
    students: students.n,
    classes: cls.n,
    bookings: bk.n,
  };
}

export function dashboardFor(db: Db, user: { id: number; currentRole: Role }): Promise<DashboardFigures> {
  if (user.currentRole === "teacher") return teacherFigures(db, user.id);
  if (user.currentRole === "admin") return adminFigures(db);
  return parentFigures(db, user.id);
}
