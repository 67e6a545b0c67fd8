// An ended plan's credits refunded exactly once (decision 092): with processes racing, across a crash between PayPal's
// refund and the commit; and over any cycles and cancellations, what was charged less refunded is what was held.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { toCents } from "@shared/money";
import { bookings, planCredits, plans } from "@shared/schema";
import { connect } from "../db";
import { renewPlans } from "../jobs/plan-renewals";
import { useTestApp } from "../test/test-app";
import { addDays } from "./plans.rules";
import { useRenewals } from "./renewal-test-utils";

const ctx = useTestApp();
const { env, paidPlan, cycles, lessonsOf } = useRenewals(ctx);

const creditsOf = (planId: number) =>
  ctx.db.db.select().from(planCredits).where(eq(planCredits.planId, planId)).orderBy(asc(planCredits.id));

/** A plan whose first two lessons the teacher cancelled (two credits), then ended without the service's refund. */
async function endedWithCredits() {
  const plan = await paidPlan();
  const [cycle] = await cycles(plan.id);
  const lessons = (await lessonsOf(cycle.id)).sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  for (const l of lessons.slice(0, 2))
    expect((await plan.teacher.patch(`/api/bookings/${l.id}`).send({ status: "cancelled" })).status).toBe(200);
  // Ended as a lapsed renewal ends it: the job alone refunds.
  await ctx.db.db.update(plans).set({ status: "ended" }).where(eq(plans.id, plan.id));
  return { plan, captureId: cycle.captureId as string };
}

describe("refunding an ended plan's credits", () => {
  it("refunds each credit once when several processes run the job at the same moment", async () => {
    const { plan, captureId } = await endedWithCredits();
    const other = connect(ctx.db.url);
    try {
      const now = new Date();
      await Promise.all([
        renewPlans({ db: ctx.db.db, gateway: env.gateway }, now),
        renewPlans({ db: other.db, gateway: env.gateway }, now),
        renewPlans({ db: other.db, gateway: env.gateway }, now),
      ]);
      // A run that found a credit locked by another left it; one more run finishes whatever is left.
      await renewPlans({ db: other.db, gateway: env.gateway }, now);
    } finally {
      await other.pool.end();
    }
    expect(env.fake.refundsOf(captureId)).toEqual(["20.00", "20.00"]);
    const credits = await creditsOf(plan.id);
    expect(credits.every((c) => c.refundedAt !== null)).toBe(true);
    // One request id per credit, each sent to PayPal: retries repeat it, never a new one.
    const ids = new Set(
      env.fake.calls.filter((c) => c.path === `/v2/payments/captures/${captureId}/refund`).map((c) => c.requestId),
    );
    expect([...ids].sort()).toEqual(credits.map((c) => c.refundRequestId).sort());
  });

  it("refunds once across a crash between PayPal's refund and the commit", async () => {
    const { plan, captureId } = await endedWithCredits();
    const crash = () => {
      throw new Error("the process died here");
    };
    await renewPlans({ db: ctx.db.db, gateway: env.gateway, afterRefund: crash }, new Date());
    // PayPal gave the money back; nothing of it was recorded, but each credit's request id was.
    expect(env.fake.refundsOf(captureId)).toEqual(["20.00", "20.00"]);
    for (const c of await creditsOf(plan.id)) expect(c).toMatchObject({ refundedAt: null, refundId: null });
    const requested = (await creditsOf(plan.id)).map((c) => c.refundRequestId);
    expect(requested.every((id) => typeof id === "string")).toBe(true);

    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date());
    expect(env.fake.refundsOf(captureId)).toEqual(["20.00", "20.00"]);
    const after = await creditsOf(plan.id);
    expect(after.map((c) => c.refundRequestId)).toEqual(requested);
    for (const c of after) {
      expect(c.refundedAt).not.toBeNull();
      const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, c.bookingId));
      expect(b.paymentStatus).toBe("refunded");
    }
  });

  it("charges less refunds exactly the lessons held, over any cycles and cancellations (property)", {
    timeout: 120_000,
  }, async () => {
    const cancel = fc.tuple(fc.nat(3), fc.constantFrom("teacher" as const, "parent" as const));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cancel, { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        async (perCycle) => {
          const plan = await paidPlan();
          for (const [i, cancels] of perCycle.entries()) {
            const all = await cycles(plan.id);
            const lessons = (await lessonsOf(all[all.length - 1].id)).sort(
              (a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime(),
            );
            for (const [at, by] of cancels) {
              const lesson = lessons[at];
              if (!lesson) continue;
              const agent = by === "teacher" ? plan.teacher : plan.agent;
              const res = await agent.patch(`/api/bookings/${lesson.id}`).send({ status: "cancelled" });
              // Cancelled already (the same lesson drawn twice) is a refusal that changes nothing.
              expect([200, 409]).toContain(res.status);
            }
            if (i < perCycle.length - 1) {
              const dueAt = new Date(`${addDays(all[all.length - 1].endsOn, -2)}T12:00:00Z`);
              await renewPlans({ db: ctx.db.db, gateway: env.gateway }, dueAt);
            }
          }
          expect((await plan.agent.post(`/api/plans/${plan.id}/cancel`)).status).toBe(200);
          await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date());

          let charged = 0;
          let refunded = 0;
          for (const c of await cycles(plan.id)) {
            const order = c.paypalOrderId ? env.fake.orders.get(c.paypalOrderId) : undefined;
            for (const capture of order?.captures ?? []) {
              if (capture.status === "DECLINED") continue;
              charged += toCents(capture.amount.value);
              refunded += env.fake.refundsOf(capture.id).reduce((sum, v) => sum + toCents(v), 0);
            }
          }
          const kept = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, plan.id));
          const held = kept
            .filter((b) => b.status !== "cancelled" && b.paymentStatus === "paid")
            .reduce((sum, b) => sum + toCents(b.amount), 0);
          expect(charged - refunded).toBe(held);
          // No credit is left behind: each was taken off a cycle or refunded.
          for (const c of await creditsOf(plan.id))
            expect(c.usedInCycleId !== null || c.refundedAt !== null).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });
});
