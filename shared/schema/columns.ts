// What several tables share: the enums of shared/constants.ts as PostgreSQL types, the timestamp pair, and a
// literal list for CHECK constraints.
import { sql } from "drizzle-orm";
import { pgEnum, timestamp } from "drizzle-orm/pg-core";
import {
  ATTENDANCES,
  BOOKING_STATUSES,
  DOCUMENT_TYPES,
  INTERVIEW_RESULTS,
  INTERVIEW_STATUSES,
  LEVELS,
  NOTIFICATION_TYPES,
  PAYMENT_STATUSES,
  ROLES,
  VERIFICATION_STATUSES,
} from "../constants";

export const roleEnum = pgEnum("user_role", ROLES);
export const verificationStatusEnum = pgEnum("verification_status", VERIFICATION_STATUSES);
export const documentTypeEnum = pgEnum("document_type", DOCUMENT_TYPES);
export const levelEnum = pgEnum("class_level", LEVELS);
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const interviewStatusEnum = pgEnum("interview_status", INTERVIEW_STATUSES);
export const interviewResultEnum = pgEnum("interview_result", INTERVIEW_RESULTS);
export const attendanceEnum = pgEnum("attendance", ATTENDANCES);
export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));
