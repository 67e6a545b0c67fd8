// Issue 31, finding 3: a teacher moved a paid lesson inside the family's 12 hours, then marked the child absent. Such a
// move waits for the family: until accepted they may move it or cancel in full, and an "absent" earns nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { simulatorGateway } from "../payments/simulator";
import { lessonCast } from "../test/lessons";
import { futureDate, slotAt, useTestApp } from "../test/test-app";
import { updateBooking } from "./bookings.service";

const ctx = useTestApp();
const HOUR = 3_600_000;

/** A paid lesson, and a time earlier than it that is two hours ahead of the clock these calls run on. */
async function movedLate() {
  const l = await lessonCast(ctx);
  const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
  const target = new Date(slotAt(futureDate(2), "10:00"));
  expect(target.getTime()).toBeLessThan(row.scheduledAt.getTime());
  const now = new Date(target.getTime() - 2 * HOUR);
  const deps = { db: ctx.db.db, gateway: simulatorGateway(ctx.db.pool) };
  const teacher = { id: l.teacher.user.id, roles: ["teacher" as const], currentRole: "teacher" as const };
  const parent = { id: l.parent.user.id, roles: ["parent" as const], currentRole: "parent" as const };
  const moved = await updateBooking(deps, teacher, l.bookingId, { kind: "reschedule", scheduledAt: target }, now);
  return { l, target, now, deps, teacher, parent, moved };
}

describe("a teacher's move to short notice", () => {
  it("leaves the family a full refund on cancelling until they accept the new time", async () => {
    const { l, now, deps, parent, moved } = await movedLate();
    expect(moved).toMatchObject({ movedAtShortNotice: true });
    // Two hours before the start a parent's cancellation refunds nothing, but not this one.
    const cancelled = await updateBooking(deps, parent, l.bookingId, { kind: "cancel" }, now);
    expect(cancelled).toMatchObject({ refund: "full", status: "cancelled" });
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    expect(row.paymentStatus).toBe("refunded");
  });

  it("lets the family move it back inside 12 hours; accepted, the usual rules apply again", async () => {
    const { l, now, deps, parent } = await movedLate();
    const back = await updateBooking(
      deps,
      parent,
      l.bookingId,
      { kind: "reschedule", scheduledAt: new Date(slotAt(futureDate(2), "11:00")) },
      now,
    );
    expect(back).toMatchObject({ movedAtShortNotice: false });
    // The family's own move leaves nothing to accept; a second late move by the teacher, accepted, is the usual lesson.
    const again = await movedLate();
    await expect(
      updateBooking(again.deps, again.teacher, again.l.bookingId, { kind: "accept" }, again.now),
    ).rejects.toMatchObject({ status: 403 });
    const accepted = await updateBooking(again.deps, again.parent, again.l.bookingId, { kind: "accept" }, again.now);
    expect(accepted).toMatchObject({ movedAtShortNotice: false });
    await expect(
      updateBooking(again.deps, again.parent, again.l.bookingId, { kind: "accept" }, again.now),
    ).rejects.toMatchObject({ status: 409 });
    const cancelled = await updateBooking(again.deps, again.parent, again.l.bookingId, { kind: "cancel" }, again.now);
    expect(cancelled).toMatchObject({ refund: "none" });
  });

  it("earns the teacher nothing when they then mark the child absent", async () => {
    const { l, target, deps, teacher } = await movedLate();
    const after = new Date(target.getTime() + 10 * 60_000);
    await updateBooking(deps, teacher, l.bookingId, { kind: "complete", attendance: "absent" }, after);
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    expect(row).toMatchObject({ status: "completed", attendance: "absent", paymentStatus: "refunded" });
  });

  it("is answered over HTTP too: only the family accepts, and only a move that waits", async () => {
    const l = await lessonCast(ctx);
    expect((await l.teacher.agent.patch(`/api/bookings/${l.bookingId}`).send({ acceptMove: true })).status).toBe(403);
    const none = await l.parent.agent.patch(`/api/bookings/${l.bookingId}`).send({ acceptMove: true });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("There is no new time to accept");
    const mixed = await l.parent.agent
      .patch(`/api/bookings/${l.bookingId}`)
      .send({ acceptMove: true, status: "cancelled" });
    expect(mixed.status).toBe(400);
  });
});
