// Real figures for GET /api/dashboard, one set per current role (api.md).
import { count, eq, min, ne, sql } from "drizzle-orm";
import { bookings, classes, studentProfiles, teacherLedger, teacherProfiles } from "@shared/schema";
import type { DashboardFigures } from "@shared/users";
import type { Role } from "@shared/constants";
import { toAmount } from "@shared/money";
import { storedRating } from "@shared/rating";
import type { Db } from "../db";

const monthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const nextMonthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/**
 * One statement (four scalar subqueries, each on an index of the teacher's rows) instead of four round trips. The
 * month's earnings are the ledger's (decision 097): what the teacher keeps of lessons paid this month, less refunds.
 */
export async function teacherFigures(db: Db, teacherId: number, now = new Date()): Promise<DashboardFigures> {
  const live = sql`${bookings.teacherId} = ${teacherId} and ${bookings.status} <> 'cancelled'`;
  // The rating from the profile's stored figures (decision 054), no read of the reviews; no profile, no reviews.
  const [row] = await db
    .execute<{
      classes: number;
      bookings: number;
      students: number;
      earnings: string | null;
      reviews: number;
      ratingSum: number;
    }>(sql`
    select
      (select count(*) from ${classes} where ${classes.teacherId} = ${teacherId})::int as "classes",
      b.n::int as "bookings", b.students::int as "students",
      (select sum(${teacherLedger.netCents}) / 100.0 from ${teacherLedger} where ${teacherLedger.teacherId} = ${teacherId}
         and ${teacherLedger.kind} in ('earning', 'reversal', 'adjustment')
         and ${teacherLedger.createdAt} >= ${monthStartUtc(now)} and ${teacherLedger.createdAt} < ${nextMonthStartUtc(now)})::text as "earnings",
      coalesce(r.review_count, 0)::int as "reviews", coalesce(r.rating_sum, 0)::int as "ratingSum"
    from (select count(*) as n, count(distinct ${bookings.studentId}) as students from ${bookings} where ${live}) b
    left join ${teacherProfiles} r on r.user_id = ${teacherId}`)
    .then((r) => r.rows);
  return {
    role: "teacher",
    classes: row.classes,
    students: row.students,
    bookings: row.bookings,
    earningsThisMonth: toAmount(row.earnings ?? 0),
    rating: storedRating({ ratingSum: row.ratingSum, reviewCount: row.reviews }),
    reviewCount: row.reviews,
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
        next: min(
          sql`case when ${bookings.status} = 'scheduled' and ${bookings.scheduledAt} > ${now} then ${bookings.scheduledAt} end`,
        ).mapWith((v: unknown) => (v ? new Date(v as string) : null)),
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
