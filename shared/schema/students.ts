// A parent's children.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { levelEnum, timestamps } from "./columns";
import { users } from "./users";

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

export type StudentProfileRow = typeof studentProfiles.$inferSelect;
