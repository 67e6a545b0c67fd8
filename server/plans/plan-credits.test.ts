// A plan's lesson that would be refunded in full becomes a credit (decision 092): cancelled by the teacher, missed or
// cancelled in time by the family; taken off the renewal; refunded from its cycle's capture once the plan ends.
import { describe, expect, it } from "vitest";
import { and, asc, eq, isNull } from "drizzle-orm";
import { bookings, notifications, planCredits } from "@shared/schema";
import { renewPlans } from "../jobs/plan-renewals";
import { moveLesson, notificationsOf } from "../test/lessons";
import { signInAs, useTestApp } from "../test/test-app";
import { useRenewals } from "./renewal-test-utils";

const ctx = useTestApp();
const { env, paidPlan, cycles, lessonsOf } = useRenewals(ctx);

const creditsOf = (planId: number) =>
  ctx.db.db.select().from(planCredits).where(eq(planCredits.planId, planId)).orderBy(asc(planCredits.id));
const bookingOf = async (id: number) => (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const refundFailures = () =>
  ctx.db.db
    .select()
    .from(notifications)
    .where(and(isNull(notifications.userId), eq(notifications.title, "Refund needs attention")));

/** The plan's first cycle: its capture and its lessons, soonest first. */
async function firstCycle(planId: number) {
  const [cycle] = await cycles(planId);
  const lessons = (await lessonsOf(cycle.id)).sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  expect(cycle.captureId).toEqual(expect.any(String));
  return { captureId: cycle.captureId as string, lessons };
}

describe("a paid plan lesson that would be refunded in full", () => {
  it("becomes a credit when the teacher cancels it, the family told so, and is taken off the renewal", async () => {
    const plan = await paidPlan();
    const { captureId, lessons } = await firstCycle(plan.id);
    const res = await plan.teacher.patch(`/api/bookings/${lessons[0].id}`).send({ status: "cancelled" });
    expect(res.status, res.text).toBe(200);
    expect(await creditsOf(plan.id)).toMatchObject([
      {
        bookingId: lessons[0].id,
        reason: "teacher_cancelled",
        amountCents: 2000,
        usedInCycleId: null,
        refundedAt: null,
      },
    ]);
    // Paid until the credit is refunded; nothing went to PayPal and the admins have nothing to refund by hand.
    expect(await bookingOf(lessons[0].id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect(env.fake.refundsOf(captureId)).toEqual([]);
    expect(await refundFailures()).toHaveLength(0);
    const [told] = await notificationsOf(ctx, plan.cast.parent.user.id, "booking_cancelled");
    expect(told.message).toContain("The $20.00 paid for it is now a credit on your weekly plan");
    expect(told.message).not.toContain("refunded in full");

    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    expect(next).toMatchObject({ status: "paid", amount: "60.00" });
    expect((await creditsOf(plan.id))[0].usedInCycleId).toBe(next.id);
    expect(env.fake.chargeCount(plan.vaultId)).toBe(1);
  });

  it("pays a renewal with credits alone, its lessons paid too (not left to lapse as holds)", async () => {
    const plan = await paidPlan();
    const { lessons } = await firstCycle(plan.id);
    for (const l of lessons)
      expect((await plan.teacher.patch(`/api/bookings/${l.id}`).send({ status: "cancelled" })).status).toBe(200);
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    expect(next).toMatchObject({ status: "paid", amount: "0.00" });
    expect(env.fake.chargeCount(plan.vaultId)).toBe(0);
    for (const b of await lessonsOf(next.id)) expect(b).toMatchObject({ paymentStatus: "paid", expiresAt: null });
  });

  it("becomes a credit when the teacher reports having missed it", async () => {
    const plan = await paidPlan();
    const { lessons } = await firstCycle(plan.id);
    await moveLesson(ctx, lessons[0].id, -1);
    const res = await plan.teacher.post(`/api/bookings/${lessons[0].id}/report`).send({ attendance: "teacher_absent" });
    expect(res.status, res.text).toBe(201);
    expect(await creditsOf(plan.id)).toMatchObject([{ bookingId: lessons[0].id, reason: "teacher_absent" }]);
    expect(await bookingOf(lessons[0].id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect(await refundFailures()).toHaveLength(0);
    const [admin] = await notificationsOf(ctx, null, "booking_cancelled");
    expect(admin.message).toContain("its price is a credit on the family's weekly plan");
    const [family] = await notificationsOf(ctx, plan.cast.parent.user.id, "booking_cancelled");
    expect(family.message).toContain("is now a credit on your weekly plan");
  });

  it("becomes a credit when the family cancels it in time", async () => {
    const plan = await paidPlan();
    const { lessons } = await firstCycle(plan.id);
    const res = await plan.agent.patch(`/api/bookings/${lessons[1].id}`).send({ status: "cancelled" });
    expect(res.status, res.text).toBe(200);
    expect(await creditsOf(plan.id)).toMatchObject([
      { bookingId: lessons[1].id, reason: "family_cancelled", amountCents: 2000 },
    ]);
    expect(await refundFailures()).toHaveLength(0);
  });

  it("becomes a credit when the platform cancels it: the teacher suspended", async () => {
    const plan = await paidPlan();
    const { lessons } = await firstCycle(plan.id);
    const admin = await signInAs(ctx, ["admin"]);
    const res = await admin.agent
      .patch(`/api/admin/users/${plan.cast.teacher.user.id}`)
      .send({ suspended: true, reason: "Police check is forged" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ cancelledLessons: 4, refunded: 0 });
    const credits = await creditsOf(plan.id);
    expect(credits.map((c) => [c.bookingId, c.reason]).sort()).toEqual(
      lessons.map((l) => [l.id, "platform_cancelled"]).sort(),
    );
    expect(await refundFailures()).toHaveLength(0);
    const told = await notificationsOf(ctx, plan.cast.parent.user.id, "booking_cancelled");
    expect(told).toHaveLength(4);
    for (const n of told) expect(n.message).toContain("is now a credit on your weekly plan");
  });
});

describe("credits refunded when the plan no longer renews", () => {
  it("refunds each unused credit once from its cycle's capture when the family cancels the plan", async () => {
    const plan = await paidPlan();
    const { captureId, lessons } = await firstCycle(plan.id);
    for (const l of lessons.slice(0, 2))
      expect((await plan.teacher.patch(`/api/bookings/${l.id}`).send({ status: "cancelled" })).status).toBe(200);
    expect((await plan.agent.post(`/api/plans/${plan.id}/cancel`)).status).toBe(200);

    expect(env.fake.refundsOf(captureId)).toEqual(["20.00", "20.00"]);
    for (const c of await creditsOf(plan.id)) {
      expect(c.refundedAt).not.toBeNull();
      expect(c).toMatchObject({ refundCaptureId: captureId, refundId: expect.any(String) });
      expect(await bookingOf(c.bookingId)).toMatchObject({ paymentStatus: "refunded" });
    }
    const told = await notificationsOf(ctx, plan.cast.parent.user.id, "payment");
    expect(told.filter((n) => n.title === "Refund issued").map((n) => n.message.slice(0, 20))).toEqual([
      "We refunded $20.00 f",
      "We refunded $20.00 f",
    ]);
    // The job finds nothing left: no second refund.
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date());
    expect(env.fake.refundsOf(captureId)).toHaveLength(2);
    // The lessons not cancelled go ahead, paid.
    for (const l of lessons.slice(2)) expect(await bookingOf(l.id)).toMatchObject({ paymentStatus: "paid" });
  });

  it("refunds at once a lesson the teacher cancels after the plan was cancelled", async () => {
    const plan = await paidPlan();
    const { captureId, lessons } = await firstCycle(plan.id);
    expect((await plan.agent.post(`/api/plans/${plan.id}/cancel`)).status).toBe(200);
    expect(env.fake.refundsOf(captureId)).toEqual([]);
    expect((await plan.teacher.patch(`/api/bookings/${lessons[3].id}`).send({ status: "cancelled" })).status).toBe(200);
    expect(env.fake.refundsOf(captureId)).toEqual(["20.00"]);
    expect(await bookingOf(lessons[3].id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });

  it("leaves a credit PayPal refused unrefunded, and refunds it at a later run", async () => {
    const plan = await paidPlan();
    const { captureId, lessons } = await firstCycle(plan.id);
    expect((await plan.teacher.patch(`/api/bookings/${lessons[0].id}`).send({ status: "cancelled" })).status).toBe(200);
    env.fake.refuseRefunds = true;
    try {
      expect((await plan.agent.post(`/api/plans/${plan.id}/cancel`)).status).toBe(200);
      await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date());
    } finally {
      env.fake.refuseRefunds = false;
    }
    expect(env.fake.refundsOf(captureId)).toEqual([]);
    expect(await creditsOf(plan.id)).toMatchObject([{ refundedAt: null }]);
    expect(await bookingOf(lessons[0].id)).toMatchObject({ paymentStatus: "paid" });

    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date());
    expect(env.fake.refundsOf(captureId)).toEqual(["20.00"]);
    expect((await creditsOf(plan.id))[0].refundedAt).not.toBeNull();
    expect(await bookingOf(lessons[0].id)).toMatchObject({ paymentStatus: "refunded" });
  });
});
