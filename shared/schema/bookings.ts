// Lessons booked and what follows them: the teacher's progress reports and the parent's reviews.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { classes } from "./classes";
import { planCycles, plans } from "./plans";
import { attendanceEnum, bookingStatusEnum, levelEnum, paymentStatusEnum, timestamps } from "./columns";
import { studentProfiles } from "./students";
import { users } from "./users";

export const bookings = pgTable(
  "bookings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "restrict" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => studentProfiles.id, { onDelete: "restrict" }),
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Copied from the class so the database can refuse overlapping lessons per teacher. */
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: bookingStatusEnum("status").notNull().default("scheduled"),
    paymentStatus: paymentStatusEnum("payment_status").notNull().default("pending"),
    /** The amount charged, fixed from the class price when the booking is made. */
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    paypalOrderId: varchar("paypal_order_id", { length: 64 }),
    /** The provider's refund id once a paid booking was refunded (paymentStatus `refunded`). */
    refundId: varchar("refund_id", { length: 64 }),
    notes: text("notes"),
    /** Recorded by the teacher when completing the lesson; null until then. */
    attendance: attendanceEnum("attendance"),
    /** When the attendance was recorded (a report, or a completion without one): earnings count 48 hours from it. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** Overrides the class's meeting link for this lesson (https, at most 500 characters). */
    meetingUrl: varchar("meeting_url", { length: 500 }),
    /** An unpaid booking holds its slot until then (issue 17: 30 minutes); null once paid. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the teacher was told the lesson awaits its report (once). */
    reportNudgedAt: timestamp("report_nudged_at", { withTimezone: true }),
    /** The parent dismissed the dashboard's request to review this lesson. */
    reviewDismissedAt: timestamp("review_dismissed_at", { withTimezone: true }),
    /**
     * Issue 31: the teacher moved the lesson to less than 12 hours ahead and the family has not accepted the new time.
     * Until they do it is refunded in full if they cancel, and an "absent" on it earns the teacher nothing.
     */
    movedLateAt: timestamp("moved_late_at", { withTimezone: true }),
    /** A lesson of a weekly plan's cycle (issue 33); null for a single booking. */
    planId: integer("plan_id").references(() => plans.id, { onDelete: "restrict" }),
    planCycleId: integer("plan_cycle_id").references(() => planCycles.id, { onDelete: "restrict" }),
    /** A trial lesson (issue 36): its class's trial length and price. */
    isTrial: boolean("is_trial").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("bookings_parent_idx").on(t.parentId),
    index("bookings_teacher_time_idx").on(t.teacherId, t.scheduledAt),
    index("bookings_student_idx").on(t.studentId),
    index("bookings_class_idx").on(t.classId),
    index("bookings_plan_cycle_idx").on(t.planCycleId).where(sql`${t.planCycleId} IS NOT NULL`),
    uniqueIndex("bookings_paypal_order_idx").on(t.paypalOrderId),
    // The reminder sweep reads the paid upcoming lessons of the next day only.
    index("bookings_paid_upcoming_idx")
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled' AND ${t.paymentStatus} = 'paid'`),
    // The expiry sweep reads the unpaid holds only.
    index("bookings_unpaid_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'scheduled' AND ${t.paymentStatus} = 'pending'`),
    check("bookings_ends_after_start", sql`${t.endsAt} > ${t.scheduledAt}`),
    // One trial per child per teacher, a cancelled one aside: the last word on two racing trial bookings.
    uniqueIndex("bookings_one_trial_idx")
      .on(t.studentId, t.teacherId)
      .where(sql`${t.isTrial} AND ${t.status} <> 'cancelled'`),
  ],
);

export const progressReports = pgTable(
  "progress_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => studentProfiles.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    rating: integer("rating"),
    feedback: text("feedback"),
    homework: text("homework"),
    nextTopics: text("next_topics"),
    /** A trial's report places the child (issue 36): a level and where in the Quran to start. */
    placementLevel: levelEnum("placement_level"),
    placementSurah: integer("placement_surah"),
    placementAyah: integer("placement_ayah"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last correction (PATCH within 48 hours of createdAt). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("progress_reports_student_idx").on(t.studentId, t.createdAt),
    // One report per lesson.
    uniqueIndex("progress_reports_booking_idx").on(t.bookingId),
    check("progress_reports_rating_range", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    /** The teacher's one reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_teacher_idx").on(t.teacherId, t.createdAt),
    // One review per booking.
    uniqueIndex("reviews_booking_idx").on(t.bookingId),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Lesson reminders sent (issue 17): one row per booking, kind and lesson time. The unique index makes each reminder
 * go exactly once, whatever process or retry sends it; a rescheduled lesson has a new time and so new reminders.
 */
export const lessonReminders = pgTable(
  "lesson_reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 8 }).notNull(),
    lessonAt: timestamp("lesson_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lesson_reminders_once_idx").on(t.bookingId, t.kind, t.lessonAt),
    check("lesson_reminders_kind_valid", sql`${t.kind} IN ('24h', '1h')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type ProgressReportRow = typeof progressReports.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
