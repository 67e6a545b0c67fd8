// Property (issue 34, decision 094): over random sequences of payments, reports, refunds, late cancellations, fee
// changes and repeats, each teacher's rows add up to their balances and every cent paid is a fee, a net, or reversed.
import fc from "fast-check";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { AVAILABLE_AFTER_HOURS, splitFee } from "@shared/earnings";
import { toCents } from "@shared/money";
import { bookings, teacherLedger } from "@shared/schema";
import type { Attendance } from "@shared/constants";
import { insertLesson, type LessonCast } from "../test/insert-lesson";
import { bookingCast, signInAs, useTestApp } from "../test/test-app";
import { balances, earningStatuses, setPlatformFee } from "./earnings.service";
import { currentFee, recordEarnings, reverseEarnings } from "./ledger";

const ctx = useTestApp();
const casts: LessonCast[] = [];
let adminId = 0;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const c = await bookingCast(ctx);
    casts.push({
      classId: c.classId,
      studentId: c.studentId,
      parentId: c.parent.user.id,
      teacherId: c.teacher.user.id,
    });
  }
  adminId = (await signInAs(ctx, ["admin"])).user.id;
});

type Op =
  | { kind: "pay" | "refund" | "cancelLate" | "again"; i: number; hours: number }
  | { kind: "report"; i: number; hours: number; attendance: Attendance }
  | { kind: "fee"; bp: number; hours: number };

const index = fc.nat({ max: 2 });
const hours = fc.integer({ min: 0, max: 30 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom("pay" as const, "refund" as const, "cancelLate" as const), i: index, hours }),
  fc.record({ kind: fc.constant("again" as const), i: index, hours }),
  fc.record({
    kind: fc.constant("report" as const),
    i: index,
    hours,
    attendance: fc.constantFrom<Attendance>("present", "late", "absent", "teacher_absent"),
  }),
  fc.record({ kind: fc.constant("fee" as const), bp: fc.integer({ min: 0, max: 5000 }), hours }),
);

interface Lesson {
  id: number;
  teacherId: number;
  cents: number;
  endsAt: Date;
  state: "scheduled" | "completed" | "cancelled";
  paid: boolean;
  refunded: boolean;
  feeBp: number | null;
  attendance: Attendance | null;
  reportedAt: Date | null;
}

