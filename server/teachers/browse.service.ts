// The teachers' listing (GET /api/teachers): filters, a bounded page read by id first, and the total (decisions 054,
// 058); admin-only fields only for admins.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { summarizeWeekly } from "@shared/teacher-hours";
import type { ClassItem } from "@shared/classes";
import { CAPS } from "@shared/constants";
import { BROWSE_TOTAL_CAP } from "@shared/paging";
import { storedRating } from "@shared/rating";
import { classes, documents, teacherProfiles, users, type ClassRow } from "@shared/schema";
import { hasSearchableText, type TeacherListItem, type TeachersQuery } from "@shared/teachers";
import type { Db } from "../db";
import { teacherNotSuspended } from "./listed";
import { genderOf, riwayatOf, toClassItem, toDocumentInfo, verifiedIjazahOf } from "./teachers.service";

function teacherFilters(query: TeachersQuery, asAdmin: boolean): SQL | undefined {
  const where: SQL[] = [];
  // A suspended teacher is not listed to families (admins still find them).
  if (!asAdmin) where.push(teacherNotSuspended);
  if (query.status) where.push(eq(teacherProfiles.verificationStatus, query.status));
  if (query.teacherId) where.push(eq(teacherProfiles.userId, query.teacherId));
  // Containment on arrays, which their GIN indexes answer (migration 0032); the equalities have ordered indexes.
  if (query.language) where.push(sql`${teacherProfiles.languages} @> ARRAY[${query.language}]::text[]`);
  if (query.riwayah) where.push(sql`${teacherProfiles.riwayat} @> ARRAY[${query.riwayah}]::text[]`);
  // A profile without a gender matches no gender filter (issue 36).
  if (query.gender) where.push(eq(teacherProfiles.gender, query.gender));
  if (query.ijazah) where.push(eq(teacherProfiles.ijazahVerified, true));
  if (query.q) {
    // One stored, folded document per teacher (profile, languages, active classes, name) with a trigram index; the
    // query goes through the same search_fold(), which turns every LIKE wildcard into a space (decision 085).
    where.push(
      hasSearchableText(query.q)
        ? sql`${teacherProfiles}.search_text LIKE '%' || search_fold(${query.q}) || '%'`
        : sql`false`,
    );
  }
  if (query.subject || query.level) {
    const conds = [eq(classes.teacherId, teacherProfiles.userId), eq(classes.isActive, true)];
    if (query.subject) conds.push(eq(classes.subject, query.subject));
    if (query.level) conds.push(eq(classes.level, query.level));
    where.push(sql`exists (select 1 from ${classes} where ${and(...conds)})`);
  }
  return where.length ? and(...where) : undefined;
}

/**
 * How many teachers match the filters (the page is bounded; the client shows the total). Up to `cap + 1` when a cap
 * is given: the scan stops there (a common word matches half the teachers; decision 058).
 */
function countStatement(db: Db, filters: SQL | undefined, cap: number | undefined) {
  if (cap === undefined) return db.select({ n: count() }).from(teacherProfiles).where(filters);
  const matches = db
    .select({ one: sql`1` })
    .from(teacherProfiles)
    .where(filters)
    .limit(cap + 1)
    .as("matches");
  return db.select({ n: count() }).from(matches);
}

/** The family's total is counted up to BROWSE_TOTAL_CAP (then `capped`); an admin's is exact. */
const totalCap = (asAdmin: boolean) => (asAdmin ? undefined : BROWSE_TOTAL_CAP);

export interface BrowseTotal {
  total: number;
  /** More teachers match than `total` (the family's browse counts up to BROWSE_TOTAL_CAP). */
  capped: boolean;
}

