// A renewal keeps what the family was promised (issue 33): credits taken off the charge once, a paused date neither
// booked nor charged, a change of weekly times applied from the new cycle on. Property: charged = lessons − credits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, notifications, planCredits, planCycles, plans } from "@shared/schema";
import { renewPlans } from "../jobs/plan-renewals";
import { useTestApp } from "../test/test-app";
import { makeNextCycle } from "./plan-renewal";
import { addDays, weekdayOf } from "./plans.rules";
import { useRenewals } from "./renewal-test-utils";

const ctx = useTestApp();
const { env, paidPlan, cycles, lessonsOf } = useRenewals(ctx);

describe("the renewal announced", () => {
  it("tells the family once, 7 days before the cycle ends, the next four weeks' dates, lessons and amount", async () => {
    const plan = await paidPlan();
    const bell = async () =>
      (await ctx.db.db.select().from(notifications).where(eq(notifications.userId, plan.cast.parent.user.id))).filter(
        // The first cycle's receipt aside (plan-payment-notices.test.ts).
        (n) => (n.data as { planId?: number } | null)?.planId === plan.id && n.title !== "Weekly plan paid",
      );
    const weekBefore = new Date(`${addDays(plan.firstEndsOn, -7)}T12:00:00Z`);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(weekBefore.getTime() - 86_400_000));
    expect(await bell()).toHaveLength(0);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, weekBefore);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(weekBefore.getTime() + 3_600_000));
    const told = await bell();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: "payment", title: "Your weekly plan renews soon" });
    expect(told[0].message).toContain(
      `${addDays(plan.firstEndsOn, 1)} to ${addDays(plan.firstEndsOn, 28)}: 4 lessons, $80.00`,
    );
    expect(told[0].message).toContain(`on ${addDays(plan.firstEndsOn, -2)}`);
    // Nothing was charged by the notice.
    expect(env.fake.chargeCount(plan.vaultId)).toBe(0);
  });
});

describe("what a renewal charges", () => {
  it("skips a paused date unbooked and takes a paused lesson's credit off the charge, once", async () => {
    const plan = await paidPlan();
    // Paused over the first cycle's last lesson (week 4) and the next cycle's first (week 5).
    const pause = await plan.agent
      .post(`/api/plans/${plan.id}/pause`)
      .send({ from: plan.cast.date(3), until: plan.cast.date(4) });
    expect(pause.status, pause.text).toBe(200);
    const [credit] = await ctx.db.db.select().from(planCredits).where(eq(planCredits.planId, plan.id));
    expect(credit).toMatchObject({ reason: "paused", amountCents: 2000, usedInCycleId: null });

    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    // 3 lessons at 20.00, less the 20.00 credit.
    expect(next).toMatchObject({ status: "paid", amount: "40.00" });
    expect(next.skipped).toEqual([{ date: plan.cast.date(4), time: "17:00", reason: "paused" }]);
    expect(await lessonsOf(next.id)).toHaveLength(3);
    const [used] = await ctx.db.db.select().from(planCredits).where(eq(planCredits.id, credit.id));
    expect(used.usedInCycleId).toBe(next.id);
    expect(env.fake.chargeCount(plan.vaultId)).toBe(1);
  });

  it("books the changed weekly times from the new cycle on", async () => {
    const plan = await paidPlan();
    const day = plan.cast.day === 6 ? 1 : plan.cast.day + 1;
    const change = await plan.agent.patch(`/api/plans/${plan.id}`).send({ weekly: [{ day, time: "16:00" }] });
    expect(change.status, change.text).toBe(200);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [first, next] = await cycles(plan.id);
    const lessons = await lessonsOf(next.id);
    expect(lessons).toHaveLength(4);
    for (const b of lessons) expect(weekdayOf(b.scheduledAt.toISOString().slice(0, 10))).toBe(day);
    // The first cycle's lessons stay where they were.
    for (const b of await lessonsOf(first.id))
      expect(weekdayOf(b.scheduledAt.toISOString().slice(0, 10))).toBe(plan.cast.day);
    const [row] = await ctx.db.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row).toMatchObject({ weekly: [{ day, time: "16:00" }], nextWeekly: null });
  });

  it("charges exactly the held lessons less the credits used, for any credits (property)", async () => {
    const plan = await paidPlan();
    const [first] = await cycles(plan.id);
    const lessons = await lessonsOf(first.id);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 6 }), async (amounts) => {
        // Each run in a transaction rolled back: the plan stays as it was for the next.
        await ctx.db.db
          .transaction(async (tx) => {
            for (const [i, amountCents] of amounts.entries()) {
              if (!lessons[i]) break;
              await tx
                .insert(planCredits)
                .values({ planId: plan.id, bookingId: lessons[i].id, reason: "teacher_cancelled", amountCents });
            }
            const made = await makeNextCycle(tx, plan.id, plan.dueAt);
            expect(made).not.toBeNull();
            const held = (await tx.select().from(planCycles).where(eq(planCycles.id, made!.cycle.id)))[0];
            const credits = await tx.select().from(planCredits).where(eq(planCredits.usedInCycleId, held.id));
            const used = credits.reduce((sum, c) => sum + c.amountCents, 0);
            const booked = await tx.select().from(bookings).where(eq(bookings.planCycleId, held.id));
            const lessonCents = booked.reduce((sum, b) => sum + Math.round(Number(b.amount) * 100), 0);
            expect(Math.round(Number(held.amount) * 100)).toBe(lessonCents - used);
            expect(used).toBeLessThanOrEqual(lessonCents);
            throw new Rollback();
          })
          .catch((err: unknown) => {
            if (!(err instanceof Rollback)) throw err;
          });
      }),
      { numRuns: 15 },
    );
  });
});

class Rollback extends Error {}
