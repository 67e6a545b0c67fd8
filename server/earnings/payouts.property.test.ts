// Property (issue 34, decision 097): over random payments, reports, refunds before and after payout, fee changes and
// payouts that PayPal pays, fails or leaves unclaimed, the rows add up, no lesson is paid out twice, no cent is lost.
import fc from "fast-check";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Attendance } from "@shared/constants";
import { PAYOUT_MINIMUM_CENTS, weekStart } from "@shared/payouts";
import { bookings, payoutLessons, payoutMethods, payouts, teacherLedger } from "@shared/schema";
import { insertLesson, type LessonCast } from "../test/insert-lesson";
import { bookingCast, signInAs, useTestApp } from "../test/test-app";
import { balances, setPlatformFee } from "./earnings.service";
import { recordEarnings, reverseEarnings } from "./ledger";
import { usePayouts } from "./payout-test-utils";

const ctx = useTestApp();
const { env, run } = usePayouts(ctx);
const casts: (LessonCast & { email: string })[] = [];
let adminId = 0;
/** What the runs exercised, so the property cannot pass on sequences that never paid, returned or adjusted. */
const seen = { paid: 0, returned: 0, adjusted: 0 };
/** The clock of every run, only ever forward: each payout takes a week no earlier run used. */
let clock = new Date(weekStart(new Date(Date.now() + 400 * 86_400_000)).getTime() + 10 * 3_600_000);

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const c = await bookingCast(ctx);
    const email = `prop${c.teacher.user.id}@paypal.test`;
    casts.push({
      classId: c.classId,
      studentId: c.studentId,
      parentId: c.parent.user.id,
      teacherId: c.teacher.user.id,
      email,
    });
    await ctx.db.db
      .insert(payoutMethods)
      .values({ teacherId: c.teacher.user.id, paypalEmail: email, changedAt: new Date(0) });
  }
  adminId = (await signInAs(ctx, ["admin"])).user.id;
});

type Op =
  | { kind: "pay" | "refund" | "cancelLate"; i: number; hours: number }
  | { kind: "report"; i: number; hours: number; attendance: Attendance }
  | { kind: "fee"; bp: number; hours: number }
  | { kind: "payout"; fates: ("SUCCESS" | "FAILED" | "UNCLAIMED")[] };

const index = fc.nat({ max: 2 });
const hours = fc.integer({ min: 0, max: 60 });
const lessonOp = (kind: "pay" | "refund" | "cancelLate") => fc.record({ kind: fc.constant(kind), i: index, hours });
// Weighted so that a run often pays, reports, pays out and then refunds the same lesson (an adjustment).
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: lessonOp("pay"), weight: 3 },
  { arbitrary: lessonOp("refund"), weight: 2 },
  { arbitrary: lessonOp("cancelLate"), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("report" as const),
      i: index,
      hours,
      attendance: fc.constantFrom<Attendance>("present", "late", "absent", "teacher_absent"),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("fee" as const), bp: fc.integer({ min: 0, max: 5000 }), hours }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("payout" as const),
      fates: fc.array(
        fc.constantFrom("SUCCESS" as const, "SUCCESS" as const, "FAILED" as const, "UNCLAIMED" as const),
        {
          minLength: 2,
          maxLength: 2,
        },
      ),
    }),
    weight: 2,
  },
);

interface Lesson {
  id: number;
  cents: number;
  state: "scheduled" | "done" | "cancelled";
  paid: boolean;
  refunded: boolean;
}

