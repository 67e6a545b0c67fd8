// Issue 34's money under attack (decision 097): races of refunds, address changes and suspensions with the batch,
// teachers who owe not paid, an address changed after the batch kept out, and the append-only tables.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payoutLessons, payoutMethods, payouts, teacherLedger, users } from "@shared/schema";
import { connect } from "../db";
import { useTestApp } from "../test/test-app";
import { balances } from "./earnings.service";
import { reverseEarnings } from "./ledger";
import { BATCH_LIMIT, makeBatch } from "./payout-run";
import { freshWeek, usePayouts } from "./payout-test-utils";

const ctx = useTestApp();
const { env, teacher, heldLesson, run } = usePayouts(ctx);

const payoutsOf = (teacherId: number) =>
  ctx.db.db.select().from(payouts).where(eq(payouts.teacherId, teacherId)).orderBy(asc(payouts.id));
const netSum = async (teacherId: number) => {
  const [row] = await ctx.db.db
    .select({
      all: sql<number>`coalesce(sum(${teacherLedger.netCents}), 0)`.mapWith(Number),
      out: sql<number>`coalesce(-sum(${teacherLedger.netCents}) FILTER (WHERE ${teacherLedger.kind} IN
        ('payout', 'payout_returned')), 0)`.mapWith(Number),
    })
    .from(teacherLedger)
    .where(eq(teacherLedger.teacherId, teacherId));
  return row;
};

