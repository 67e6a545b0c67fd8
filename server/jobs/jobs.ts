// The durable job queue (decision 046): pg-boss in PostgreSQL, each job a sweep a minute that one process's worker
// claims (SKIP LOCKED); handlers are idempotent besides, and plain functions of (deps, now) tested without the queue.
import { PgBoss, type Queue } from "pg-boss";
import type pg from "pg";
import type { Logger } from "pino";
import { expireUnpaidBookings } from "./expiries";
import { sendDueReminders } from "./reminders";
import { nudgeUnreportedLessons } from "./report-nudges";
import { pruneRateLimits } from "./prune-limits";
import { renewPlans } from "./plan-renewals";
import { runPayouts } from "./payouts";
import type { PaymentGateway } from "../payments/gateway";
import type { JobDeps } from "./sweep";

export { expireUnpaidBookings, nudgeUnreportedLessons, pruneRateLimits, renewPlans, sendDueReminders };

export const JOBS = {
  "lesson-reminders": sendDueReminders,
  "expire-unpaid-bookings": expireUnpaidBookings,
  "nudge-unreported-lessons": nudgeUnreportedLessons,
  "prune-rate-limits": pruneRateLimits,
  "renew-plans": renewPlans,
  "pay-teachers": runPayouts,
} as const satisfies Record<string, (deps: JobDeps, now: Date) => Promise<number>>;
export type JobName = keyof typeof JOBS;

const EVERY_MINUTE = "* * * * *";

/**
 * stately: at most one run queued and one running per job, so a slow run never piles up a backlog. No retries and a
 * short life: the next minute's run is the retry. Finished runs are kept a day for inspection.
 */
const QUEUE_OPTIONS = {
  policy: "stately",
  retryLimit: 0,
  expireInSeconds: 5 * 60,
  retentionSeconds: 10 * 60,
  deleteAfterSeconds: 24 * 3600,
} as const satisfies Omit<Queue, "name">;

export interface JobsDeps extends JobDeps {
  /** Asked about a lapsed hold's order before it is released (expiries.ts); without one, holds are released as they lapse. */
  gateway?: PaymentGateway;
  pool: pg.Pool;
  logger?: Pick<Logger, "warn" | "error" | "info">;
  /** The clock the handlers read; the system's by default. */
  now?: () => Date;
  /** How often an idle worker looks for a run (seconds). */
  pollingIntervalSeconds?: number;
}

export interface Jobs {
  boss: PgBoss;
  /** Stops claiming runs, lets a running one finish (up to 10 s), and leaves the app's pool open. */
  stop(): Promise<void>;
}

export async function startJobs(deps: JobsDeps): Promise<Jobs> {
  const now = deps.now ?? (() => new Date());
  const boss = new PgBoss({
    // The app's pool: no second pool to size. pg-boss runs its statements through this adapter and never closes it.
    db: { executeSql: (text, values) => deps.pool.query(text, values) },
    schema: "pgboss",
  });
  boss.on("error", (err) => deps.logger?.error({ err: { message: err.message } }, "job queue error"));
  boss.on("warning", (w) => deps.logger?.warn({ warning: w.data }, `job queue: ${w.message}`));
  await boss.start();
  try {
    for (const [name, run] of Object.entries(JOBS)) {
      await boss.createQueue(name, QUEUE_OPTIONS);
      // createQueue leaves an existing queue as it is: options changed since are applied here (the policy cannot be).
      const { policy: _policy, ...options } = QUEUE_OPTIONS;
      await boss.updateQueue(name, options);
      await boss.work(name, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5 }, async () => {
        const done = await run(deps, now());
        if (done > 0) deps.logger?.info({ job: name, done }, "job run");
      });
      // The same schedule from every process is one row (name, key): upserted, never doubled.
      await boss.schedule(name, EVERY_MINUTE);
    }
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
