// Messages between a family and a teacher (issue 35, decision 098): one conversation per parent and teacher, its
// messages, its reports, and each admin's reading of a reported one. Kept as long as both accounts are.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { MESSAGE_MAX, REPORT_REASON_MAX } from "../messages";
import { studentProfiles } from "./students";
import { users } from "./users";

export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The last message each side has read (0: none): unread = the other's messages after it. */
    parentReadId: integer("parent_read_id").notNull().default(0),
    teacherReadId: integer("teacher_read_id").notNull().default(0),
    /** Set while that side blocks the other, who then cannot send. */
    parentBlockedAt: timestamp("parent_blocked_at", { withTimezone: true }),
    teacherBlockedAt: timestamp("teacher_blocked_at", { withTimezone: true }),
    /** When each side was last emailed about it: at most one email per 15 minutes. */
    parentEmailedAt: timestamp("parent_emailed_at", { withTimezone: true }),
    teacherEmailedAt: timestamp("teacher_emailed_at", { withTimezone: true }),
    /** Set once it is reported: only then may an admin read it. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time (or the opening's): the list's order. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_idx").on(t.parentId, t.teacherId),
    index("conversations_parent_idx").on(t.parentId, t.updatedAt),
    index("conversations_teacher_idx").on(t.teacherId, t.updatedAt),
    check("conversations_two_people", sql`${t.parentId} <> ${t.teacherId}`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The child it is about (the parent's own), shown to the teacher by first name. */
    studentId: integer("student_id").references(() => studentProfiles.id, { onDelete: "set null" }),
    body: varchar("body", { length: MESSAGE_MAX }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt),
  ],
);

export const conversationReports = pgTable(
  "conversation_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: REPORT_REASON_MAX }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_reports_created_idx").on(t.createdAt, t.id)],
);

/** Each time an admin read a reported conversation: who, which, when. */
export const conversationAdminReads = pgTable(
  "conversation_admin_reads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_admin_reads_conversation_idx").on(t.conversationId, t.readAt)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
