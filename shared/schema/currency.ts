// Rates per 1 USD that an admin keeps (issue 20, decision 064): prices stay in USD; these only show an approximate
// amount in the viewer's currency. One row per supported currency, USD's fixed at 1.
import { sql } from "drizzle-orm";
import { check, numeric, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../constants";
import { sqlList } from "./columns";

export const currencyRates = pgTable(
  "currency_rates",
  {
    currency: varchar("currency", { length: 3 }).primaryKey(),
    /** Units of the currency per 1 USD, to 6 decimal places. */
    rate: numeric("rate", { precision: 18, scale: 6 }).notNull(),
    /** When an admin last set (or confirmed) the rate: shown beside every approximate amount. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("currency_rates_currency_valid", sql`${t.currency} IN (${sqlList(CURRENCIES)})`),
    check("currency_rates_rate_positive", sql`${t.rate} > 0`),
    check("currency_rates_usd_is_one", sql`${t.currency} <> 'USD' OR ${t.rate} = 1`),
  ],
);
