// A teacher's classes.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { SUBJECTS } from "../constants";
import { levelEnum, sqlList, timestamps } from "./columns";
import { users } from "./users";

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
    /** Off a plan's price for a second child of the same parent with this teacher (issue 33): 0–50. */
    siblingDiscountPercent: integer("sibling_discount_percent").notNull().default(0),
    /** Where the lessons happen (an https Zoom or Meet room); only the teacher and paid families see it. */
    meetingUrl: varchar("meeting_url", { length: 500 }),
    /** A trial lesson the class offers (issue 36): 15–30 minutes for 0.00 up to the class price; both null without. */
    trialMinutes: integer("trial_minutes"),
    trialPrice: numeric("trial_price", { precision: 10, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index("classes_teacher_idx").on(t.teacherId),
    index("classes_active_subject_idx").on(t.isActive, t.subject),
    check("classes_subject_valid", sql`${t.subject} IN (${sqlList(SUBJECTS)})`),
    check("classes_duration_min", sql`${t.duration} >= 15`),
    check("classes_price_nonneg", sql`${t.price} >= 0`),
    check("classes_max_students_range", sql`${t.maxStudents} BETWEEN 1 AND 20`),
    check("classes_sibling_discount_range", sql`${t.siblingDiscountPercent} BETWEEN 0 AND 50`),
    check("classes_trial_both", sql`(${t.trialMinutes} IS NULL) = (${t.trialPrice} IS NULL)`),
    check("classes_trial_minutes", sql`${t.trialMinutes} IS NULL OR ${t.trialMinutes} BETWEEN 15 AND 30`),
    check("classes_trial_price", sql`${t.trialPrice} IS NULL OR ${t.trialPrice} BETWEEN 0 AND ${t.price}`),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
