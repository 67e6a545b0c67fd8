// The hifz ledger (issue 19): what a teacher heard in each lesson, and the badges a child earned from it.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { bookings, progressReports } from "./bookings";
import { studentProfiles } from "./students";
import { users } from "./users";

/**
 * One entry of a progress report: a range heard, its kind and grade and the mistakes counted. The range is kept as
 * surah:ayah for reading and as mushaf-wide ayah indexes (1–6236) for the ledger's arithmetic; the checks keep both
 * inside the Quran and in order, whatever writes them.
 */
export const hifzEntries = pgTable(
  "hifz_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer("report_id")
      .notNull()
      .references(() => progressReports.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => studentProfiles.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The lesson's start: when the child was heard. */
    lessonAt: timestamp("lesson_at", { withTimezone: true }).notNull(),
    /** Its place in the report (0, 1, …). */
    position: integer("position").notNull(),
    kind: varchar("kind", { length: 10 }).notNull(),
    fromSurah: integer("from_surah").notNull(),
    fromAyah: integer("from_ayah").notNull(),
    toSurah: integer("to_surah").notNull(),
    toAyah: integer("to_ayah").notNull(),
    firstAyah: integer("first_ayah").notNull(),
    lastAyah: integer("last_ayah").notNull(),
    grade: varchar("grade", { length: 12 }).notNull(),
    forgot: integer("forgot").notNull().default(0),
    stuck: integer("stuck").notNull().default(0),
    tajweed: integer("tajweed").notNull().default(0),
  },
  (t) => [
    index("hifz_entries_student_idx").on(t.studentId, t.lessonAt),
    uniqueIndex("hifz_entries_report_position_idx").on(t.reportId, t.position),
    check("hifz_entries_kind", sql`${t.kind} IN ('sabaq', 'sabqi', 'manzil')`),
    check("hifz_entries_grade", sql`${t.grade} IN ('excellent', 'good', 'needs_work', 'repeat')`),
    check(
      "hifz_entries_range",
      sql`${t.firstAyah} BETWEEN 1 AND 6236 AND ${t.lastAyah} BETWEEN ${t.firstAyah} AND 6236`,
    ),
    check(
      "hifz_entries_places",
      sql`${t.fromSurah} BETWEEN 1 AND 114 AND ${t.toSurah} BETWEEN 1 AND 114 AND ${t.fromAyah} >= 1 AND ${t.toAyah} >= 1`,
    ),
    check(
      "hifz_entries_mistakes",
      sql`${t.forgot} BETWEEN 0 AND 999 AND ${t.stuck} BETWEEN 0 AND 999 AND ${t.tajweed} BETWEEN 0 AND 999`,
    ),
  ],
);

/**
 * Badges earned, each held once per child (the partial unique index decides between two reports written at the same
 * moment). Certificates carry a random code anyone may verify at /certificates/{code}. A badge that a corrected report
 * no longer earns is withdrawn, not deleted, so its certificate's check says so; earned again, it is a new row.
 */
export const studentBadges = pgTable(
  "student_badges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer("student_id")
      .notNull()
      .references(() => studentProfiles.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 20 }).notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
    /** The teacher whose report earned it (named on the certificate). */
    teacherId: integer("teacher_id").references(() => users.id, { onDelete: "set null" }),
    teacherName: text("teacher_name"),
    /**
     * The child's name when it was earned: the certificate and its public check say what was true then, whatever the
     * profile is renamed to later.
     */
    studentName: text("student_name").notNull(),
    certificateCode: varchar("certificate_code", { length: 32 }),
    /** What the badge was earned for where its code does not say: the surah of `first-surah`. */
    surah: integer("surah"),
    /** Set when a corrected report no longer earns it, or when an admin withdrew it for cause. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * Withdrawn by an admin (`revokedBy`) because the teacher whose report earned it was rejected or suspended for
     * cause (issue 31): never put back by a correction, unlike a badge a correction withdrew.
     */
    revokedForCause: boolean("revoked_for_cause").notNull().default(false),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * A juz, half-Quran or khatm certificate verifies only once confirmed by an approved teacher of the child other
     * than the one whose report earned it, or by an admin (issue 31, decision 075): who and when.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("student_badges_student_code_idx").on(t.studentId, t.code).where(sql`${t.revokedAt} IS NULL`),
    check("student_badges_surah", sql`${t.surah} BETWEEN 1 AND 114`),
    uniqueIndex("student_badges_certificate_idx").on(t.certificateCode),
    check("student_badges_cause_withdrawn", sql`NOT ${t.revokedForCause} OR ${t.revokedAt} IS NOT NULL`),
    // A teacher's certificates, found when an admin withdraws them.
    index("student_badges_teacher_idx").on(t.teacherId),
  ],
);

export type HifzEntryRow = typeof hifzEntries.$inferSelect;
export type StudentBadgeRow = typeof studentBadges.$inferSelect;
