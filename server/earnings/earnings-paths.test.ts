// The other paths money takes (decision 094): a teacher's completion without a report starts the 48 hours; a lesson
// cancelled by its teacher, a teacher suspended, or an absence at a time moved at short notice reverses the earning.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, teacherLedger } from "@shared/schema";
import { lessonCast, moveLesson } from "../test/lessons";
import { signInAs, useTestApp } from "../test/test-app";
import { teacherEarnings } from "./earnings.service";

const ctx = useTestApp();
const page = { limit: 50, offset: 0 };
const kindsOf = async (bookingId: number) =>
  (
    await ctx.db.db
      .select({ kind: teacherLedger.kind, net: teacherLedger.netCents })
      .from(teacherLedger)
      .where(eq(teacherLedger.bookingId, bookingId))
      .orderBy(teacherLedger.id)
  ).map((r) => [r.kind, r.net]);

describe("earnings on the other paths", () => {
  it("a completion marked by the teacher (no report) counts from when it was marked", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -2);
    const res = await l.teacher.agent
      .patch(`/api/bookings/${l.bookingId}`)
      .send({ status: "completed", attended: true });
    expect(res.status, res.text).toBe(200);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    expect(b.reportedAt).not.toBeNull();
    const edge = b.reportedAt!.getTime() + 48 * 3_600_000;
    expect(await teacherEarnings(ctx.db.db, l.teacher.user.id, page, new Date(edge - 1))).toMatchObject({
      pending: "17.00",
      available: "0.00",
    });
    expect(await teacherEarnings(ctx.db.db, l.teacher.user.id, page, new Date(edge))).toMatchObject({
      pending: "0.00",
      available: "17.00",
    });
  });

  it("a lesson its teacher cancels is refunded and reversed", async () => {
    const l = await lessonCast(ctx);
    const res = await l.teacher.agent.patch(`/api/bookings/${l.bookingId}`).send({ status: "cancelled" });
    expect(res.status, res.text).toBe(200);
    expect(await kindsOf(l.bookingId)).toEqual([
      ["earning", 1700],
      ["reversal", -1700],
    ]);
  });

  it("a suspended teacher's upcoming paid lessons are reversed with their cancellation", async () => {
    const l = await lessonCast(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    const res = await admin.agent
      .patch(`/api/admin/users/${l.teacher.user.id}`)
      .send({ suspended: true, reason: "Repeated no-shows" });
    expect(res.status, res.text).toBe(200);
    expect(await kindsOf(l.bookingId)).toEqual([
      ["earning", 1700],
      ["reversal", -1700],
    ]);
  });

  it("an absence at a time the teacher moved at short notice, not accepted, earns nothing", async () => {
    const l = await lessonCast(ctx);
    await ctx.db.db.update(bookings).set({ movedLateAt: new Date() }).where(eq(bookings.id, l.bookingId));
    await moveLesson(ctx, l.bookingId, -1);
    const res = await l.teacher.agent.post(`/api/bookings/${l.bookingId}/report`).send({ attendance: "absent" });
    expect(res.status, res.text).toBe(201);
    expect(await kindsOf(l.bookingId)).toEqual([
      ["earning", 1700],
      ["reversal", -1700],
    ]);
  });

  it("a family's cancellation too late for a refund leaves the teacher the lesson, 48 hours after its end", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, 2);
    const res = await l.parent.agent
      .patch(`/api/bookings/${l.bookingId}`)
      .send({ status: "cancelled", expectedRefund: "none" });
    expect(res.status, res.text).toBe(200);
    expect(await kindsOf(l.bookingId)).toEqual([["earning", 1700]]);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    const edge = b.endsAt.getTime() + 48 * 3_600_000;
    expect((await teacherEarnings(ctx.db.db, l.teacher.user.id, page, new Date(edge - 1))).pending).toBe("17.00");
    expect((await teacherEarnings(ctx.db.db, l.teacher.user.id, page, new Date(edge))).available).toBe("17.00");
  });
});
