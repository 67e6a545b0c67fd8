// Weekly plans (issue 33, api.md "Plans"): the request contracts and answers shared by the server and the client.
import { z } from "zod";
import { CAPS } from "./constants";
import { integer, money } from "./fields";
import { pageQuerySchema } from "./paging";
import type { PlanStatus } from "./constants";

/** Days of one cycle: four weeks. The renewal runs `PLAN_RENEWAL_DAYS_BEFORE_END` days before its last day. */
export const PLAN_CYCLE_DAYS = 28;
export const PLAN_RENEWAL_DAYS_BEFORE_END = 2;
/** A refused renewal leaves the family this long to pay by hand before the held lessons are released. */
export const PLAN_PAST_DUE_HOURS = 48;

const positiveId = (message: string) =>
  integer(message).pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));

const DATE_FORMAT = "Use a date such as 2026-12-25";
export const planDate = z
  .string({ error: DATE_FORMAT })
  .regex(/^20\d{2}-\d{2}-\d{2}$/, DATE_FORMAT)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "Use a real date");

const TIME_FORMAT = "Use a time such as 17:00";
const weeklyTime = z.object({
  day: z
    .number({ error: "day is 0 (Sunday) to 6 (Saturday)" })
    .int("day is 0 (Sunday) to 6 (Saturday)")
    .min(0, "day is 0 (Sunday) to 6 (Saturday)")
    .max(6, "day is 0 (Sunday) to 6 (Saturday)"),
  time: z.string({ error: TIME_FORMAT }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_FORMAT),
});

const weeklyTimes = z
  .array(weeklyTime, { error: "weekly must be a list of {day, time}" })
  .min(1, "Choose at least one weekly time")
  .max(7, "Choose at most 7 weekly times")
  .refine((w) => new Set(w.map((t) => t.day)).size === w.length, "Choose each day of the week at most once");

/** POST /api/plans: 1–7 weekly times on distinct days, wall-clock times in the teacher's zone. */
export const createPlanSchema = z.object({
  classId: positiveId("classId must be a class id"),
  studentId: positiveId("Please select a student"),
  weekly: weeklyTimes,
  startsOn: planDate,
  /** The total the family was shown: a different one is refused (400), as for an order. */
  amount: money("amount must be an amount such as 25.00").optional(),
});
export type CreatePlanInput = z.input<typeof createPlanSchema>;
export type CreatePlanValues = z.output<typeof createPlanSchema>;

export const plansQuerySchema = pageQuerySchema;

/** PATCH /api/plans/{id}: the weekly times of the cycles not made yet (same rules as a new plan's). */
export const changePlanSchema = z.object({ weekly: weeklyTimes });
export type ChangePlanValues = z.output<typeof changePlanSchema>;

/** The longest pause, in days, both ends included; a plan may be paused at most `PLAN_PAUSES_PER_YEAR` times. */
export const PLAN_PAUSE_MAX_DAYS = 60;
export const PLAN_PAUSES_PER_YEAR = 2;

/** POST /api/plans/{id}/pause: the first and last day without lessons, dates of the teacher's calendar. */
export const pausePlanSchema = z
  .object({ from: planDate, until: planDate })
  .refine((p) => p.until >= p.from, { message: "The last day of a pause cannot be before its first", path: ["until"] });
export type PausePlanValues = z.output<typeof pausePlanSchema>;

export const PLANS_CAP_MESSAGE = `You can have at most ${CAPS.livePlansPerParent} weekly plans`;
export const UNPAID_PLANS_CAP_MESSAGE =
  `You have ${CAPS.unpaidPlansPerParent} weekly plans awaiting payment. ` +
  "Pay for or cancel one before making another.";
export const PLAN_AMOUNT_CHANGED = "The plan's total has changed. Please review it and try again.";
export const PLAN_NOT_CANCELLABLE = "This plan is already cancelled or ended";
export const PLAN_NOT_CHANGEABLE = "This plan is cancelled or ended and can no longer be changed";
export const PLAN_NOT_PAUSABLE = "Only an active plan can be paused";
export const PLAN_NOT_PAUSED = "This plan is not paused";
export const PAUSE_FROM_PAST = "A pause cannot begin before today";
export const PAUSE_TOO_LONG = `A pause can last at most ${PLAN_PAUSE_MAX_DAYS} days`;
export const PAUSES_PER_YEAR_MESSAGE = "A plan can be paused at most twice in a year";
export const PAUSE_OVERLAPS = "This plan is already paused on some of these days";
export const PAUSED_TIME_KEPT = "This weekly time is kept for a family whose plan is paused";

export interface PlanLesson {
  bookingId: number;
  scheduledAt: string;
}
export interface PlanSkipped {
  date: string;
  time: string;
  /** The teacher's day off; at a renewal also a time since taken by a single booking, or no longer in the hours. */
  reason: "day_off" | "taken" | "unavailable" | "paused";
}
export interface PlanCycle {
  number: number;
  startsOn: string;
  endsOn: string;
  amount: string;
  lessons: PlanLesson[];
  skipped: PlanSkipped[];
}

/** The 201 of POST /api/plans, exactly as api.md shows it. */
export interface PlanCreated {
  id: number;
  status: PlanStatus;
  classId: number;
  studentId: number;
  weekly: { day: number; time: string }[];
  currentCycle: PlanCycle;
  /** The day the next cycle is made and charged; null once the plan will not renew. */
  renewsOn: string | null;
}

/** GET /api/plans and /api/plans/{id}: the plan with who and what it is. */
export interface PlanItem extends PlanCreated {
  /** The cycle the renewal made, before it begins; null until then. */
  nextCycle: PlanCycle | null;
  parentId: number;
  teacherId: number;
  /** The child's name; "A student" to a teacher who is not approved now (as in bookings). */
  studentName: string;
  teacherName: string;
  classTitle: string;
  /** The teacher's zone of the weekly times. */
  timeZone: string;
  createdAt: string;
  cancelledAt: string | null;
  /** The last lesson still to be held (paid, scheduled); null when none is. */
  lastLessonAt: string | null;
  /** The weekly times from the next cycle not made yet on (PATCH); null when unchanged. */
  nextWeekly: { day: number; time: string }[] | null;
  /** Lessons not held for a reason not the family's, not yet taken off a charge nor refunded. */
  credits: { count: number; amount: string };
  /** The plan's pauses of the last year and to come, the earliest first (`status` is `paused` inside one). */
  pauses: { from: string; until: string }[];
  /** Past due: until when the refused renewal can be paid by hand (48 hours after the refusal); null otherwise. */
  payBy: string | null;
}
