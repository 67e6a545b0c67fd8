// Issue 34's weekly payouts against a fake PayPal (decision 097): paid once, the minimum and the address hold kept,
// failed and unclaimed items returned, a refused batch returned whole, unknown outcomes and crashes retried harmlessly.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoWeek } from "@shared/payouts";
import { payoutBatches, payoutLessons, payoutMethods, payouts, teacherLedger } from "@shared/schema";
import { connect } from "../db";
import { useTestApp } from "../test/test-app";
import { balances, earningStatuses } from "./earnings.service";
import { reverseEarnings } from "./ledger";
import { freshWeek, usePayouts } from "./payout-test-utils";

const ctx = useTestApp();
const { env, teacher, heldLesson, run } = usePayouts(ctx);

const payoutsOf = (teacherId: number) =>
  ctx.db.db.select().from(payouts).where(eq(payouts.teacherId, teacherId)).orderBy(asc(payouts.id));
const batchOf = (id: number) =>
  ctx.db.db
    .select()
    .from(payoutBatches)
    .where(eq(payoutBatches.id, id))
    .then((r) => r[0]);
const ledgerOf = (teacherId: number, kind: string) =>
  ctx.db.db
    .select()
    .from(teacherLedger)
    .where(and(eq(teacherLedger.teacherId, teacherId), eq(teacherLedger.kind, kind as "payout")));

