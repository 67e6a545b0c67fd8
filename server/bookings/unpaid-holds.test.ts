// Issue 31, finding 4: one free account made 500 unpaid holds in 11 s and held a teacher's every slot for ten days.
// A family now holds at most 5 unpaid bookings, 3 with one teacher, and books at a bounded rate.
import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { UNPAID_HOLDS_CAP_MESSAGE, UNPAID_HOLDS_WITH_TEACHER_MESSAGE } from "@shared/bookings";
import { bookings } from "@shared/schema";
import { bookingCast, futureDate, makeTeacher, slotAt, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();

async function classOfNewTeacher() {
  const t = await makeTeacher(ctx, "approved");
  const res = await t.agent.post("/api/classes").send(validClass());
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe("unpaid holds", () => {
  it("are at most 3 with one teacher and 5 in all; a paid or lapsed booking no longer counts", async () => {
    const cast = await bookingCast(ctx);
    // One day, an hour each: the child has one lesson at a time.
    const book = (classId: number, time: string) =>
      cast.parent.agent
        .post("/api/bookings")
        .send({ classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(5), time) });
    const held: number[] = [];
    for (const time of ["09:00", "10:00", "11:00"]) {
      const res = await book(cast.classId, time);
      expect(res.status).toBe(201);
      held.push(res.body.id);
    }
    const fourth = await book(cast.classId, "14:00");
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(UNPAID_HOLDS_WITH_TEACHER_MESSAGE);
    const [other1, other2, other3] = [await classOfNewTeacher(), await classOfNewTeacher(), await classOfNewTeacher()];
    expect((await book(other1, "15:00")).status).toBe(201);
    expect((await book(other2, "16:00")).status).toBe(201);
    const sixth = await book(other3, "17:00");
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(UNPAID_HOLDS_CAP_MESSAGE);
    // Nothing of the refused ones was written.
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.parentId, cast.parent.user.id));
    expect(rows).toHaveLength(5);

    // Paying for one frees a place; so does a hold that lapsed.
    await ctx.db.db.update(bookings).set({ paymentStatus: "paid", expiresAt: null }).where(eq(bookings.id, held[0]));
    expect((await book(other3, "17:00")).status).toBe(201);
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(bookings.id, held[1]), eq(bookings.paymentStatus, "pending")));
    expect((await book(cast.classId, "18:00")).status).toBe(201);
  });

  it("let exactly one of three concurrent bookings through at 4 held", async () => {
    const cast = await bookingCast(ctx);
    const classes = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => classOfNewTeacher()));
    // Each at an hour of its own: the child has one lesson at a time.
    const hours = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00"];
    const book = (classId: number, i: number) =>
      cast.parent.agent
        .post("/api/bookings")
        .send({ classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(5), hours[i]) });
    for (const [i, c] of classes.slice(0, 4).entries()) {
      const res = await book(c, i);
      expect(res.status, res.text).toBe(201);
    }
    const statuses = (await Promise.all(classes.slice(4).map((c, i) => book(c, 4 + i)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it("are made at a bounded rate per account (429)", async () => {
    const app = ctx.makeApp({ limits: { bookingsPerUser: 2 } });
    const cast = await bookingCast(ctx);
    const agent = supertest.agent(app);
    expect(
      (await agent.post("/api/login").send({ username: cast.parent.username, password: "secret-12345" })).status,
    ).toBe(200);
    const book = (day: number) =>
      agent
        .post("/api/bookings")
        .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day), "10:00") });
    expect((await book(4)).status).toBe(201);
    expect((await book(5)).status).toBe(201);
    const third = await book(6);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe("Too many bookings in a short time. Please wait a few minutes and try again.");
  });
});
