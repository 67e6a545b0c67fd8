// Booking limits found in review: one's own class, the 90-day horizon, a lesson that has started.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, teacherProfiles } from "@shared/schema";
import { bookingCast, futureDate, signUp, slotAt, useTestApp, validClass, validProfile } from "../test/test-app";

const ctx = useTestApp();
const bookingCount = async () => (await ctx.db.db.select().from(bookings)).length;

describe("booking limits found in review", () => {
  it("refuses a teacher booking their own class for their child (403)", async () => {
    // A parent who became a teacher holds both roles.
    const both = await signUp(ctx);
    await both.agent.patch("/api/user/role").send({ role: "teacher" }).expect(200);
    await both.agent.post("/api/teacher/profile").send(validProfile()).expect(201);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved" })
      .where(eq(teacherProfiles.userId, both.user.id));
    const { body: cls } = await both.agent.post("/api/classes").send(validClass()).expect(201);
    await both.agent.patch("/api/user/role").send({ role: "parent" }).expect(200);
    const { body: kid } = await both.agent
      .post("/api/student/profile")
      .send({ name: "Own Child", age: 7, level: "beginner" })
      .expect(201);
    const before = await bookingCount();
    const res = await both.agent
      .post("/api/bookings")
      .send({ classId: cls.id, studentId: kid.id, scheduledAt: slotAt(futureDate(4)) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You cannot book your own class");
    expect(await bookingCount()).toBe(before);
  });

  it("refuses bookings beyond the 90-day horizon and lists no slots there", async () => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const far = futureDate(100);
    const res = await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: slotAt(far) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("scheduledAt: Classes can be booked up to 90 days ahead");
    expect((await parent.agent.get(`/api/classes/${classId}/availability?from=${far}&to=${far}`)).body).toEqual([]);
  });

  it("refuses to move or cancel a lesson once it has started (no second lesson for one payment)", async () => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const { body: booking } = await parent.agent
      .post("/api/bookings")
      .send({ classId, studentId, scheduledAt: slotAt(futureDate(12)) });
    await ctx.db.db
      .update(bookings)
      .set({
        scheduledAt: new Date(Date.now() - 7_200_000),
        endsAt: new Date(Date.now() - 4_500_000),
        paymentStatus: "paid",
      })
      .where(eq(bookings.id, booking.id));
    const moved = await parent.agent.patch(`/api/bookings/${booking.id}`).send({ scheduledAt: slotAt(futureDate(13)) });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe("This lesson has already started and can no longer be changed");
    expect((await parent.agent.patch(`/api/bookings/${booking.id}`).send({ status: "cancelled" })).status).toBe(409);
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe("scheduled");
  });
});