function browseTotal(n: number, cap: number | undefined): BrowseTotal {
  return cap !== undefined && n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

async function countTeachers(db: Db, query: TeachersQuery, asAdmin: boolean): Promise<BrowseTotal> {
  const cap = totalCap(asAdmin);
  const [row] = await countStatement(db, teacherFilters(query, asAdmin), cap);
  return browseTotal(row.n, cap);
}

/**
 * The first CAPS.classesPerBrowseItem active classes (oldest first) of the row's teacher, as a JSON array made by
 * PostgreSQL inside the page's own statement: a lateral walk of the teacher's classes by index that stops at the cap,
 * so a teacher with many long classes costs no more than one with three, and the page needs no second round trip.
 */
const firstActiveClasses = sql<BrowseClassJson[]>`(
  select coalesce(json_agg(json_build_object(
      'id', fc.id, 'teacherId', fc.teacher_id, 'title', fc.title, 'description', fc.description, 'subject', fc.subject,
      'level', fc.level, 'duration', fc.duration, 'price', fc.price::text, 'currency', fc.currency,
      'maxStudents', fc.max_students, 'isActive', fc.is_active, 'createdAt', fc.created_at, 'updatedAt', fc.updated_at,
      'trialMinutes', fc.trial_minutes, 'trialPrice', fc.trial_price::text
    ) order by fc.id), '[]'::json)
  from (select * from ${classes} c where c.teacher_id = ${teacherProfiles.userId} and c.is_active
        order by c.id limit ${sql.raw(String(CAPS.classesPerBrowseItem))}) fc)`;

/** A class as firstActiveClasses gives it: a ClassRow's fields with its times as JSON text. */
type BrowseClassJson = Omit<ClassRow, "createdAt" | "updatedAt" | "meetingUrl"> & {
  createdAt: string;
  updatedAt: string;
};

const classFromJson = (c: BrowseClassJson): ClassItem =>
  toClassItem({ ...c, meetingUrl: null, createdAt: new Date(c.createdAt), updatedAt: new Date(c.updatedAt) });

/** GET /api/teachers: server-side filters and a bounded page. Admin-only fields only for admins. */
export async function listTeachers(db: Db, query: TeachersQuery, asAdmin: boolean): Promise<TeacherListItem[]> {
  return (await pageOfTeachers(db, query, asAdmin, false)).items;
}

/**
 * The page and the number of all teachers that match (X-Total-Count), in one statement: the count rides on every row
 * as a subquery PostgreSQL runs once. Only a page past the end (no row to carry it) costs a second statement.
 */
export async function browseTeachers(
  db: Db,
  query: TeachersQuery,
  asAdmin: boolean,
): Promise<{ items: TeacherListItem[] } & BrowseTotal> {
  const { items, total } = await pageOfTeachers(db, query, asAdmin, true);
  if (total !== undefined) return { items, ...browseTotal(total, totalCap(asAdmin)) };
  // No row on this page: nothing matches at all (the first page), or the page lies past the last one.
  return { items, ...(query.offset === 0 ? { total: 0, capped: false } : await countTeachers(db, query, asAdmin)) };
}

async function pageOfTeachers(
  db: Db,
  query: TeachersQuery,
  asAdmin: boolean,
  withTotal: boolean,
): Promise<{ items: TeacherListItem[]; total: number | undefined }> {
  const filters = teacherFilters(query, asAdmin);
  // The page's ids first, in browse order, from the listing indexes alone (index-only scans, decision 054); only
  // these few rows are then read whole. Reading whole rows while skipping `offset` of them cost ~300 ms at page 750.
  const page = db
    .select({ id: teacherProfiles.id })
    .from(teacherProfiles)
    .where(filters)
    .orderBy(desc(teacherProfiles.experience), asc(teacherProfiles.id))
    .limit(query.limit)
    .offset(query.offset)
    .as("page");
  const rows = await db
    .select({
      p: teacherProfiles,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      classCount:
        sql<number>`(select count(*) from ${classes} where ${classes.teacherId} = ${teacherProfiles.userId} and ${classes.isActive})`.mapWith(
          Number,
        ),
      lowestClassPrice: sql<
        string | null
      >`(select min(${classes.price})::text from ${classes} where ${classes.teacherId} = ${teacherProfiles.userId} and ${classes.isActive})`,
      classes: firstActiveClasses,
      // Uncorrelated (its own teacher_profiles, the nearest in scope): an InitPlan, counted once per statement.
      total: withTotal
        ? sql<number>`(${countStatement(db, filters, totalCap(asAdmin))})`.mapWith(Number)
        : sql<null>`null`,
    })
    .from(page)
    .innerJoin(teacherProfiles, eq(teacherProfiles.id, page.id))
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .orderBy(desc(teacherProfiles.experience), asc(teacherProfiles.id));
  const ids = rows.map((r) => r.p.userId);
  const docRows = asAdmin && ids.length ? await db.select().from(documents).where(inArray(documents.userId, ids)) : [];
  const total = withTotal && rows.length ? (rows[0].total ?? undefined) : undefined;
  const items = rows.map(({ p, firstName, lastName, email, classCount, lowestClassPrice, classes: first }) => {
    const item: TeacherListItem = {
      id: p.id,
      userId: p.userId,
      firstName,
      lastName,
      bio: p.bio,
      qualifications: p.qualifications,
      experience: p.experience,
      hourlyRate: p.hourlyRate,
      currency: p.currency,
      specializations: p.specializations,
      languages: p.languages,
      verificationStatus: p.verificationStatus,
      availableHours: summarizeWeekly(p.weeklyHours),
      timeZone: p.timeZone,
      classes: first.map(classFromJson),
      classCount,
      lowestClassPrice,
      // From the review count and star sum kept on the profile (migration 0009).
      rating: storedRating(p),
      reviewCount: p.reviewCount,
      createdAt: p.createdAt.toISOString(),
      gender: genderOf(p),
      riwayat: riwayatOf(p),
      verifiedIjazah: verifiedIjazahOf(p),
    };
    if (asAdmin) {
      Object.assign(item, {
        email,
        phoneNumber: p.phoneNumber,
        idVerified: p.idVerified,
        policeCheckVerified: p.policeCheckVerified,
        interviewCompleted: p.interviewCompleted,
        feedback: p.feedback,
        ijazah: p.ijazah ?? null,
        ijazahVerified: p.ijazahVerified,
        ijazahNote: p.ijazahNote,
        lastReminderSent: p.lastReminderSent?.toISOString() ?? null,
        documents: docRows.filter((d) => d.userId === p.userId).map(toDocumentInfo),
      });
    }
    return item;
  });
  return { items, total };
}
