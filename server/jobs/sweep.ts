// One way to work through what a job found: each item in its own transaction, what it recorded told after the commit.
import type { Tx } from "../db";
import { notifyAll, type NotifyDeps, type Recorded } from "../notify/notify";

/** What every job handler gets: the database, the mailer (no email without one) and a logger. */
export type JobDeps = NotifyDeps;

/** Each job handles at most this many items a run (house rule 11); the next minute's run takes the rest. */
export const SWEEP_LIMIT = 500;

/**
 * Runs `step` on each item in a transaction of its own and, after the run, sends the emails of the events they
 * recorded (null: nothing to do any more). A failing item is logged and skipped: it does not hold up the others, and
 * as nothing of it committed the next run tries it again. Answers how many items did something.
 */
export async function sweep<T>(
  deps: JobDeps,
  job: string,
  items: T[],
  step: (tx: Tx, item: T) => Promise<Recorded[] | null>,
): Promise<number> {
  let done = 0;
  // Told after the run, together: several events of a kind to one person go as one email (issue 31: 500 lapsed holds
  // sent 500 emails in one run).
  const told: Recorded[] = [];
  for (const item of items) {
    let events: Recorded[] | null;
    try {
      events = await deps.db.transaction((tx) => step(tx, item));
    } catch (err) {
      deps.logger?.warn(
        { err: { message: (err as Error).message }, job, item },
        "job item failed; the next run tries it again",
      );
      continue;
    }
    if (!events) continue;
    done++;
    told.push(...events);
  }
  await notifyAll(deps, told);
  return done;
}
