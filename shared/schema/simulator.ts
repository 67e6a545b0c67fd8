// The payment simulator's orders, in the database so that any server process can capture or refund an order another
// made (decision 052). Demo and tests only: with PayPal configured these tables stay empty.
import { index, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

export const simulatorOrders = pgTable(
  "simulator_orders",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    status: varchar("status", { length: 16 }).notNull(),
    amount: varchar("amount", { length: 32 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    captureId: varchar("capture_id", { length: 32 }).unique(),
    refundId: varchar("refund_id", { length: 32 }),
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
