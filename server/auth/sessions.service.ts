// A user's sessions (api.md "Accounts"): capped per user, and ended all at once on a password reset or change or a
// suspension; every process reads sessions from the table, so an ended one is gone everywhere at once.
import { sql } from "drizzle-orm";
import type { Db } from "../db";

type Runner = Pick<Db, "execute">;

/** Ends every session of the user but `exceptSid` (the caller's own, when they stay signed in). Returns how many. */
export async function endSessions(db: Runner, userId: number, exceptSid?: string): Promise<number> {
  const { rows } = await db.execute<{ sid: string }>(sql`
    DELETE FROM sessions
    WHERE ((sess -> 'passport') ->> 'user') = ${String(userId)} AND sid <> ${exceptSid ?? ""}
    RETURNING sid`);
  return rows.length;
}

/**
 * Keeps the user's `keep` most recently used sessions (one of them `currentSid`) and ends the others: a user holds
 * at most CAPS.sessionsPerUser sessions, the oldest end.
 */
export async function capSessions(db: Runner, userId: number, keep: number, currentSid: string): Promise<number> {
  const { rows } = await db.execute<{ sid: string }>(sql`
    DELETE FROM sessions WHERE sid IN (
      SELECT sid FROM sessions
      WHERE ((sess -> 'passport') ->> 'user') = ${String(userId)} AND sid <> ${currentSid}
      -- expire is kept in whole seconds; the cookie's expiry (ISO text, milliseconds) orders sign-ins within one.
      ORDER BY expire DESC, (sess -> 'cookie' ->> 'expires') DESC
      OFFSET ${Math.max(0, keep - 1)}
    )
    RETURNING sid`);
  return rows.length;
}
