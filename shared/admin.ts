// Request contracts and shapes for admin routes and notifications (api.md "Admin", "Interviews").
import { z } from "zod";
import {
  INTERVIEW_RESULTS,
  INTERVIEW_STATUSES,
  ROLES,
  TEXT_MAX,
  type Role,
  type VerificationStatus,
} from "./constants";
import { pageQuerySchema } from "./paging";
import { text } from "./fields";
import { meetingUrl } from "./lessons";

export const notificationReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });

export const sendReminderSchema = z.object({
  teacherId: z
    .number({ error: "teacherId must be a number" })
    .int()
    .positive()
    .max(2_147_483_647, "teacherId is out of range"),
  message: text(1000, "Message must be at most 1000 characters").optional(),
});
export type SendReminderInput = z.infer<typeof sendReminderSchema>;

// An instant with its offset. Creating an interview may name a past one (recording an interview already held).
// Years PostgreSQL cannot hold (year 0) or no interview has (year 9999) are a 400, never a database error.
const isoInstant = z.iso.datetime({ offset: true, error: "scheduledAt must be an ISO date-time" }).refine((v) => {
  const year = new Date(v).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}, "scheduledAt must be between the years 2000 and 2100");

export const createInterviewSchema = z.object({
  teacherId: z
    .number({ error: "teacherId must be a number" })
    .int()
    .positive()
    .max(2_147_483_647, "teacherId is out of range"),
  scheduledAt: isoInstant,
  status: z
    .enum(INTERVIEW_STATUSES)
    .extract(["pending", "scheduled"], { error: "status must be pending or scheduled" })
    .default("scheduled"),
  notes: text(TEXT_MAX.note, `Notes must be at most ${TEXT_MAX.note} characters`).optional(),
  /** The video call (https, as a lesson's link); blank or absent: none yet. */
  meetingUrl: meetingUrl.optional(),
});
export type CreateInterviewInput = z.infer<typeof createInterviewSchema>;

export const updateInterviewSchema = z
  .object({
    status: z.enum(INTERVIEW_STATUSES, { error: "Unknown interview status" }),
    result: z.enum(INTERVIEW_RESULTS, { error: "result must be approved or rejected" }),
    feedback: text(TEXT_MAX.note, `Feedback must be at most ${TEXT_MAX.note} characters`),
    notes: text(TEXT_MAX.note, `Notes must be at most ${TEXT_MAX.note} characters`),
    // Moving an interview only goes forward: one moved into the past could be completed at once, before it took place.
    scheduledAt: isoInstant.refine(
      (v) => new Date(v).getTime() > Date.now(),
      "An interview can only be moved to a future time",
    ),
    meetingUrl,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["status"] })
  // A cancelled interview is not moved at the same time: the teacher is told one thing or the other.
  .refine((v) => v.status !== "cancelled" || (v.scheduledAt === undefined && v.meetingUrl === undefined), {
    message: "Cancel the interview and change it in separate steps",
    path: ["status"],
  });
export type UpdateInterviewInput = z.infer<typeof updateInterviewSchema>;

export interface NotificationItem {
  id: number;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  read: boolean;
  userId: number | null;
  createdAt: string;
}

export interface IncompleteApplication {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  missingItems: {
    phoneNumber: boolean;
    bio: boolean;
    qualifications: boolean;
    idVerification: boolean;
    policeCheck: boolean;
  };
  daysSinceApplication: number;
  lastReminderDays: number | null;
}

/** GET /api/admin/analytics: the last 12 weeks (UTC, weeks start on Monday), oldest first. */
export interface WeeklyActivity {
  weekStart: string;
  signups: number;
  bookings: number;
}

// Admin › Users (api.md "Accounts"): find users, suspend and restore them.
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: text(TEXT_MAX.name).optional(),
  role: z.enum(ROLES, { error: "role must be parent, teacher or admin" }).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const SUSPENSION_REASON_MAX = 500;
export const suspendUserSchema = z
  .object({
    suspended: z.boolean({ error: "suspended must be true or false" }),
    reason: text(SUSPENSION_REASON_MAX).optional(),
  })
  .refine((v) => !v.suspended || (v.reason ?? "").length > 0, {
    message: "Please give a reason for the suspension",
    path: ["reason"],
  });
export type SuspendUserInput = z.output<typeof suspendUserSchema>;

export interface AdminUserItem {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  currentRole: Role;
  createdAt: string;
  /** The teacher profile's status, when the user has one. */
  teacherStatus: VerificationStatus | null;
  suspended: boolean;
  suspendedAt: string | null;
  suspendedReason: string | null;
}

/** PATCH /api/admin/users/{id}: the user now, and what a suspension did to their lessons. */
export interface SuspendUserResult {
  user: AdminUserItem;
  cancelledLessons: number;
  refunded: number;
}
