// Teachers: their profiles (the application an admin reviews) and the documents they upload.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { TEACHER_HOURS_LIMITS, DEFAULT_WEEKLY_HOURS, type HoursException, type WeeklyWindow } from "../teacher-hours";
import { GENDERS, RIWAYAT, type Ijazah } from "../matching";
import { documentTypeEnum, sqlList, timestamps, verificationStatusEnum } from "./columns";
import { users } from "./users";

export const teacherProfiles = pgTable(
  "teacher_profiles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio").notNull().default(""),
    qualifications: text("qualifications").notNull().default(""),
    experience: integer("experience").notNull().default(0),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    phoneNumber: varchar("phone_number", { length: 32 }),
    specializations: text("specializations").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    verificationStatus: verificationStatusEnum("verification_status").notNull().default("pending"),
    idVerified: boolean("id_verified").notNull().default(false),
    policeCheckVerified: boolean("police_check_verified").notNull().default(false),
    interviewCompleted: boolean("interview_completed").notNull().default(false),
    /** The admin's feedback on the last decision (shown on 'Profile Needs Improvement'). */
    feedback: text("feedback"),
    /** The teacher's own hours (issue 17): weekly windows and exceptions by date, in `timeZone`. */
    weeklyHours: jsonb("weekly_hours").$type<WeeklyWindow[]>().notNull().default(DEFAULT_WEEKLY_HOURS),
    // The column keeps its first name; the code says "teacher hours" (decision 071).
    hoursExceptions: jsonb("availability_exceptions").$type<HoursException[]>().notNull().default([]),
    /** No lesson is offered sooner than this after now. */
    minimumNoticeHours: integer("minimum_notice_hours").notNull().default(TEACHER_HOURS_LIMITS.defaultNoticeHours),
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    lastReminderSent: timestamp("last_reminder_sent", { withTimezone: true }),
    /**
     * The teacher's reviews, counted and summed by a trigger on reviews in the writing transaction (migration 0009,
     * decision 054): browse reads the rating from the row instead of aggregating reviews per request.
     */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /** Issue 36: null until the teacher gives it (then no gender filter matches); after the ID check only admins change it. */
    gender: varchar("gender", { length: 8 }),
    /** The riwayat the teacher teaches (shared/matching.ts RIWAYAT). */
    riwayat: text("riwayat").array().notNull().default(sql`'{}'::text[]`),
    /** The ijazah as the teacher states it; its scan is the document of kind `ijazah`. */
    ijazah: jsonb("ijazah").$type<Ijazah>(),
    /** An admin checked the ijazah against its scan (and how: `ijazahNote`); cleared when either changes. */
    ijazahVerified: boolean("ijazah_verified").notNull().default(false),
    ijazahNote: text("ijazah_note"),
    ijazahVerifiedAt: timestamp("ijazah_verified_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("teacher_profiles_user_id_idx").on(t.userId),
    index("teacher_profiles_status_idx").on(t.verificationStatus),
    check("teacher_profiles_experience_nonneg", sql`${t.experience} >= 0`),
    check("teacher_profiles_reviews_nonneg", sql`${t.reviewCount} >= 0 AND ${t.ratingSum} >= 0`),
    check("teacher_profiles_rate_nonneg", sql`${t.hourlyRate} IS NULL OR ${t.hourlyRate} >= 0`),
    check(
      "teacher_profiles_notice_range",
      sql`${t.minimumNoticeHours} BETWEEN 0 AND ${sql.raw(String(TEACHER_HOURS_LIMITS.minimumNoticeMaxHours))}`,
    ),
    // A rate is in USD like every class price (issue 32); viewers see it converted (decision 064).
    check("teacher_profiles_currency_usd", sql`${t.currency} = 'USD'`),
    check("teacher_profiles_gender_valid", sql`${t.gender} IS NULL OR ${t.gender} IN (${sqlList(GENDERS)})`),
    check("teacher_profiles_riwayat_valid", sql`${t.riwayat} <@ ARRAY[${sqlList(RIWAYAT)}]::text[]`),
    check("teacher_profiles_ijazah_verified_has_ijazah", sql`NOT ${t.ijazahVerified} OR ${t.ijazah} IS NOT NULL`),
    // Browse's filters of issue 36 have their indexes in migrations/0032_matching.sql (decision 099).
  ],
);

export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentType: documentTypeEnum("document_type").notNull(),
    /** The name the uploader gave the file (display only). */
    fileName: varchar("file_name", { length: 255 }).notNull(),
    /** Storage key under DATA_DIR/uploads: a random name, never served statically. */
    fileUrl: text("file_url").notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One document of each type per user: a new upload replaces the old one.
  (t) => [uniqueIndex("documents_user_type_idx").on(t.userId, t.documentType)],
);

export type TeacherProfileRow = typeof teacherProfiles.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
