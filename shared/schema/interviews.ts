// The vetting interviews an admin schedules with a teacher applicant.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { interviewResultEnum, interviewStatusEnum, timestamps } from "./columns";
import { users } from "./users";

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
    /** The video call the admin set (https, checked as lessons' links are: shared/lessons.ts meetingUrl). */
    meetingUrl: text("meeting_url"),
    ...timestamps,
  },
  (t) => [
    index("interviews_teacher_idx").on(t.teacherId),
    index("interviews_scheduled_idx").on(t.scheduledAt),
    // At most one open interview per teacher: 'Schedule Interview' clicked twice cannot make two.
    uniqueIndex("interviews_one_open_idx").on(t.teacherId).where(sql`${t.status} IN ('pending', 'scheduled')`),
  ],
);

export type InterviewRow = typeof interviews.$inferSelect;