describe("weekly payouts through PayPal Payouts", () => {
  it("pays each teacher's available money once; the lessons are paid out and the balances say so", async () => {
    const t = await teacher();
    const a = await heldLesson(t.cast, "30.00");
    const b = await heldLesson(t.cast, "10.00");
    const now = freshWeek();
    const { made } = await run(now);
    expect(made).toMatchObject({ created: true, message: "Payouts sent to PayPal." });
    const batch = await batchOf(made!.batchId!);
    expect(batch).toMatchObject({ senderBatchId: `halaqa-${isoWeek(now)}`, status: "done", runBy: null });
    // 25.50 + 8.50: each lesson's price less the 15% fee, in one item to the teacher's address.
    const [p] = await payoutsOf(t.teacherId);
    expect(p).toMatchObject({ amountCents: 3400, status: "succeeded", paypalEmail: t.paypalEmail });
    const sent = env.fake.payouts.batches.get(batch.providerBatchId!)!;
    expect(sent.items.find((i) => i.payout_item.receiver === t.paypalEmail)?.payout_item.amount).toEqual({
      value: "34.00",
      currency: "USD",
    });
    expect((await ledgerOf(t.teacherId, "payout")).map((r) => r.netCents)).toEqual([-3400]);
    const linked = await ctx.db.db.select().from(payoutLessons).where(eq(payoutLessons.payoutId, p.id));
    expect(linked.map((l) => l.bookingId).sort()).toEqual([a, b].sort());
    expect([...(await earningStatuses(ctx.db.db, [a, b], now)).values()]).toEqual(["paid_out", "paid_out"]);
    expect(await balances(ctx.db.db, t.teacherId, now)).toEqual({ pending: 0, available: 0, paidOut: 3400 });

    // The schedule again that week, and an admin's run: nothing more, and PayPal saw one batch.
    expect((await run(now)).made).toMatchObject({ created: false, message: "This week's payouts were already sent." });
    expect((await run(now, t.parent.user.id)).made).toMatchObject({ created: false, batchId: batch.id });
    expect(env.fake.payouts.madeCount(batch.senderBatchId)).toBe(1);
    // Next week nothing is left to pay.
    await run(freshWeek());
    expect(await payoutsOf(t.teacherId)).toHaveLength(1);
  });

  it("waits for 20.00 available and for 48 hours after an address change", async () => {
    const small = await teacher();
    await heldLesson(small.cast, "23.52"); // 19.99 after the fee
    const moved = await teacher();
    await heldLesson(moved.cast, "40.00");
    const now = freshWeek();
    await ctx.db.db
      .update(payoutMethods)
      .set({ changedAt: new Date(now.getTime() - 47 * 3_600_000) })
      .where(eq(payoutMethods.teacherId, moved.teacherId));
    await run(now);
    expect(await payoutsOf(small.teacherId)).toEqual([]);
    expect(await payoutsOf(moved.teacherId)).toEqual([]);
    // A week later the hold is over; the small balance grew past the minimum with one more lesson.
    await heldLesson(small.cast, "1.00");
    await run(freshWeek());
    expect((await payoutsOf(moved.teacherId)).map((p) => p.amountCents)).toEqual([3400]);
    expect((await payoutsOf(small.teacherId)).map((p) => p.amountCents)).toEqual([1999 + 85]);
  });

  it("a failed or unclaimed item comes back to available with PayPal's reason, and is paid the next week", async () => {
    const failing = await teacher();
    const unclaimed = await teacher();
    env.fake.payouts.fates.set(failing.paypalEmail, "FAILED");
    env.fake.payouts.fates.set(unclaimed.paypalEmail, "UNCLAIMED");
    await heldLesson(failing.cast, "30.00");
    const lesson = await heldLesson(unclaimed.cast, "30.00");
    const now = freshWeek();
    await run(now);
    const [f] = await payoutsOf(failing.teacherId);
    const [u] = await payoutsOf(unclaimed.teacherId);
    expect(f).toMatchObject({ status: "failed", failureReason: "RECEIVER_UNREGISTERED" });
    expect(u).toMatchObject({ status: "unclaimed", failureReason: "UNCLAIMED" });
    // The unclaimed money was cancelled at PayPal first, so nobody can claim it after it is returned to us.
    const item = [...env.fake.payouts.batches.values()]
      .flatMap((b) => b.items)
      .find((i) => i.payout_item_id === u.providerItemId);
    expect(item?.transaction_status).toBe("RETURNED");
    for (const t of [failing, unclaimed]) {
      expect((await ledgerOf(t.teacherId, "payout_returned")).map((r) => r.netCents)).toEqual([2550]);
      expect(await balances(ctx.db.db, t.teacherId, now)).toEqual({ pending: 0, available: 2550, paidOut: 0 });
    }
    expect((await earningStatuses(ctx.db.db, [lesson], now)).get(lesson)).toBe("available");
    env.fake.payouts.fates.clear();
    const later = freshWeek();
    await run(later);
    expect((await payoutsOf(unclaimed.teacherId)).map((p) => p.status)).toEqual(["unclaimed", "succeeded"]);
    expect(await balances(ctx.db.db, unclaimed.teacherId, later)).toEqual({ pending: 0, available: 0, paidOut: 2550 });
  });

  it("a batch PayPal refuses gives every amount back; an admin runs the week again as a new batch", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    env.fake.payouts.refuseBatches = "INSUFFICIENT_FUNDS";
    const first = (await run(now)).made!;
    env.fake.payouts.refuseBatches = null;
    expect(await batchOf(first.batchId!)).toMatchObject({ status: "failed", failureReason: "INSUFFICIENT_FUNDS" });
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ status: "failed", failureReason: "INSUFFICIENT_FUNDS" }]);
    expect(await balances(ctx.db.db, t.teacherId, now)).toMatchObject({ available: 2550, paidOut: 0 });
    // The schedule does not make a second batch that week; an admin does.
    expect((await run(now)).made?.created).toBe(false);
    const again = (await run(now, t.parent.user.id)).made!;
    expect(again.created).toBe(true);
    expect(await batchOf(again.batchId!)).toMatchObject({ senderBatchId: `halaqa-${isoWeek(now)}-2`, status: "done" });
    expect((await payoutsOf(t.teacherId)).map((p) => p.status)).toEqual(["failed", "succeeded"]);
  });

  it("an unknown outcome is sent again with the same batch id, and PayPal's first batch is the one kept", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    env.fake.payouts.failWith500 = { madeBeforeError: true };
    const made = (await run(now)).made!;
    env.fake.payouts.failWith500 = null;
    const batch = await batchOf(made.batchId!);
    expect(batch.status).toBe("sending");
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ status: "pending" }]);
    // Within the claim nothing is sent again; after it, the repeat is told the batch exists and takes its id.
    await run(new Date(now.getTime() + 60_000));
    expect((await batchOf(batch.id)).status).toBe("sending");
    await run(new Date(now.getTime() + 6 * 60_000));
    expect(await batchOf(batch.id)).toMatchObject({ status: "done" });
    expect(env.fake.payouts.madeCount(batch.senderBatchId)).toBe(1);
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ status: "succeeded", amountCents: 2550 }]);
  });

  it("pays once across a crash between PayPal's answer and the commit", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    const made = (
      await run(now, null, {
        afterSend: () => {
          throw new Error("the process died here");
        },
      })
    ).made!;
    // PayPal made the batch; nothing of its answer was recorded, but the payout and its ledger row were, before.
    expect((await batchOf(made.batchId!)).status).toBe("sending");
    expect((await ledgerOf(t.teacherId, "payout")).map((r) => r.netCents)).toEqual([-2550]);
    await run(new Date(now.getTime() + 6 * 60_000));
    const batch = await batchOf(made.batchId!);
    expect(batch.status).toBe("done");
    expect(env.fake.payouts.madeCount(batch.senderBatchId)).toBe(1);
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ status: "succeeded" }]);
  });

  it("makes one batch and pays once when several processes run the job at the same moment", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    const other = connect(ctx.db.url);
    try {
      await Promise.all([
        run(now),
        run(now),
        (async () => {
          const { payTeachers } = await import("../jobs/payouts");
          return payTeachers({ db: other.db, gateway: env.gateway }, now);
        })(),
      ]);
    } finally {
      await other.pool.end();
    }
    const week = await ctx.db.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.week, isoWeek(now)));
    expect(week).toHaveLength(1);
    expect(env.fake.payouts.madeCount(week[0].senderBatchId)).toBe(1);
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ amountCents: 2550 }]);
    expect((await ledgerOf(t.teacherId, "payout")).map((r) => r.netCents)).toEqual([-2550]);
  });

  it("a refund after a payout is a negative adjustment taken from the next payout; before, a reversal", async () => {
    const t = await teacher();
    const paidOut = await heldLesson(t.cast, "30.00");
    await run(freshWeek());
    const notYet = await heldLesson(t.cast, "20.00");
    await ctx.db.db.transaction((tx) => reverseEarnings(tx, [paidOut, notYet]));
    const rows = await ctx.db.db.select().from(teacherLedger).where(eq(teacherLedger.teacherId, t.teacherId));
    expect(rows.find((r) => r.bookingId === paidOut && r.kind !== "earning")).toMatchObject({
      kind: "adjustment",
      grossCents: -3000,
      feeCents: -450,
      netCents: -2550,
    });
    expect(rows.find((r) => r.bookingId === notYet && r.kind !== "earning")).toMatchObject({ kind: "reversal" });
    const now = freshWeek();
    expect(await balances(ctx.db.db, t.teacherId, now)).toEqual({ pending: 0, available: -2550, paidOut: 2550 });
    // The next lessons pay back what is owed first: 51.00 earned, 25.50 paid.
    await heldLesson(t.cast, "60.00");
    await run(now);
    expect((await payoutsOf(t.teacherId)).map((p) => p.amountCents)).toEqual([2550, 2550]);
    expect(await balances(ctx.db.db, t.teacherId, now)).toEqual({ pending: 0, available: 0, paidOut: 5100 });
  });
});
