// The queue itself (decision 046): pg-boss really started on the test database, a reminders run sent through it, and
// the reminder sent once across a stop and a second start. The handlers' own rules are in the other tests here.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { parseEnv } from "../env";
import { memoryMailer } from "../mail/mailer";
import { lessonCast, notificationsOf } from "../test/lessons";
import { useTestApp } from "../test/test-app";
import { JOBS, startJobs } from "./jobs";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

/** Polls `check` until it holds, for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the queue");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("startJobs", () => {
  it("runs the reminders job from the queue, once across a restart, and stops", { timeout: 60_000 }, async () => {
    const l = await lessonCast(ctx);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    // The queue's clock: the lesson's 24-hour reminder is due.
    const now = () => new Date(b.scheduledAt.getTime() - 23 * 3_600_000);
    const deps = { db: ctx.db.db, pool: ctx.db.pool, mailer, now, pollingIntervalSeconds: 0.5 };

    const first = await startJobs(deps);
    try {
      // Every job has its queue and its schedule, every minute.
      const schedules = await first.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
        Object.keys(JOBS)
          .map((name) => [name, "* * * * *"])
          .sort(),
      );
      await first.boss.send("lesson-reminders");
      await until(async () => (await notificationsOf(ctx, l.parent.user.id, "lesson_reminder")).length > 0);
    } finally {
      await first.stop();
    }

    // A restarted process runs the job again: the reminder has gone, nothing is sent twice.
    const second = await startJobs(deps);
    try {
      // stately: a send while the minute's run waits is refused (null); send until this run is ours to follow.
      let id: string | null = null;
      await until(async () => (id = await second.boss.send("lesson-reminders")) !== null);
      await until(async () => (await second.boss.findJobs("lesson-reminders", { id: id! }))[0]?.state === "completed");
    } finally {
      await second.stop();
    }
    expect(await notificationsOf(ctx, l.parent.user.id, "lesson_reminder")).toHaveLength(1);
    expect(await notificationsOf(ctx, l.teacher.user.id, "lesson_reminder")).toHaveLength(1);
    expect(
      mailer.sent.filter((m) => m.to === l.parent.user.email && m.subject === "Halaqa lesson reminder"),
    ).toHaveLength(1);
  });
});

describe("JOBS", () => {
  it("is on unless JOBS=off", () => {
    expect(parseEnv({}).JOBS).toBe(true);
    expect(parseEnv({ JOBS: "on" }).JOBS).toBe(true);
    expect(parseEnv({ JOBS: "off" }).JOBS).toBe(false);
    expect(() => parseEnv({ JOBS: "maybe" })).toThrow(/JOBS/);
  });
});