it("rows add up to balances; every cent paid is fee + net or reversed; no lesson earns twice", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ teacher: fc.nat({ max: 1 }), cents: fc.integer({ min: 1, max: 100_000 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.array(op, { maxLength: 20 }),
      fc.integer({ min: 0, max: 60 }),
      async (made, ops, lateBy) => {
        const db = ctx.db.db;
        let t = new Date();
        let feeBp = Math.round(Number((await currentFee(db)).percent) * 100);
        const lessons: Lesson[] = [];
        for (const m of made) {
          const cast = casts[m.teacher];
          const id = await insertLesson(db, cast, { status: "scheduled", attendance: null, paid: false });
          const [b] = await db
            .update(bookings)
            .set({ amount: (m.cents / 100).toFixed(2) })
            .where(eq(bookings.id, id))
            .returning();
          const base = { paid: false, refunded: false, feeBp: null, attendance: null, reportedAt: null };
          lessons.push({
            id,
            teacherId: cast.teacherId,
            cents: m.cents,
            endsAt: b.endsAt,
            state: "scheduled",
            ...base,
          });
        }
        for (const o of ops) {
          t = new Date(t.getTime() + o.hours * 3_600_000);
          if (o.kind === "fee") {
            await setPlatformFee(db, adminId, o.bp / 100);
            feeBp = o.bp;
            continue;
          }
          const l = lessons[o.i % lessons.length];
          if (o.kind === "pay" && l.state === "scheduled" && !l.paid) {
            // As markPaid: the booking flips and earns in one transaction.
            await db.transaction(async (tx) => {
              await tx.update(bookings).set({ paymentStatus: "paid" }).where(eq(bookings.id, l.id));
              expect(await recordEarnings(tx, [l.id], t)).toBe(1);
            });
            Object.assign(l, { paid: true, feeBp });
          } else if (o.kind === "refund" && l.paid && !l.refunded) {
            await db.transaction(async (tx) => {
              await tx.update(bookings).set({ paymentStatus: "refunded" }).where(eq(bookings.id, l.id));
              await reverseEarnings(tx, [l.id], t);
            });
            l.refunded = true;
          } else if (o.kind === "report" && l.state === "scheduled") {
            const absent = o.attendance === "teacher_absent";
            await db.transaction(async (tx) => {
              await tx
                .update(bookings)
                .set({ status: absent ? "cancelled" : "completed", attendance: o.attendance, reportedAt: t })
                .where(eq(bookings.id, l.id));
              if (absent) await reverseEarnings(tx, [l.id], t);
            });
            Object.assign(l, { state: absent ? "cancelled" : "completed", attendance: o.attendance, reportedAt: t });
          } else if (o.kind === "cancelLate" && l.state === "scheduled") {
            // The family's cancellation too late for a refund: the teacher keeps the lesson's earning.
            await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, l.id));
            l.state = "cancelled";
          } else if (o.kind === "again") {
            // A repeat of the movements already made inserts nothing.
            const reversed = l.refunded || (l.paid && l.attendance === "teacher_absent");
            await db.transaction(async (tx) => {
              expect(await recordEarnings(tx, [l.id], t)).toBe(0);
              if (reversed) expect(await reverseEarnings(tx, [l.id], t)).toBe(0);
            });
          }
        }

        const ids = lessons.map((l) => l.id);
        const rows = await db.select().from(teacherLedger).where(inArray(teacherLedger.bookingId, ids));
        for (const l of lessons) {
          const mine = rows.filter((r) => r.bookingId === l.id);
          const earnings = mine.filter((r) => r.kind === "earning");
          const reversals = mine.filter((r) => r.kind === "reversal");
          // No lesson earns twice, nor is reversed twice; one never paid has no row.
          expect(earnings.length).toBe(l.paid ? 1 : 0);
          expect(reversals.length).toBeLessThanOrEqual(1);
          if (!l.paid) continue;
          const [e] = earnings;
          const split = splitFee(l.cents, l.feeBp! / 100);
          expect([e.grossCents, e.feeCents, e.netCents]).toEqual([l.cents, split.fee, split.net]);
          expect(toCents(Number(e.feePercent).toFixed(2))).toBe(l.feeBp);
          const reversed = l.refunded || l.attendance === "teacher_absent";
          expect(reversals.length).toBe(reversed ? 1 : 0);
          // Every cent paid: the lesson's fee plus the teacher's net, or (reversed) nothing left on the ledger.
          const sum = (k: "grossCents" | "feeCents" | "netCents") => mine.reduce((s, r) => s + r[k], 0);
          expect(sum("feeCents") + sum("netCents")).toBe(sum("grossCents"));
          expect(sum("grossCents")).toBe(reversed ? 0 : l.cents);
        }
        // Read a while after the last movement: some reports are past their 48 hours, some not.
        const now = new Date(t.getTime() + lateBy * 3_600_000);
        // The model's status of lesson `l` at `at`: reversed, or available 48 hours after it was held (or cancelled
        // too late for a refund, from its end), pending until then.
        const expected = (l: Lesson, at: Date) => {
          if (l.refunded || l.attendance === "teacher_absent") return "reversed";
          const heldAt = l.attendance ? l.reportedAt : null;
          const from = heldAt ?? (l.state === "cancelled" ? l.endsAt : null);
          const ready = from !== null && from.getTime() + AVAILABLE_AFTER_HOURS * 3_600_000 <= at.getTime();
          return ready ? "available" : "pending";
        };
        // At `now`, and a second either side of each lesson's 48 hours.
        const instants = [now];
        for (const l of lessons) {
          const from = l.reportedAt ?? l.endsAt;
          const edge = from.getTime() + AVAILABLE_AFTER_HOURS * 3_600_000;
          instants.push(new Date(edge - 1000), new Date(edge));
        }
        for (const at of instants) {
          const statuses = await earningStatuses(db, ids, at);
          for (const l of lessons.filter((x) => x.paid))
            expect(statuses.get(l.id), at.toISOString()).toBe(expected(l, at));
        }
        // Each teacher's rows, all of them, add up to the balances.
        for (const cast of casts) {
          const all = await db.select().from(teacherLedger).where(eq(teacherLedger.teacherId, cast.teacherId));
          const b = await balances(db, cast.teacherId, now);
          expect(all.reduce((s, r) => s + r.netCents, 0)).toBe(b.pending + b.available + b.paidOut);
        }
      },
    ),
    { numRuns: 60 },
  );
});
