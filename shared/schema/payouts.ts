// Weekly payouts (issue 34, decision 097): one batch a week sent to PayPal Payouts, one payout per teacher in it, and
// the lessons each payout paid. The money itself moves in teacher_ledger; these rows say where it went.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { PAYOUT_BATCH_STATUSES, PAYOUT_STATUSES } from "../payouts";
import { sqlList } from "./columns";
import { users } from "./users";

export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** PayPal's dedupe key: "halaqa-2026-W50", then "-2" for a new attempt in a week whose batch PayPal refused. */
    senderBatchId: varchar("sender_batch_id", { length: 64 }).notNull(),
    week: varchar("week", { length: 8 }).notNull(),
    status: varchar("status", { length: 16 }).notNull().$type<(typeof PAYOUT_BATCH_STATUSES)[number]>(),
    /** The admin who ran it now; null for the weekly schedule. */
    runBy: integer("run_by").references(() => users.id, { onDelete: "set null" }),
    providerBatchId: varchar("provider_batch_id", { length: 64 }),
    failureReason: varchar("failure_reason", { length: 200 }),
    /** A process sending the batch holds it this long; a crashed one's claim lapses and another sends it again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** When PayPal was last asked how the items went. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payout_batches_sender_idx").on(t.senderBatchId),
    index("payout_batches_week_idx").on(t.week, t.id),
    check("payout_batches_status_valid", sql`${t.status} IN (${sqlList(PAYOUT_BATCH_STATUSES)})`),
  ],
);

export const payouts = pgTable(
  "payouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => payoutBatches.id, { onDelete: "restrict" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    paypalEmail: varchar("paypal_email", { length: 254 }).notNull(),
    status: varchar("status", { length: 16 }).notNull().$type<(typeof PAYOUT_STATUSES)[number]>(),
    providerItemId: varchar("provider_item_id", { length: 64 }),
    failureReason: varchar("failure_reason", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payouts_batch_teacher_idx").on(t.batchId, t.teacherId),
    index("payouts_teacher_idx").on(t.teacherId, t.id),
    check("payouts_amount_positive", sql`${t.amountCents} > 0`),
    check("payouts_status_valid", sql`${t.status} IN (${sqlList(PAYOUT_STATUSES)})`),
  ],
);

/**
 * The lessons a payout paid: a lesson is paid out while it is in a pending or succeeded payout. No foreign key to
 * bookings on purpose: its check would lock the lesson's row, and a refund holding that row while it waits for the
 * teacher's ledger lock would deadlock with the payout holding the lock (decision 097). Bookings are never deleted.
 */
export const payoutLessons = pgTable(
  "payout_lessons",
  {
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "restrict" }),
    bookingId: integer("booking_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.bookingId] }), index("payout_lessons_booking_idx").on(t.bookingId)],
);

/** The simulator's payout batches (demo and tests, no credentials): what it was sent, for the status reads. */
export const simulatorPayouts = pgTable("simulator_payouts", {
  id: varchar("id", { length: 32 }).primaryKey(),
  senderBatchId: varchar("sender_batch_id", { length: 64 }).notNull().unique(),
  items: jsonb("items").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
