// Teachers' earnings (issue 34, decision 094): the platform fee's history and an append-only ledger of movements, one
// row per movement of one teacher's money, in cents; migration 0028 makes the database refuse UPDATE and DELETE.
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { LEDGER_KINDS } from "../earnings";
import { bookings } from "./bookings";
import { sqlList } from "./columns";
import { users } from "./users";

/** Each fee an admin set, never edited: the fee in force is the newest row (15% while there is none). */
export const platformFees = pgTable(
  "platform_fees",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    percent: numeric("percent", { precision: 5, scale: 2 }).notNull(),
    setBy: integer("set_by").references(() => users.id, { onDelete: "restrict" }),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("platform_fees_percent_range", sql`${t.percent} BETWEEN 0 AND 50`)],
);

/**
 * One movement of a teacher's money: gross = fee + net to the cent. An earning keeps the fee percent in force when
 * its lesson was paid; a reversal is its negative. The idempotency key names the movement, so a repeat inserts nothing.
 */
export const teacherLedger = pgTable(
  "teacher_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: varchar("kind", { length: 16 }).notNull().$type<(typeof LEDGER_KINDS)[number]>(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    grossCents: integer("gross_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    /** The fee in force when the lesson was paid (earnings and their reversals). */
    feePercent: numeric("fee_percent", { precision: 5, scale: 2 }),
    idempotencyKey: varchar("idempotency_key", { length: 80 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("teacher_ledger_idempotency_idx").on(t.idempotencyKey),
    index("teacher_ledger_teacher_idx").on(t.teacherId, t.createdAt),
    index("teacher_ledger_booking_idx").on(t.bookingId).where(sql`${t.bookingId} IS NOT NULL`),
    check("teacher_ledger_kind_valid", sql`${t.kind} IN (${sqlList(LEDGER_KINDS)})`),
    check("teacher_ledger_adds_up", sql`${t.grossCents} = ${t.feeCents} + ${t.netCents}`),
    check(
      "teacher_ledger_earning_shape",
      sql`${t.kind} <> 'earning' OR (${t.bookingId} IS NOT NULL AND ${t.feePercent} IS NOT NULL AND ${t.grossCents} >= 0 AND ${t.feeCents} >= 0 AND ${t.netCents} >= 0)`,
    ),
    check(
      "teacher_ledger_reversal_shape",
      sql`${t.kind} <> 'reversal' OR (${t.bookingId} IS NOT NULL AND ${t.grossCents} <= 0 AND ${t.feeCents} <= 0 AND ${t.netCents} <= 0)`,
    ),
    // A payout takes money out, a returned one brings it back; neither carries a fee (decision 097).
    check(
      "teacher_ledger_payout_shape",
      sql`${t.kind} NOT IN ('payout', 'payout_returned') OR (${t.bookingId} IS NULL AND ${t.feeCents} = 0 AND (${t.kind} = 'payout') = (${t.netCents} < 0) AND ${t.netCents} <> 0)`,
    ),
  ],
);

/**
 * Where a teacher is paid: one PayPal address each. `changedAt` is when it was last set to another address; payouts
 * wait 48 hours from it (a stolen session cannot redirect the money at once).
 */
export const payoutMethods = pgTable("payout_methods", {
  teacherId: integer("teacher_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  paypalEmail: varchar("paypal_email", { length: 254 }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PlatformFeeRow = typeof platformFees.$inferSelect;
export type LedgerRow = typeof teacherLedger.$inferSelect;
