// Every table of product-spec §3. Invariants that must survive races live here as
// unique indexes, foreign keys and checks (see migrations/ for what drizzle cannot express).
import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  BOOKING_STATUSES,
  CURRENCIES,
  DEFAULT_EMAIL_PREFERENCES,
  DOCUMENT_TYPES,
  INTERVIEW_RESULTS,
  INTERVIEW_STATUSES,
  LEVELS,
  NOTIFICATION_TYPES,
  PAYMENT_STATUSES,
  ROLES,
  SUBJECTS,
  VERIFICATION_STATUSES,
  type EmailPreferences,
} from "./constants";

export const roleEnum = pgEnum("user_role", ROLES);
export const verificationStatusEnum = pgEnum("verification_status", VERIFICATION_STATUSES);
export const documentTypeEnum = pgEnum("document_type", DOCUMENT_TYPES);
export const levelEnum = pgEnum("class_level", LEVELS);
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const interviewStatusEnum = pgEnum("interview_status", INTERVIEW_STATUSES);
export const interviewResultEnum = pgEnum("interview_result", INTERVIEW_RESULTS);
export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: varchar("username", { length: 64 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    password: text("password").notNull(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    profileImageUrl: text("profile_image_url"),
    userType: roleEnum("user_type").notNull().default("parent"),
    roles: roleEnum("roles").array().notNull().default(sql`'{parent}'::user_role[]`),
    currentRole: roleEnum("current_role").notNull().default("parent"),
    preferredCurrency: varchar("preferred_currency", { length: 3 }).notNull().default("USD"),
    emailPreferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default(DEFAULT_EMAIL_PREFERENCES),
    /** Set while an admin has suspended the account: no sign-in, no sessions, not listed (api.md "Accounts"). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: varchar("suspended_reason", { length: 500 }),
    ...timestamps,
  },
  (t) => [
    // Case-insensitive uniqueness: 'Amina' and 'amina' are the same account.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    check("users_roles_not_empty", sql`cardinality(${t.roles}) >= 1`),
    check("users_current_role_held", sql`${t.currentRole} = ANY(${t.roles})`),
    check("users_currency_valid", sql`${t.preferredCurrency} IN (${sqlList(CURRENCIES)})`),
  ],
);

// The connect-pg-simple store table (tableName "sessions").
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [
    index("sessions_expire_idx").on(t.expire),
    // A user's sessions, to cap them and to end them all (password reset, suspension).
    index("sessions_user_idx").on(sql`((${t.sess} -> 'passport') ->> 'user')`),
  ],
);

// Forgot password (api.md "Accounts"): only a hash of the emailed token is kept; one use, one hour.
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

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
    availableHours: text("available_hours"),
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    lastReminderSent: timestamp("last_reminder_sent", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("teacher_profiles_user_id_idx").on(t.userId),
    index("teacher_profiles_status_idx").on(t.verificationStatus),
    check("teacher_profiles_experience_nonneg", sql`${t.experience} >= 0`),
    check("teacher_profiles_rate_nonneg", sql`${t.hourlyRate} IS NULL OR ${t.hourlyRate} >= 0`),
    check("teacher_profiles_currency_valid", sql`${t.currency} IN (${sqlList(CURRENCIES)})`),
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

export const studentProfiles = pgTable(
  "student_profiles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    age: integer("age").notNull(),
    level: levelEnum("level").notNull(),
    goals: text("goals"),
    specialNeeds: text("special_needs"),
    ...timestamps,
  },
  (t) => [
    index("student_profiles_parent_idx").on(t.parentId),
    check("student_profiles_age_range", sql`${t.age} BETWEEN 3 AND 18`),
  ],
);

export const classes = pgTable(
  "classes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The teacher's user id. */
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    subject: varchar("subject", { length: 100 }).notNull(),
    level: levelEnum("level").notNull(),
    duration: integer("duration").notNull().default(60),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    maxStudents: integer("max_students").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("classes_teacher_idx").on(t.teacherId),
    index("classes_active_subject_idx").on(t.isActive, t.subject),
    check("classes_subject_valid", sql`${t.subject} IN (${sqlList(SUBJECTS)})`),
    check("classes_duration_min", sql`${t.duration} >= 15`),
    check("classes_price_nonneg", sql`${t.price} >= 0`),
    check("classes_max_students_range", sql`${t.maxStudents} BETWEEN 1 AND 20`),
  ],
);

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
    attended: boolean("attended"),
    ...timestamps,
  },
  (t) => [
    index("bookings_parent_idx").on(t.parentId),
    index("bookings_teacher_time_idx").on(t.teacherId, t.scheduledAt),
    index("bookings_student_idx").on(t.studentId),
    index("bookings_class_idx").on(t.classId),
    uniqueIndex("bookings_paypal_order_idx").on(t.paypalOrderId),
    check("bookings_ends_after_start", sql`${t.endsAt} > ${t.scheduledAt}`),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("progress_reports_student_idx").on(t.studentId),
    index("progress_reports_booking_idx").on(t.bookingId),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_teacher_idx").on(t.teacherId),
    // One review per booking.
    uniqueIndex("reviews_booking_idx").on(t.bookingId),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const interviews = pgTable(
  "interviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The teacher's user id. */
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    status: interviewStatusEnum("status").notNull().default("pending"),
    notes: text("notes"),
    result: interviewResultEnum("result"),
    feedback: text("feedback"),
    ...timestamps,
  },
  (t) => [
    index("interviews_teacher_idx").on(t.teacherId),
    index("interviews_scheduled_idx").on(t.scheduledAt),
    // At most one open interview per teacher: 'Schedule Interview' clicked twice cannot make two.
    uniqueIndex("interviews_one_open_idx").on(t.teacherId).where(sql`${t.status} IN ('pending', 'scheduled')`),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: notificationTypeEnum("type").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    read: boolean("read").notNull().default(false),
    /** The recipient; NULL means the shared admin feed (every admin sees it). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

export const usersRelations = relations(users, ({ one, many }) => ({
  teacherProfile: one(teacherProfiles, { fields: [users.id], references: [teacherProfiles.userId] }),
  documents: many(documents),
  children: many(studentProfiles),
}));
export const teacherProfilesRelations = relations(teacherProfiles, ({ one }) => ({
  user: one(users, { fields: [teacherProfiles.userId], references: [users.id] }),
}));
export const documentsRelations = relations(documents, ({ one }) => ({
  user: one(users, { fields: [documents.userId], references: [users.id] }),
}));
export const studentProfilesRelations = relations(studentProfiles, ({ one, many }) => ({
  parent: one(users, { fields: [studentProfiles.parentId], references: [users.id] }),
  bookings: many(bookings),
}));
export const classesRelations = relations(classes, ({ one, many }) => ({
  teacher: one(users, { fields: [classes.teacherId], references: [users.id] }),
  bookings: many(bookings),
}));
export const bookingsRelations = relations(bookings, ({ one }) => ({
  class: one(classes, { fields: [bookings.classId], references: [classes.id] }),
  student: one(studentProfiles, { fields: [bookings.studentId], references: [studentProfiles.id] }),
  parent: one(users, { fields: [bookings.parentId], references: [users.id] }),
}));
export const interviewsRelations = relations(interviews, ({ one }) => ({
  teacher: one(users, { fields: [interviews.teacherId], references: [users.id] }),
}));

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type TeacherProfileRow = typeof teacherProfiles.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type StudentProfileRow = typeof studentProfiles.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ProgressReportRow = typeof progressReports.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
