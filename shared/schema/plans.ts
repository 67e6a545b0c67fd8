// Weekly plans (issue 33, api.md "Plans"): a child's standing weekly lessons with one class, paid every four weeks.
// A cycle's lessons are ordinary bookings carrying plan_id and plan_cycle_id (decision 088).
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { PLAN_STATUSES } from "../constants";
import { bookings } from "./bookings";
import { classes } from "./classes";
import { timestamps } from "./columns";
import { studentProfiles } from "./students";
import { users } from "./users";

export const planStatusEnum = pgEnum("plan_status", PLAN_STATUSES);

/** One weekly lesson time: 0 Sunday … 6 Saturday, a wall-clock "HH:mm" in the plan's (the teacher's) zone. */
export interface WeeklyTime {
  day: number;
  time: string;
}
/** A date of a cycle without a lesson, and why (the teacher's day off). */
export interface SkippedDate {
  date: string;
  time: string;
  reason: "day_off" | "taken" | "unavailable" | "paused";
}

export const plans = pgTable(
  "plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => studentProfiles.id, { onDelete: "restrict" }),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "restrict" }),
    /** Copied from the class, as for bookings: the teacher's roster and the sibling rule read it. */
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    weekly: jsonb("weekly").$type<WeeklyTime[]>().notNull(),
    /** The teacher's zone when the plan was made: the weekly times are wall-clock times there. */
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    status: planStatusEnum("status").notNull().default("pending_payment"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The payer's saved method (PayPal vault id) from the first cycle's capture: renewals charge it (decision 087). */
    vaultId: varchar("vault_id", { length: 64 }),
    /** The weekly times the parent chose for the cycles not made yet (PATCH); the renewal uses them (decision 090). */
    nextWeekly: jsonb("next_weekly").$type<WeeklyTime[]>(),
    ...timestamps,
  },
  (t) => [
    index("plans_parent_idx").on(t.parentId, t.status),
    index("plans_teacher_idx").on(t.teacherId, t.status),
    index("plans_class_idx").on(t.classId),
    check("plans_weekly_array", sql`jsonb_typeof(${t.weekly}) = 'array'`),
  ],
);

export const planCycles = pgTable(
  "plan_cycles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** The cycle's first and last day (28 days), dates of the teacher's calendar. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** USD, as bookings.amount: the sum of the cycle's lessons, the sibling discount taken off. */
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    skipped: jsonb("skipped").$type<SkippedDate[]>().notNull().default([]),
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    /** The order paying this cycle (decision 089); the cycle's bookings keep none, their order ids being unique. */
    paypalOrderId: varchar("paypal_order_id", { length: 64 }),
    /**
     * A renewal's charge of the saved method: its PayPal-Request-Id, written with the cycle before PayPal is called, so a
     * retry after a crash repeats the same request and gets the first answer (decision 091).
     */
    chargeRequestId: varchar("charge_request_id", { length: 64 }),
    /** The capture that paid the cycle (a refund gives it back). */
    captureId: varchar("capture_id", { length: 64 }),
    /** When the family was told of this cycle's renewal (7 days before it ends): told once. */
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    /**
     * The price of one lesson of the next cycle, in cents, as the notice told it: the renewal charges no more (a price
     * raised after the notice would otherwise reach the saved method unannounced; hostile pass).
     */
    noticeLessonCents: integer("notice_lesson_cents"),
    /** A refused renewal: the family may pay by hand until then; after it the lessons are released, the plan ended. */
    payBy: timestamp("pay_by", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plan_cycles_plan_number_idx").on(t.planId, t.number),
    uniqueIndex("plan_cycles_paypal_order_idx").on(t.paypalOrderId),
    uniqueIndex("plan_cycles_charge_request_idx").on(t.chargeRequestId),
    check("plan_cycles_status_valid", sql`${t.status} IN ('pending', 'paid', 'cancelled')`),
    check("plan_cycles_dates", sql`${t.endsOn} >= ${t.startsOn}`),
    check("plan_cycles_amount_nonneg", sql`${t.amount} >= 0`),
  ],
);

/**
 * A pause of a plan (decision 090): its days, both included, in the plan's zone. The plan shows `paused` while today
 * is inside one that was not resumed; `resumedAt` marks one ended early (its `untilOn` then moved to the day before).
 */
export const planPauses = pgTable(
  "plan_pauses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    fromOn: date("from_on", { mode: "string" }).notNull(),
    untilOn: date("until_on", { mode: "string" }).notNull(),
    resumedAt: timestamp("resumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_pauses_plan_idx").on(t.planId, t.fromOn),
    check("plan_pauses_dates", sql`${t.untilOn} >= ${t.fromOn}`),
  ],
);

export const PLAN_CREDIT_REASONS = [
  "paused",
  "teacher_cancelled",
  "teacher_absent",
  "family_cancelled",
  "platform_cancelled",
  "moved_late",
] as const;

/**
 * A paid lesson of a plan that was not held and would have been refunded in full: worth its price off the next cycle,
 * or refunded once the plan ends (decision 092). One per booking, so a lesson is never credited twice.
 */
export const planCredits = pgTable(
  "plan_credits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    reason: varchar("reason", { length: 24 }).notNull().$type<(typeof PLAN_CREDIT_REASONS)[number]>(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The cycle whose charge it reduced; null while unused. */
    usedInCycleId: integer("used_in_cycle_id").references(() => planCycles.id, { onDelete: "restrict" }),
    /**
     * The refund's PayPal-Request-Id and the capture it comes from, committed before PayPal is called: a retry after a
     * crash repeats the same request and gets the first answer (decision 092).
     */
    refundRequestId: varchar("refund_request_id", { length: 64 }),
    refundCaptureId: varchar("refund_capture_id", { length: 64 }),
    refundId: varchar("refund_id", { length: 64 }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("plan_credits_booking_idx").on(t.bookingId),
    uniqueIndex("plan_credits_refund_request_idx").on(t.refundRequestId),
    index("plan_credits_plan_idx").on(t.planId),
    check(
      "plan_credits_reason_valid",
      sql`${t.reason} IN ('paused', 'teacher_cancelled', 'teacher_absent', 'family_cancelled', 'platform_cancelled', 'moved_late')`,
    ),
    check("plan_credits_amount_nonneg", sql`${t.amountCents} >= 0`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type PlanPauseRow = typeof planPauses.$inferSelect;
export type PlanCycleRow = typeof planCycles.$inferSelect;
