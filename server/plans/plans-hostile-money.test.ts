// Hostile pass over weekly plans (issue 33): the renewal charges the saved method no more a lesson than the 7-day
// notice told the family, whatever the teacher does to the class's price meanwhile.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, planCycles } from "@shared/schema";
import { renewPlans } from "../jobs/plan-renewals";
import { useTestApp } from "../test/test-app";
import { useRenewals } from "./renewal-test-utils";

const ctx = useTestApp();
const { env, paidPlan, cycles, lessonsOf } = useRenewals(ctx);

const DAY = 86_400_000;

describe("the renewal's price after its notice", () => {
  it("charges the announced price when the teacher raises the class's price after the notice", async () => {
    const plan = await paidPlan();
    // Five days before the renewal: the notice tells 4 lessons at 20.00.
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(plan.dueAt.getTime() - 5 * DAY));
    const [first] = await cycles(plan.id);
    expect(first).toMatchObject({ noticeLessonCents: 2000 });
    expect(first.noticeSentAt).not.toBeNull();
    const raised = await plan.teacher.patch(`/api/classes/${plan.cast.classId}`).send({ price: "5000" });
    expect(raised.status, raised.text).toBe(200);

    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    expect(next).toMatchObject({ number: 2, status: "paid", amount: "80.00" });
    const lessons = await lessonsOf(next.id);
    expect(lessons.map((b) => b.amount)).toEqual(["20.00", "20.00", "20.00", "20.00"]);
    expect(env.fake.chargeCount(plan.vaultId)).toBe(1);
    // The cycle after it is announced at the new price, and charged so: the family was told in time.
    const third = new Date(plan.dueAt.getTime() + 23 * DAY);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, third);
    const [, second] = await cycles(plan.id);
    expect(second.noticeLessonCents).toBe(500_000);
  });

  it("charges the lower price when the teacher lowers it after the notice", async () => {
    const plan = await paidPlan();
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(plan.dueAt.getTime() - 5 * DAY));
    await plan.teacher.patch(`/api/classes/${plan.cast.classId}`).send({ price: "15.00" }).expect(200);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    expect(next).toMatchObject({ number: 2, amount: "60.00" });
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.planCycleId, next.id));
    expect(rows.every((b) => b.amount === "15.00")).toBe(true);
  });

  it("keeps the amount equal to its lessons' prices, credits taken off", async () => {
    const plan = await paidPlan();
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(plan.dueAt.getTime() - 5 * DAY));
    await plan.teacher.patch(`/api/classes/${plan.cast.classId}`).send({ price: "99.99" }).expect(200);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [row] = await ctx.db.db
      .select()
      .from(planCycles)
      .where(eq(planCycles.planId, plan.id))
      .orderBy(planCycles.id)
      .offset(1);
    const sum = (await lessonsOf(row.id)).reduce((s, b) => s + Math.round(Number(b.amount) * 100), 0);
    expect(Math.round(Number(row.amount) * 100)).toBe(sum);
  });
});