it("rows add up to balances; no lesson paid out twice; every cent paid is a fee, a net, or refunded", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ teacher: fc.nat({ max: 1 }), cents: fc.integer({ min: 500, max: 9_000 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.array(op, { maxLength: 20 }),
      async (made, ops) => {
        const db = ctx.db.db;
        const lessons: (Lesson & { cast: (typeof casts)[number] })[] = [];
        for (const m of made) {
          const cast = casts[m.teacher];
          const id = await insertLesson(db, cast, { status: "scheduled", attendance: null, paid: false });
          await db
            .update(bookings)
            .set({ amount: (m.cents / 100).toFixed(2) })
            .where(eq(bookings.id, id));
          lessons.push({ id, cast, cents: m.cents, state: "scheduled", paid: false, refunded: false });
        }
        for (const o of ops) {
          if (o.kind === "payout") {
            // Next Monday 10:00: a week of its own, after the weekly run.
            clock = new Date(weekStart(new Date(clock.getTime() + 7 * 86_400_000)).getTime() + 10 * 3_600_000);
            const before = await Promise.all(casts.map((c) => balances(db, c.teacherId, clock)));
            casts.forEach((c, k) => env.fake.payouts.fates.set(c.email, o.fates[k]));
            const { made: batch } = await run(clock, adminId);
            env.fake.payouts.fates.clear();
            for (const [k, c] of casts.entries()) {
              const mine = batch?.batchId
                ? await db
                    .select()
                    .from(payouts)
                    .where(and(eq(payouts.batchId, batch.batchId), eq(payouts.teacherId, c.teacherId)))
                : [];
              const after = await balances(db, c.teacherId, clock);
              if (before[k].available < PAYOUT_MINIMUM_CENTS) {
                expect(mine).toEqual([]);
                continue;
              }
              // Paid exactly what was available; it left (paid) or came back (failed, unclaimed).
              expect(mine.map((p) => p.amountCents)).toEqual([before[k].available]);
              const paid = o.fates[k] === "SUCCESS";
              expect(mine[0].status).toBe(paid ? "succeeded" : o.fates[k] === "FAILED" ? "failed" : "unclaimed");
              expect(after.available).toBe(paid ? 0 : before[k].available);
              expect(after.paidOut).toBe(before[k].paidOut + (paid ? before[k].available : 0));
              if (paid) seen.paid++;
              else seen.returned++;
            }
            continue;
          }
          clock = new Date(clock.getTime() + o.hours * 3_600_000);
          if (o.kind === "fee") {
            await setPlatformFee(db, adminId, o.bp / 100);
            continue;
          }
          const l = lessons[o.i % lessons.length];
          if (o.kind === "pay" && l.state === "scheduled" && !l.paid) {
            await db.transaction(async (tx) => {
              await tx.update(bookings).set({ paymentStatus: "paid" }).where(eq(bookings.id, l.id));
              await recordEarnings(tx, [l.id], clock);
            });
            l.paid = true;
          } else if (o.kind === "refund" && l.paid && !l.refunded) {
            await db.transaction(async (tx) => {
              await tx.update(bookings).set({ paymentStatus: "refunded" }).where(eq(bookings.id, l.id));
              await reverseEarnings(tx, [l.id], clock);
            });
            l.refunded = true;
          } else if (o.kind === "report" && l.state === "scheduled") {
            const absent = o.attendance === "teacher_absent";
            await db.transaction(async (tx) => {
              await tx
                .update(bookings)
                .set({ status: absent ? "cancelled" : "completed", attendance: o.attendance, reportedAt: clock })
                .where(eq(bookings.id, l.id));
              if (absent) await reverseEarnings(tx, [l.id], clock);
            });
            l.state = absent ? "cancelled" : "done";
            if (absent && l.paid) l.refunded = true;
          } else if (o.kind === "cancelLate" && l.state === "scheduled") {
            await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, l.id));
            l.state = "cancelled";
          }
        }

        const ids = lessons.map((l) => l.id);
        const rows = await db.select().from(teacherLedger).where(inArray(teacherLedger.bookingId, ids));
        seen.adjusted += rows.filter((r) => r.kind === "adjustment").length;
        for (const l of lessons) {
          const mine = rows.filter((r) => r.bookingId === l.id);
          expect(mine.filter((r) => r.kind === "earning")).toHaveLength(l.paid ? 1 : 0);
          // Taken back at most once: a reversal, or an adjustment once paid out; never both.
          expect(mine.filter((r) => r.kind === "reversal" || r.kind === "adjustment")).toHaveLength(l.refunded ? 1 : 0);
          const sum = (k: "grossCents" | "feeCents" | "netCents") => mine.reduce((s, r) => s + r[k], 0);
          // Every cent paid: the fee plus the teacher's net, or (refunded) nothing left with either.
          expect(sum("feeCents") + sum("netCents")).toBe(sum("grossCents"));
          expect(sum("grossCents")).toBe(l.paid && !l.refunded ? l.cents : 0);
        }
        // No lesson is in two live payouts, nor reversed while in one.
        const twice = await db
          .select({ bookingId: payoutLessons.bookingId, n: sql<number>`count(*)`.mapWith(Number) })
          .from(payoutLessons)
          .innerJoin(payouts, eq(payouts.id, payoutLessons.payoutId))
          .where(and(inArray(payoutLessons.bookingId, ids), inArray(payouts.status, ["pending", "succeeded"])))
          .groupBy(payoutLessons.bookingId);
        for (const t of twice) {
          expect(t.n).toBe(1);
          expect(rows.find((r) => r.bookingId === t.bookingId && r.kind === "reversal")).toBeUndefined();
        }
        // Each teacher's rows, all of them, add up to the balances; paid out is what the payouts took, net of returns.
        for (const c of casts) {
          const all = await db.select().from(teacherLedger).where(eq(teacherLedger.teacherId, c.teacherId));
          const b = await balances(db, c.teacherId, clock);
          expect(all.reduce((s, r) => s + r.netCents, 0)).toBe(b.pending + b.available);
          const out = all.filter((r) => r.kind === "payout" || r.kind === "payout_returned");
          expect(b.paidOut).toBe(out.reduce((s, r) => s - r.netCents, 0));
          const sent = await db.select().from(payouts).where(eq(payouts.teacherId, c.teacherId));
          expect(b.paidOut).toBe(sent.filter((p) => p.status === "succeeded").reduce((s, p) => s + p.amountCents, 0));
        }
      },
    ),
    {
      numRuns: 60,
      // Always among the runs: paid out then refunded (an adjustment), failed then refunded (a reversal), unclaimed.
      examples: [
        [
          [
            { teacher: 0, cents: 5000 },
            { teacher: 1, cents: 5000 },
          ],
          [
            { kind: "pay", i: 0, hours: 1 },
            { kind: "pay", i: 1, hours: 1 },
            { kind: "report", i: 0, hours: 2, attendance: "present" },
            { kind: "report", i: 1, hours: 0, attendance: "late" },
            { kind: "payout", fates: ["SUCCESS", "FAILED"] },
            { kind: "refund", i: 0, hours: 1 },
            { kind: "refund", i: 1, hours: 1 },
            { kind: "payout", fates: ["SUCCESS", "SUCCESS"] },
          ],
        ],
        [
          [{ teacher: 1, cents: 3000 }],
          [
            { kind: "pay", i: 0, hours: 0 },
            { kind: "report", i: 0, hours: 1, attendance: "absent" },
            { kind: "payout", fates: ["SUCCESS", "UNCLAIMED"] },
            { kind: "payout", fates: ["SUCCESS", "SUCCESS"] },
          ],
        ],
      ],
    },
  );
  expect(seen.paid).toBeGreaterThan(0);
  expect(seen.returned).toBeGreaterThan(0);
  expect(seen.adjusted).toBeGreaterThan(0);
  console.log(`payouts property: ${JSON.stringify(seen)}`);
});
