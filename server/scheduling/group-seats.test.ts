// Issue 32: a group class's times say how many places each still has, counted by the server from the live bookings
// (an unpaid hold within its 30 minutes included, a lapsed or cancelled one not).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { bookingCast, futureDate, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();

type SlotAnswer = { startsAt: string; available: boolean; seatsLeft?: number };

describe("GET /api/classes/{id}/availability: places left (issue 32)", () => {
  it("gives each time of a group class its places left, and a one-to-one class none", async () => {
    const group = await bookingCast(ctx, { maxStudents: 4 });
    const day = futureDate(6);
    const at = slotAt(day, "15:00");
    const held = await group.parent.agent
      .post("/api/bookings")
      .send({ classId: group.classId, studentId: group.studentId, scheduledAt: at });
    expect(held.status).toBe(201);
    const slots = async () =>
      (await group.parent.agent.get(`/api/classes/${group.classId}/availability?from=${day}&to=${day}`))
        .body as SlotAnswer[];
    const booked = (await slots()).find((s) => s.startsAt === at);
    expect(booked).toMatchObject({ available: true, seatsLeft: 3 });
    expect((await slots()).find((s) => s.startsAt === slotAt(day, "17:00"))).toMatchObject({ seatsLeft: 4 });
    // A lapsed hold holds nothing.
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, held.body.id));
    expect((await slots()).find((s) => s.startsAt === at)).toMatchObject({ seatsLeft: 4 });

    const single = await bookingCast(ctx);
    const res = await single.parent.agent.get(`/api/classes/${single.classId}/availability?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    expect((res.body as SlotAnswer[]).length).toBeGreaterThan(0);
    expect((res.body as SlotAnswer[]).every((s) => s.seatsLeft === undefined)).toBe(true);
  });
});
