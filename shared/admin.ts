// Request contracts and shapes for admin routes and notifications (api.md "Admin", "Interviews").
import { z } from "zod";
import { INTERVIEW_STATUSES } from "./constants";
import { dbId, text } from "./fields";

export const notificationReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });

export const sendReminderSchema = z.object({
  teacherId: z.number({ error: "teacherId must be a number" }).int().positive().max(2_147_483_647, "teacherId is out of range"),
  message: text(1000).optional(),
});
export type SendReminderInput = z.infer<typeof sendReminderSchema>;

const futureIso = z.iso.datetime({ offset: true, error: "scheduledAt must be an ISO date-time" });

export const createInterviewSchema = z.object({
  teacherId: z.number({ error: "teacherId must be a number" }).int().positive().max(2_147_483_647, "teacherId is out of range"),
  scheduledAt: futureIso,
  status: z.enum(["pending", "scheduled"], { error: "status must be pending or scheduled" }).default("scheduled"),
  notes: text(2000).optional(),
});
export type CreateInterviewInput = z.infer<typeof createInterviewSchema>;

export const updateInterviewSchema = z
  .object({
    status: z.enum(INTERVIEW_STATUSES, { error: "Unknown interview status" }),
    result: z.enum(["approved", "rejected"], { error: "result must be approved or rejected" }),
    feedback: text(2000),
    notes: text(2000),
    scheduledAt: futureIso,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["status"] });
export type UpdateInterviewInput = z.infer<typeof updateInterviewSchema>;

export const idParamSchema = z.object({ id: dbId("id") });

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
  missingItems: { phoneNumber: boolean; bio: boolean; qualifications: boolean; idVerification: boolean; policeCheck: boolean };
  daysSinceApplication: number;
  lastReminderDays: number | null;
}

/** GET /api/admin/analytics: the last 12 weeks (UTC, weeks start on Monday), oldest first. */
export interface WeeklyActivity {
  weekStart: string;
  signups: number;
  bookings: number;
}
