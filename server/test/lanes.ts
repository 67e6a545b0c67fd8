// Which lane each server-side test file runs in (decision 068). A file not named here is an api file: it needs the
// run's PostgreSQL and runs beside others. server/test/lanes.test.ts checks each list against what the files do.

/** No database, no child process: the server's rules, templates and parsers, and shared/. */
export const PURE_SERVER_LANE = [
  "shared/**/*.test.ts",
  "bench/families.test.ts",
  "scripts/prerender.test.ts",
  "server/admin/admin.rules.test.ts",
  "server/app-pages.test.ts",
  "server/auth/password-queue.test.ts",
  "server/bookings/bookings.rules.test.ts",
  "server/calendar/ics.test.ts",
  "server/documents/documents.rules.test.ts",
  "server/env.test.ts",
  "server/faults/db-unavailable.test.ts",
  "server/jobs/job-templates.test.ts",
  "server/jobs/reminders.rules.test.ts",
  "server/lessons/lessons.rules.test.ts",
  "server/mail/mailer.test.ts",
  "server/notify/interview-templates.test.ts",
  "server/notify/lesson-templates.test.ts",
  "server/notify/notify-after-commit.test.ts",
  "server/notify/notify-language.test.ts",
  "server/notify/payout-templates.test.ts",
  "server/notify/templates.test.ts",
  "server/payments/payments.rules.test.ts",
  "server/payments/saved-charge.rules.test.ts",
  "server/plans/plans.rules.test.ts",
  "server/reviews/reviews.rules.test.ts",
  "server/scheduling/holds.test.ts",
  "server/scheduling/scheduling.bookable.test.ts",
  "server/scheduling/scheduling.imports.test.ts",
  "server/scheduling/scheduling.rules.test.ts",
  "server/scheduling/teacher-hours.test.ts",
  "server/storage/local-storage.test.ts",
  "server/teachers/teachers.rules.test.ts",
  "server/test/file-headers.test.ts",
  "server/test/lanes.test.ts",
  "server/test/start-command.test.ts",
  "server/users/users.rules.test.ts",
  "server/viewer.test.ts",
];

/**
 * The files of the process lane that only start processes and judge neither time nor memory: they run two at a time
 * (each mostly waits on a server or a PostgreSQL starting), before the rest of the lane runs one file at a time.
 */
export const PROCESS_SPAWNS = [
  // Child processes: the server, the CLI, a cluster.
  "server/start.test.ts",
  "server/index.test.ts",
  "server/cluster.test.ts",
  "server/messages/live-processes.test.ts",
  "server/scripts/admin-create.test.ts",
  "server/bundle.test.ts",
  // An embedded PostgreSQL of their own: start, restart, faults.
  "server/db.test.ts",
  "server/faults/db-restart.test.ts",
  "server/faults/sigterm.test.ts",
];

/**
 * Starts the server or the CLI as a child process, or a PostgreSQL of its own, or judges time or memory: after the
 * other lanes; those that judge run one file at a time, so no other test shares the cores or the memory they measure.
 */
export const PROCESS_LANE = [
  ...PROCESS_SPAWNS,
  // Memory: the real server's resident memory, or this process's heap.
  "server/security/worst-case-memory.test.ts",
  "server/security/caps.test.ts",
  "server/documents/upload-memory.test.ts",
  "server/documents/upload-memory.s3.test.ts",
  // Time: an answer for an unknown account takes as long as for a known one; a certificate takes tens of ms.
  "server/auth/password.test.ts",
  "server/security/csrf-sessions.test.ts",
  "server/security/csrf-sessions.cache-on.test.ts",
  "server/lessons/certificate.test.ts",
];

/**
 * CI runs the api and process lanes on the machine's PostgreSQL, and these again on the embedded PostgreSQL 18 that
 * `npm start` uses: migrations, constraints and locks, the booking race, the query plans, the demo seed.
 */
export const EMBEDDED_SMOKE = [
  "server/migrations.test.ts",
  "server/bookings/bookings.race.test.ts",
  "server/payments/payments.locks.test.ts",
  "server/seed/demo.test.ts",
  "bench/query-plans.test.ts",
  "bench/matching-plans.test.ts",
];
