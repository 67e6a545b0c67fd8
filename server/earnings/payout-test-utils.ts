// For the payouts tests (decision 097): a fake PayPal whose Payouts answer as a test says, a teacher with lessons
// held and paid at a chosen price, and a fresh payout week for each run so the tests never share a batch.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { weekStart } from "@shared/payouts";
import { bookings, payoutMethods } from "@shared/schema";
import { payTeachers } from "../jobs/payouts";
import type { PaymentGateway } from "../payments/gateway";
import { paypalGateway } from "../payments/paypal-gateway";
import { startFakePayPal, type FakePayPal } from "../test/fake-paypal";
import { insertLesson, type LessonCast } from "../test/insert-lesson";
import { bookingCast, type TestContext } from "../test/test-app";
import { recordEarnings } from "./ledger";

const DAY = 86_400_000;
let weeks = 0;

/** Monday 10:00 UTC of a week of its own, at least two weeks ahead: past the weekly run and every 48-hour wait. */
export const freshWeek = () =>
  new Date(weekStart(new Date(Date.now() + (14 + 7 * ++weeks) * DAY)).getTime() + 10 * 3_600_000);

export function usePayouts(ctx: TestContext) {
  const env = {} as { fake: FakePayPal; gateway: PaymentGateway };
  beforeAll(async () => {
    env.fake = await startFakePayPal("payouts-client", "payouts-secret");
    env.gateway = paypalGateway({
      clientId: "payouts-client",
      clientSecret: "payouts-secret",
      environment: "sandbox",
      apiBaseUrl: env.fake.url,
    });
  });
  afterAll(() => env.fake?.close());

  /** A teacher (own cast) paid at this address, set long ago. */
  async function teacher(email?: string) {
    const c = await bookingCast(ctx);
    const cast: LessonCast = {
      classId: c.classId,
      studentId: c.studentId,
      parentId: c.parent.user.id,
      teacherId: c.teacher.user.id,
    };
    const paypalEmail = email ?? `teacher${cast.teacherId}@paypal.test`;
    await ctx.db.db.insert(payoutMethods).values({ teacherId: cast.teacherId, paypalEmail, changedAt: new Date(0) });
    return { ...c, cast, paypalEmail, teacherId: cast.teacherId };
  }

  /** A lesson of theirs at `price`, paid (earned at the fee in force) and reported held a day ago. */
  async function heldLesson(cast: LessonCast, price: string): Promise<number> {
    const id = await insertLesson(ctx.db.db, cast, { paid: false });
    await ctx.db.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ amount: price, paymentStatus: "paid", reportedAt: new Date(Date.now() - DAY) })
        .where(eq(bookings.id, id));
      await recordEarnings(tx, [id]);
    });
    return id;
  }

  const run = (now: Date, runBy: number | null = null, extra: { afterSend?: () => void } = {}) =>
    payTeachers({ db: ctx.db.db, gateway: env.gateway, ...extra }, now, runBy);

  return { env, teacher, heldLesson, run };
}
