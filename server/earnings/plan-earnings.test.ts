// A weekly plan's lessons earn lesson by lesson (decision 094): each at its own price when its cycle is paid, first by
// capture then by the renewal's charge; a lesson credited (not held) loses its earning, and the credit pays a new one.
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, teacherLedger } from "@shared/schema";
import { renewPlans } from "../jobs/plan-renewals";
import { useRenewals } from "../plans/renewal-test-utils";
import { useTestApp } from "../test/test-app";

const ctx = useTestApp();
const { env, paidPlan, cycles, lessonsOf } = useRenewals(ctx);

const ledgerOf = async (bookingIds: number[]) =>
  ctx.db.db
    .select()
    .from(teacherLedger)
    .where(inArray(teacherLedger.bookingId, bookingIds))
    .orderBy(asc(teacherLedger.id));

describe("a plan's earnings", () => {
  it("earns each paid lesson; a paused lesson is reversed, its credit pays a renewed lesson that earns", async () => {
    const plan = await paidPlan();
    const [first] = await cycles(plan.id);
    const firstLessons = (await lessonsOf(first.id)).sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
    const earned = await ledgerOf(firstLessons.map((b) => b.id));
    expect(earned.map((r) => [r.kind, r.grossCents, r.feeCents, r.netCents])).toEqual(
      firstLessons.map(() => ["earning", 2000, 300, 1700]),
    );
    expect(new Set(earned.map((r) => r.teacherId))).toEqual(new Set([plan.cast.teacher.user.id]));

    // The fourth week paused: that lesson is credited, not held, and its earning reversed at once.
    const pause = await plan.agent
      .post(`/api/plans/${plan.id}/pause`)
      .send({ from: plan.cast.date(3), until: plan.cast.date(3) });
    expect(pause.status, pause.text).toBe(200);
    const paused = firstLessons[3].id;
    expect((await ledgerOf([paused])).map((r) => [r.kind, r.netCents])).toEqual([
      ["earning", 1700],
      ["reversal", -1700],
    ]);

    // The renewal: four lessons less the credit, charged 60.00; its four lessons earn their own price each.
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    expect(next).toMatchObject({ status: "paid", amount: "60.00" });
    const nextLessons = await lessonsOf(next.id);
    const renewed = await ledgerOf(nextLessons.map((b) => b.id));
    expect(renewed.map((r) => [r.kind, r.grossCents])).toEqual(nextLessons.map(() => ["earning", 2000]));

    // Every cent the family paid (80 + 60) is a fee or the teacher's net of a lesson that stands.
    const all = await ledgerOf([...firstLessons, ...nextLessons].map((b) => b.id));
    const gross = all.reduce((s, r) => s + r.grossCents, 0);
    expect(gross).toBe(8000 + 6000);
    expect(all.reduce((s, r) => s + r.feeCents + r.netCents, 0)).toBe(gross);
    expect(gross).toBe(7 * 2000);

    // A second run changes nothing: no lesson earns twice.
    await renewPlans({ db: ctx.db.db, gateway: env.gateway }, new Date(plan.dueAt.getTime() + 3_600_000));
    expect(await ledgerOf([...firstLessons, ...nextLessons].map((b) => b.id))).toEqual(all);
  });

  it("a plan cancelled refunds its credits: the credited lesson stays reversed once, the others still earn", async () => {
    const plan = await paidPlan();
    const [first] = await cycles(plan.id);
    const lessons = (await lessonsOf(first.id)).sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
    // The family cancels the last lesson in time: a credit on the plan (decision 092).
    const cancel = await plan.agent.patch(`/api/bookings/${lessons[3].id}`).send({ status: "cancelled" });
    expect(cancel.status, cancel.text).toBe(200);
    const ended = await plan.agent.post(`/api/plans/${plan.id}/cancel`).send({});
    expect(ended.status, ended.text).toBe(200);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, lessons[3].id));
    expect(b.paymentStatus).toBe("refunded");
    const rows = await ledgerOf(lessons.map((l) => l.id));
    const kinds = (id: number) => rows.filter((r) => r.bookingId === id).map((r) => r.kind);
    expect(kinds(lessons[3].id)).toEqual(["earning", "reversal"]);
    // The paid lessons go ahead with the plan cancelled (decision 088): they keep their earnings.
    for (const l of lessons.slice(0, 3)) expect(kinds(l.id)).toEqual(["earning"]);
  });
});
