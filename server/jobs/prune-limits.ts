// Rate-limit counts whose window has ended (server/middleware/rate-limit.ts) are worth nothing: a new hit starts a new
// window anyway. Deleting them keeps the table the size of the last 15 minutes' traffic.
import { lt } from "drizzle-orm";
import { rateLimits } from "@shared/schema";
import type { JobDeps } from "./sweep";

/** Deletes ended windows; answers how many went. */
export async function pruneRateLimits(deps: Pick<JobDeps, "db">, now: Date): Promise<number> {
  // rowCount, not RETURNING: after a flood of attempts the ended windows could be many.
  const result = await deps.db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  return result.rowCount ?? 0;
}
