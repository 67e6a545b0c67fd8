// drizzle's relations (for db.query), in one module: they point both ways between the table modules, and the
// tables' own modules import one another only one way (users first), so no import cycle is needed.
import { relations } from "drizzle-orm";
import { bookings } from "./bookings";
import { classes } from "./classes";
import { interviews } from "./interviews";
import { studentProfiles } from "./students";
import { documents, teacherProfiles } from "./teachers";
import { users } from "./users";

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
