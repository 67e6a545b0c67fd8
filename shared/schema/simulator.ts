// The payment simulator's orders, in the database so that any server process can capture or refund an order another
// made (decision 052). Demo and tests only: with PayPal configured these tables stay empty.
import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

export const simulatorOrders = pgTable(
  "simulator_orders",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    status: varchar("status", { length: 16 }).notNull(),
    amount: varchar("amount", { length: 32 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    captureId: varchar("capture_id", { length: 32 }).unique(),
    /** COMPLETED, or DECLINED for a charge of a saved method that refuses; null in older rows (COMPLETED). */
    captureStatus: varchar("capture_status", { length: 16 }),
    refundId: varchar("refund_id", { length: 32 }),
    /** What the refunds took back so far: a plan's credits are refunded in part (decision 092). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The order asked to save the payer's method on approval (decision 087). */
    saveMethod: boolean("save_method").notNull().default(false),
    /** The saved method this order stored when captured, or the one it charged. */
    vaultId: varchar("vault_id", { length: 32 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("simulator_orders_created_idx").on(t.createdAt)],
);

/** The first answer to each request id, as PayPal repeats it for a retried call. */
export const simulatorRequests = pgTable("simulator_requests", {
  requestId: varchar("request_id", { length: 200 }).primaryKey(),
  answer: jsonb("answer").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Saved methods (PayPal's vault in the sandbox); `refuses` stands for the payer's bank declining (decision 087). */
export const simulatorVaults = pgTable("simulator_vaults", {
  id: varchar("id", { length: 32 }).primaryKey(),
  refuses: boolean("refuses").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
