// Issue 33: a whole year of renewals by the job, with fixed clocks, in London and New York: every lesson stays at
// 17:00 on the teacher's wall clock across both changes of the clocks, each cycle is charged once, and the sums hold.
import { describe, expect, it } from "vitest";
import { wallClockIn } from "@shared/wall-clock";
import { renewPlans } from "../jobs/plan-renewals";
import { useTestApp } from "../test/test-app";
import { addDays, weekdayOf } from "./plans.rules";
import { useRenewals } from "./renewal-test-utils";

const ctx = useTestApp();
const { env, paidPlan, cycles, lessonsOf } = useRenewals(ctx);

describe.each(["Europe/London", "America/New_York"])("a year of cycles in %s", (zone) => {
  it("renews 13 times, each four weeks on the same weekday at 17:00 there, charged once each", async () => {
    const plan = await paidPlan(zone);
    for (let n = 2; n <= 14; n++) {
      const latest = (await cycles(plan.id)).at(-1)!;
      // Noon UTC on the renewal day of the latest cycle.
      await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(`${addDays(latest.endsOn, -2)}T12:00:00Z`));
      const made = (await cycles(plan.id)).at(-1)!;
      expect(made).toMatchObject({ number: n, status: "paid", startsOn: addDays(latest.endsOn, 1) });
      const lessons = await lessonsOf(made.id);
      expect(lessons).toHaveLength(4);
      expect(made.amount).toBe("80.00");
      for (const b of lessons) {
        const wall = wallClockIn(b.scheduledAt, zone);
        expect(wall.time, `${b.scheduledAt.toISOString()} in ${zone}`).toBe("17:00");
        expect(weekdayOf(wall.date)).toBe(plan.cast.day);
        expect(b.paymentStatus).toBe("paid");
      }
    }
    // 52 weeks and more: the year's two clock changes are inside, and PayPal charged each renewal once.
    const all = await cycles(plan.id);
    expect(all).toHaveLength(14);
    expect(env.fake.chargeCount(plan.vaultId)).toBe(13);
  });
});
