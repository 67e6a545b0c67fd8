// How often one person may be emailed (issue 31): a flood of changes stays in the bell, never in an inbox. Counted in
// the shared rate_limits table, so every process spends the same budget.
import { sql } from "drizzle-orm";
import type { Db } from "../db";

/** Emails to one recipient per hour, whatever the events; past it the bell alone tells them. */
export const EMAILS_PER_RECIPIENT_HOUR = 20;
/** One email per booking and recipient for the events that can repeat (a lesson moved again and again). */
export const BOOKING_EMAIL_WINDOW_MS = 15 * 60 * 1000;

/** Counts one more email under `key` in a window of `windowMs`; true while at most `limit` were counted. */
export async function spend(db: Pick<Db, "execute">, key: string, limit: number, windowMs: number): Promise<boolean> {
  const result = await db.execute<{ hits: number }>(
    sql`insert into rate_limits (key, hits, reset_at) values (${`mail:${key}`}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning hits`,
  );
  return Number(result.rows[0].hits) <= limit;
}
