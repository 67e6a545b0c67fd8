// Issue 32: a lesson that starts within 12 hours is not refunded once paid, so paying for one needs the family's
// explicit confirmation (acknowledgeNoRefund); the policy itself (api.md) is unchanged.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { NO_REFUND_UNCONFIRMED } from "@shared/scheduling";
import { lessonCast, moveLesson } from "../test/lessons";
import { useTestApp } from "../test/test-app";

const ctx = useTestApp();

/** An unpaid booking moved to start `hours` from now (the API books only offered slots, days ahead here). */
async function unpaidIn(hours: number) {
  const cast = await lessonCast(ctx, { pay: false });
  await moveLesson(ctx, cast.bookingId, hours);
  const order = (extra: Record<string, unknown> = {}) =>
    cast.parent.agent
      .post("/order")
      .send({ amount: cast.price, currency: "USD", intent: "CAPTURE", bookingId: cast.bookingId, ...extra });
  return { ...cast, order };
}
const paymentOf = async (id: number) =>
  (await ctx.db.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.paymentStatus;

describe("POST /order for a lesson inside the 12-hour window (issue 32)", () => {
  it("refuses (409, saying why) unless the family confirmed, and takes nothing", async () => {
    const cast = await unpaidIn(5);
    for (const extra of [{}, { acknowledgeNoRefund: false }]) {
      const res = await cast.order(extra);
      expect(res.status, JSON.stringify(extra)).toBe(409);
      expect(res.body.message).toBe(NO_REFUND_UNCONFIRMED);
    }
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, cast.bookingId));
    expect(row.paypalOrderId).toBeNull();
    expect(row.paymentStatus).toBe("pending");
  });

  it("opens the order and takes the payment once the family confirmed", async () => {
    const cast = await unpaidIn(5);
    const res = await cast.order({ acknowledgeNoRefund: true });
    expect(res.status).toBe(200);
    expect((await cast.parent.agent.post(`/order/${res.body.id}/capture`)).status).toBe(200);
    expect(await paymentOf(cast.bookingId)).toBe("paid");
  });

  it("asks nothing of a lesson 12 hours or more ahead", async () => {
    const cast = await unpaidIn(13);
    expect((await cast.order()).status).toBe(200);
  });

  it("answers a confirmation that is not a boolean with a 400", async () => {
    const cast = await unpaidIn(5);
    const res = await cast.order({ acknowledgeNoRefund: "yes" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("acknowledgeNoRefund: acknowledgeNoRefund must be true or false");
  });
});
