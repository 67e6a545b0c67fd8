// The payment's notices are written in a savepoint: when they cannot be written, the booking is still recorded as
// paid (the money moved) and the capture answers 200.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { bookings } from "@shared/schema";
import type { Tx } from "../db";
import { bookingCast, futureDate, slotAt, useTestApp } from "../test/test-app";

// A failing statement, as a real database error would: without the savepoint it would abort the whole transaction.
vi.mock("./payment-notices", () => ({
  recordPaidNotices: (tx: Tx) => tx.execute(sql`select 1 / 0`),
}));

const ctx = useTestApp();

describe("a capture whose notices fail", () => {
  it("still records the payment", async () => {
    const cast = await bookingCast(ctx);
    const booking = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(4), "15:00") });
    const order = await cast.parent.agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: booking.body.id });
    const res = await cast.parent.agent.post(`/order/${order.body.id}/capture`);
    expect(res.status).toBe(200);
    expect(res.body.paymentStatus).toBe("paid");
    expect((await ctx.db.db.select().from(bookings).where(eq(bookings.id, booking.body.id)))[0].paymentStatus).toBe(
      "paid",
    );
  });
});
