// The rates table behind approximate prices (issue 20, decision 064).
import { asc, sql } from "drizzle-orm";
import { CURRENCIES, type Currency } from "@shared/constants";
import { BASE_CURRENCY, type CurrencyRate, type CurrencyRates } from "@shared/currency";
import { currencyRates } from "@shared/schema";
import type { Db } from "../db";

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** Every supported currency that has a rate, in CURRENCIES order: at most 22 rows. */
export async function listRates(db: Db): Promise<CurrencyRates> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency)).limit(CURRENCIES.length);
  const byCode = new Map(rows.filter((r) => isCurrency(r.currency)).map((r) => [r.currency, r]));
  const rates: CurrencyRate[] = [];
  for (const currency of CURRENCIES) {
    const row = byCode.get(currency);
    if (row) rates.push({ currency, rate: Number(row.rate), updatedAt: row.updatedAt.toISOString() });
  }
  return { base: BASE_CURRENCY, rates };
}

/**
 * Sets the given rates in one statement, each dated now (the database's clock, as the seed's dates are); USD stays
 * at 1 and is not written. Answers the whole table as it now stands.
 */
export async function setRates(db: Db, given: Partial<Record<Currency, number>>): Promise<CurrencyRates> {
  const values = Object.entries(given)
    .filter(([currency]) => currency !== BASE_CURRENCY)
    .map(([currency, rate]) => ({ currency, rate: String(rate) }));
  if (values.length > 0) {
    await db
      .insert(currencyRates)
      .values(values)
      .onConflictDoUpdate({ target: currencyRates.currency, set: { rate: sql`excluded.rate`, updatedAt: sql`now()` } });
  }
  return listRates(db);
}