/** Waits (up to 5 seconds) until a transaction waits for this teacher's ledger lock (ledger.ts, LEDGER_LOCK). */
async function waitForWaiter(teacherId: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await ctx.db.pool.query(
      `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and not l.granted and d.datname = current_database()
         and l.classid = 34001 and l.objid = $1`,
      [teacherId],
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Makes `now`'s batch while another connection holds the teacher's ledger lock, so the batch has chosen the teacher
 * and waits to write their payout; `meanwhile` runs (and commits) then, before the lock is let go.
 */
async function batchWhileWaiting(teacherId: number, now: Date, meanwhile: () => Promise<unknown>) {
  const other = connect(ctx.db.url);
  const client = await other.pool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(34001, $1)", [teacherId]);
    const making = makeBatch(ctx.db.db, now, null);
    await waitForWaiter(teacherId);
    await meanwhile();
    await client.query("commit");
    return await making;
  } finally {
    client.release();
    await other.pool.end();
  }
}

describe("payouts against a hostile teacher, admin mistakes and races", () => {
  it("an address changed while the batch is being made waits its 48 hours: nothing goes to the new one", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    await batchWhileWaiting(t.teacherId, now, () =>
      ctx.db.db
        .update(payoutMethods)
        .set({ paypalEmail: "thief@example.com", changedAt: now })
        .where(eq(payoutMethods.teacherId, t.teacherId)),
    );
    expect(await payoutsOf(t.teacherId)).toEqual([]);
    expect((await balances(ctx.db.db, t.teacherId, now)).available).toBe(2550);
  });

  it("a teacher suspended while the batch is being made is not paid", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    await batchWhileWaiting(t.teacherId, now, () =>
      ctx.db.db.update(users).set({ suspendedAt: now }).where(eq(users.id, t.teacherId)),
    );
    expect(await payoutsOf(t.teacherId)).toEqual([]);
  });

  it("a suspended teacher is not paid, and a teacher who owes is paid only once the debt is covered", async () => {
    const suspended = await teacher();
    await heldLesson(suspended.cast, "30.00");
    await ctx.db.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.teacherId));
    const owing = await teacher();
    const refunded = await heldLesson(owing.cast, "30.00");
    await run(freshWeek());
    await ctx.db.db.transaction((tx) => reverseEarnings(tx, [refunded]));
    await heldLesson(owing.cast, "40.00"); // 34.00 earned against 25.50 owed: 8.50, under the minimum
    const now = freshWeek();
    await run(now);
    expect(await payoutsOf(suspended.teacherId)).toEqual([]);
    expect((await payoutsOf(owing.teacherId)).map((p) => p.amountCents)).toEqual([2550]);
    expect(await balances(ctx.db.db, owing.teacherId, now)).toEqual({ pending: 0, available: 850, paidOut: 2550 });
  });

  it("a refund racing the batch for the same lesson: reversed and unpaid, or paid and adjusted, never both", async () => {
    const outcomes = new Set<string>();
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let i = 0; i < 6; i++) {
      const t = await teacher();
      const raced = await heldLesson(t.cast, "30.00");
      await heldLesson(t.cast, "30.00");
      const now = freshWeek();
      const other = connect(ctx.db.url);
      // Rounds of each order for sure (the refund first, then the batch first), and rounds at the same moment.
      const [batchWait, refundWait] = [
        [100, 0],
        [0, 100],
        [0, i % 4],
      ][i % 3];
      try {
        await Promise.all([
          later(batchWait).then(() => makeBatch(ctx.db.db, now, null)),
          later(refundWait).then(() => other.db.transaction((tx) => reverseEarnings(tx, [raced]))),
        ]);
      } finally {
        await other.pool.end();
      }
      const rows = await ctx.db.db.select().from(teacherLedger).where(eq(teacherLedger.bookingId, raced));
      const back = rows.filter((r) => r.kind !== "earning");
      expect(back, `round ${i}`).toHaveLength(1);
      const [p] = await payoutsOf(t.teacherId);
      const linked = await ctx.db.db
        .select()
        .from(payoutLessons)
        .where(and(eq(payoutLessons.payoutId, p.id), eq(payoutLessons.bookingId, raced)));
      if (back[0].kind === "reversal") {
        expect(linked, `round ${i}`).toEqual([]);
        expect(p.amountCents).toBe(2550);
      } else {
        expect(back[0].kind).toBe("adjustment");
        expect(linked, `round ${i}`).toHaveLength(1);
        expect(p.amountCents).toBe(5100);
      }
      outcomes.add(back[0].kind);
      const b = await balances(ctx.db.db, t.teacherId, now);
      const sums = await netSum(t.teacherId);
      expect(sums.all, `round ${i}`).toBe(b.pending + b.available);
      expect(sums.out).toBe(b.paidOut);
      expect(b.paidOut).toBe(p.amountCents);
    }
    expect([...outcomes].sort()).toEqual(["adjustment", "reversal"]);
  });

  it("a refund whose transaction is still open when the batch is made: the batch waits, and pays the rest", async () => {
    const t = await teacher();
    const refunded = await heldLesson(t.cast, "30.00");
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    let making: ReturnType<typeof makeBatch> | undefined;
    await ctx.db.db.transaction(async (tx) => {
      await reverseEarnings(tx, [refunded]);
      making = makeBatch(ctx.db.db, now, null);
      await waitForWaiter(t.teacherId);
    });
    await making;
    const [p] = await payoutsOf(t.teacherId);
    expect(p.amountCents).toBe(2550);
    expect(await ctx.db.db.select().from(payoutLessons).where(eq(payoutLessons.bookingId, refunded))).toEqual([]);
    expect(await balances(ctx.db.db, t.teacherId, now)).toEqual({ pending: 0, available: 0, paidOut: 2550 });
  });

  it("an address changed after the batch was made: the payout goes to the address it was made with", async () => {
    const t = await teacher();
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    env.fake.payouts.failWith500 = { madeBeforeError: false };
    await run(now);
    env.fake.payouts.failWith500 = null;
    await ctx.db.db
      .update(payoutMethods)
      .set({ paypalEmail: "new@example.com", changedAt: new Date(now.getTime() + 60_000) })
      .where(eq(payoutMethods.teacherId, t.teacherId));
    await run(new Date(now.getTime() + 6 * 60_000));
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ status: "succeeded", paypalEmail: t.paypalEmail }]);
    const receivers = [...env.fake.payouts.batches.values()].flatMap((b) => b.items.map((i) => i.payout_item.receiver));
    expect(receivers).toContain(t.paypalEmail);
    expect(receivers).not.toContain("new@example.com");
  });

  it("a refund while its payout is in flight, then PayPal refuses the batch: the lesson is neither paid nor lost", async () => {
    const t = await teacher();
    const refunded = await heldLesson(t.cast, "30.00");
    await heldLesson(t.cast, "30.00");
    const now = freshWeek();
    env.fake.payouts.failWith500 = { madeBeforeError: false };
    await run(now);
    env.fake.payouts.failWith500 = null;
    await ctx.db.db.transaction((tx) => reverseEarnings(tx, [refunded]));
    env.fake.payouts.refuseBatches = "INSUFFICIENT_FUNDS";
    await run(new Date(now.getTime() + 6 * 60_000));
    env.fake.payouts.refuseBatches = null;
    expect(await payoutsOf(t.teacherId)).toMatchObject([{ status: "failed", amountCents: 5100 }]);
    expect(await balances(ctx.db.db, t.teacherId, now)).toEqual({ pending: 0, available: 2550, paidOut: 0 });
    const later = freshWeek();
    await run(later);
    expect((await payoutsOf(t.teacherId)).map((p) => [p.status, p.amountCents])).toEqual([
      ["failed", 5100],
      ["succeeded", 2550],
    ]);
    expect(await balances(ctx.db.db, t.teacherId, later)).toEqual({ pending: 0, available: 0, paidOut: 2550 });
    expect((await netSum(t.teacherId)).all).toBe(0);
  });

  it("more teachers due than a batch holds: those left out are paid first the next week, never left out again", async () => {
    const tag = `crowd${Date.now()}x`;
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `insert into users (username, email, password, first_name, last_name)
       select $1 || g, $1 || g || '@example.com', 'x', 'Crowd', 'Teacher' from generate_series(1, $2::int) g
       returning id`,
      [tag, BATCH_LIMIT + 1],
    );
    const ids = rows.map((r) => r.id);
    await ctx.db.pool.query(
      `insert into payout_methods (teacher_id, paypal_email, changed_at)
       select id, 'crowd' || id || '@paypal.test', 'epoch' from unnest($1::int[]) id`,
      [ids],
    );
    // Money to pay each week without lessons: a returned payout's row is available at once.
    const topUp = (round: number) =>
      ctx.db.pool.query(
        `insert into teacher_ledger (teacher_id, kind, gross_cents, fee_cents, net_cents, idempotency_key)
         select id, 'payout_returned', 2550, 0, 2550, 'crowd:' || $2::text || ':' || id from unnest($1::int[]) id`,
        [ids, round],
      );
    const paidTimes = async () => {
      const got = await ctx.db.db
        .select({ teacherId: payouts.teacherId })
        .from(payouts)
        .where(inArray(payouts.teacherId, ids));
      return (id: number) => got.filter((p) => p.teacherId === id).length;
    };
    await topUp(1);
    await run(freshWeek());
    const first = await paidTimes();
    const left = ids.filter((id) => first(id) === 0);
    expect(left.length).toBeGreaterThan(0);
    await topUp(2);
    await run(freshWeek());
    const second = await paidTimes();
    expect(left.filter((id) => second(id) === 0)).toEqual([]);
  });

  it("the database refuses changing or deleting ledger rows and a payout's lessons", async () => {
    const t = await teacher();
    const lesson = await heldLesson(t.cast, "30.00");
    await run(freshWeek());
    const mine = eq(teacherLedger.teacherId, t.teacherId);
    // The database's own refusal (drizzle wraps it in `cause`), not some other failure.
    const why = (q: PromiseLike<unknown>) =>
      Promise.resolve(q).then(
        () => "done",
        (e: { message: string; cause?: { message: string } }) => e.cause?.message ?? e.message,
      );
    const refused = /never changed or deleted/;
    expect(await why(ctx.db.db.update(teacherLedger).set({ netCents: 999_999 }).where(mine))).toMatch(refused);
    expect(await why(ctx.db.db.delete(teacherLedger).where(mine))).toMatch(refused);
    expect(await why(ctx.db.pool.query("truncate teacher_ledger cascade"))).toMatch(refused);
    const linked = inArray(payoutLessons.bookingId, [lesson]);
    expect(await why(ctx.db.db.update(payoutLessons).set({ bookingId: 1 }).where(linked))).toMatch(refused);
    expect(await why(ctx.db.db.delete(payoutLessons).where(linked))).toMatch(refused);
    expect(await ctx.db.db.select().from(payoutLessons).where(linked)).toHaveLength(1);
    expect((await netSum(t.teacherId)).out).toBe(2550);
  });
});
