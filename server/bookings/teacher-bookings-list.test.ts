// Issue 32: the teacher's bookings leave out holds that were never paid and have lapsed (or were cancelled unpaid),
// and filter by upcoming, awaiting report, past and cancelled.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { bookingCast, futureDate, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const HOUR = 3_600_000;

async function book(cast: Awaited<ReturnType<typeof bookingCast>>, date: string, time: string): Promise<number> {
  const res = await cast.parent.agent
    .post("/api/bookings")
    .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(date, time) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const ids = (res: { body: { id: number }[] }) => res.body.map((b) => b.id).sort((a, b) => a - b);

describe("the teacher's bookings", () => {
  it("leave out an unpaid hold that lapsed or was cancelled unpaid; the family still sees theirs", async () => {
    const cast = await bookingCast(ctx);
    const lapsed = await book(cast, futureDate(4), "09:00");
    const live = await book(cast, futureDate(4), "10:00");
    const cancelledUnpaid = await book(cast, futureDate(4), "11:00");
    const db = ctx.db.db;
    await db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, lapsed));
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelledUnpaid));
    const mine = await cast.teacher.agent.get("/api/bookings");
    expect(mine.status).toBe(200);
    expect(ids(mine)).toEqual([live]);
    expect(mine.headers["x-total-count"]).toBe("1");
    expect(JSON.stringify(mine.body)).not.toMatch(/A student/);
    expect(ids(await cast.parent.agent.get("/api/bookings"))).toEqual(
      [lapsed, live, cancelledUnpaid].sort((a, b) => a - b),
    );
  });

  it("filter: upcoming, awaiting report, past and cancelled", async () => {
    const cast = await bookingCast(ctx);
    const db = ctx.db.db;
    // Each one paid at once: a family may hold only three unpaid bookings with a teacher.
    const paid = async (time: string) => {
      const id = await book(cast, futureDate(4), time);
      await db.update(bookings).set({ paymentStatus: "paid" }).where(eq(bookings.id, id));
      return id;
    };
    const [upcoming, reported, awaiting, cancelled] = [
      await paid("09:00"),
      await paid("10:00"),
      await paid("11:00"),
      await paid("14:00"),
    ];
    // Paid lessons moved into the past: one ended a week ago (awaiting its report), one an hour ago (past, not due).
    const at = (ms: number) => ({ scheduledAt: new Date(ms), endsAt: new Date(ms + HOUR) });
    await db
      .update(bookings)
      .set({ paymentStatus: "paid", ...at(Date.now() - 7 * 24 * HOUR) })
      .where(eq(bookings.id, awaiting));
    await db
      .update(bookings)
      .set({ paymentStatus: "paid", ...at(Date.now() - 2 * HOUR) })
      .where(eq(bookings.id, reported));
    await db.update(bookings).set({ paymentStatus: "refunded", status: "cancelled" }).where(eq(bookings.id, cancelled));
    const list = (filter: string) => cast.teacher.agent.get(`/api/bookings?filter=${filter}`);
    expect(ids(await list("upcoming"))).toEqual([upcoming]);
    expect(ids(await list("awaiting_report"))).toEqual([awaiting]);
    expect(ids(await list("past"))).toEqual([reported, awaiting].sort((a, b) => a - b));
    expect(ids(await list("cancelled"))).toEqual([cancelled]);
    const bad = await list("soon");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/filter must be one of upcoming/);
  });
});
