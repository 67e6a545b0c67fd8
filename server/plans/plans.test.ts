// POST /api/plans (issue 33, api.md "Plans"): the first cycle held in one transaction, refusals that name the date
// and write nothing, days off skipped and not charged, the sibling discount, the client's amount, the caps, races.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, plans } from "@shared/schema";
import { signUp, slotAt, useTestApp, validClass } from "../test/test-app";
import { planCast, planRows } from "./plan-test-utils";
import { addDays } from "./plans.rules";

const ctx = useTestApp();

describe("POST /api/plans", () => {
  it("holds the first 4-week cycle as unpaid bookings and answers as api.md shows", async () => {
    const { parent, body, startsOn, date, day } = await planCast(ctx);
    const second = day === 6 ? 1 : day + 1;
    const started = Date.now();
    const res = await parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [...body.weekly, { day: second, time: "15:00" }] });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ["classId", "currentCycle", "id", "renewsOn", "status", "studentId", "weekly"].sort(),
    );
    const endsOn = addDays(startsOn, 27);
    expect(res.body).toMatchObject({
      status: "pending_payment",
      classId: body.classId,
      studentId: body.studentId,
      currentCycle: { number: 1, startsOn, endsOn, amount: "160.00", skipped: [] },
      renewsOn: addDays(endsOn, -2),
    });
    const lessons = res.body.currentCycle.lessons as { bookingId: number; scheduledAt: string }[];
    expect(lessons).toHaveLength(8);
    expect(lessons.filter((l) => l.scheduledAt === slotAt(date(1), "17:00"))).toHaveLength(1);
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, res.body.id));
    expect(rows).toHaveLength(8);
    for (const b of rows) {
      expect(b).toMatchObject({ status: "scheduled", paymentStatus: "pending", amount: "20.00" });
      expect(b.planCycleId).not.toBeNull();
      // Held like an unpaid single booking: 30 minutes.
      const hold = (b.expiresAt?.getTime() ?? 0) - started;
      expect(hold).toBeGreaterThan(29 * 60_000);
      expect(hold).toBeLessThan(31 * 60_000);
    }
  });

  it("refuses a lesson outside the teacher's hours with 400 naming the date, and writes nothing", async () => {
    const { parent, teacher, body, date } = await planCast(ctx);
    // On the third week's date the teacher keeps other hours: 17:00 is not offered.
    await teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: date(2), windows: [{ start: "09:00", end: "12:00" }] }] })
      .expect(200);
    const before = await planRows(ctx);
    const res = await parent.agent.post("/api/plans").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`${date(2)} 17:00`);
    expect(await planRows(ctx)).toEqual(before);
  });

  it("refuses a date another family holds with 409 naming it, and nothing of the plan is written", async () => {
    const { parent, body, date } = await planCast(ctx);
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Amina", age: 8, level: "beginner" });
    await other.agent
      .post("/api/bookings")
      .send({ classId: body.classId, studentId: kid.body.id, scheduledAt: slotAt(date(3), "17:00") })
      .expect(201);
    const before = await planRows(ctx);
    const res = await parent.agent.post("/api/plans").send(body);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`${date(3)} 17:00`);
    expect(await planRows(ctx)).toEqual(before);
  });

  it("answers someone else's child with 404", async () => {
    const { body } = await planCast(ctx);
    const other = await signUp(ctx);
    const before = await planRows(ctx);
    const res = await other.agent.post("/api/plans").send(body);
    expect(res.status).toBe(404);
    expect(await planRows(ctx)).toEqual(before);
  });

  it("skips the teacher's day off: listed, not held and not charged", async () => {
    const { parent, teacher, body, date } = await planCast(ctx);
    await teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: addDays(date(1), -1), to: addDays(date(1), 1), windows: [] }] })
      .expect(200);
    const res = await parent.agent.post("/api/plans").send(body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.currentCycle.skipped).toEqual([{ date: date(1), time: "17:00", reason: "day_off" }]);
    expect(res.body.currentCycle.lessons).toHaveLength(3);
    expect(res.body.currentCycle.amount).toBe("60.00");
  });

  it("takes the class's sibling discount off a second child's plan while the first is paid for", async () => {
    const { parent, teacher, body, classId } = await planCast(ctx, { price: "25.50" });
    await teacher.agent.patch(`/api/classes/${classId}`).send({ siblingDiscountPercent: 15 }).expect(200);
    const first = await parent.agent.post("/api/plans").send(body).expect(201);
    const sister = await parent.agent.post("/api/student/profile").send({ name: "Maryam", age: 7, level: "beginner" });
    const second = { ...body, studentId: sister.body.id, weekly: [{ day: body.weekly[0].day, time: "15:00" }] };
    // A plan awaiting payment earns nothing yet: the discounted total is refused.
    const unpaid = await parent.agent.post("/api/plans").send({ ...second, amount: "86.68" });
    expect(unpaid.status).toBe(400);
    await ctx.db.db.update(plans).set({ status: "active" }).where(eq(plans.id, first.body.id));
    // 4 × (25.50 − 3.83): the discount rounded half up per lesson, in cents.
    const res = await parent.agent.post("/api/plans").send({ ...second, amount: "86.68" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.currentCycle.amount).toBe("86.68");
  });

  it("gives no sibling discount for a paused or unpaid plan, nor for a plan on another class of the teacher", async () => {
    const { parent, teacher, body, classId } = await planCast(ctx, { price: "25.50" });
    await teacher.agent.patch(`/api/classes/${classId}`).send({ siblingDiscountPercent: 50 }).expect(200);
    const other = await teacher.agent
      .post("/api/classes")
      .send(validClass({ price: "1.00" }))
      .expect(201);
    const fake = await parent.agent.post("/api/student/profile").send({ name: "Fake", age: 5, level: "beginner" });
    const cheap = await parent.agent
      .post("/api/plans")
      .send({
        ...body,
        classId: other.body.id,
        studentId: fake.body.id,
        weekly: [{ day: body.weekly[0].day, time: "15:00" }],
      })
      .expect(201);
    await ctx.db.db.update(plans).set({ status: "active" }).where(eq(plans.id, cheap.body.id));
    // An active plan on another class: the full price.
    expect((await parent.agent.post("/api/plans").send({ ...body, amount: "102.00" })).status).toBe(201);
    const brother = await parent.agent.post("/api/student/profile").send({ name: "Musa", age: 8, level: "beginner" });
    for (const status of ["paused", "past_due"] as const) {
      await ctx.db.db.update(plans).set({ status }).where(eq(plans.classId, classId));
      const res = await parent.agent.post("/api/plans").send({
        ...body,
        studentId: brother.body.id,
        weekly: [{ day: body.weekly[0].day, time: "16:00" }],
        amount: "51.00",
      });
      expect(res.status, status).toBe(400);
      expect(res.body.message).toMatch(/total has changed/);
    }
  });

  it("refuses a client amount that differs with 400 and writes nothing; the same amount is accepted", async () => {
    const { parent, body } = await planCast(ctx);
    const before = await planRows(ctx);
    const res = await parent.agent.post("/api/plans").send({ ...body, amount: "79.99" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/total has changed/);
    expect(await planRows(ctx)).toEqual(before);
    await parent.agent
      .post("/api/plans")
      .send({ ...body, amount: "80" })
      .expect(201);
  });

  it("refuses a 21st live plan with 409 (ended and cancelled ones do not count)", async () => {
    const { parent, body, teacher } = await planCast(ctx);
    const values = {
      parentId: parent.user.id,
      studentId: body.studentId,
      classId: body.classId,
      teacherId: teacher.user.id,
    };
    const live = ["active", "paused", "past_due", "active", "ended", "cancelled"] as const;
    await ctx.db.db.insert(plans).values(
      Array.from({ length: 22 }, (_, i) => ({
        ...values,
        weekly: [],
        timeZone: "Europe/London",
        status: live[i % 6],
      })),
    );
    // 22 plans, 16 of them live: room for four more, then the cap.
    await ctx.db.db.insert(plans).values(
      Array.from({ length: 4 }, () => ({
        ...values,
        weekly: [],
        timeZone: "Europe/London",
        status: "active" as const,
      })),
    );
    const before = await planRows(ctx);
    const res = await parent.agent.post("/api/plans").send(body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You can have at most 20 weekly plans");
    expect(await planRows(ctx)).toEqual(before);
  });

  it("refuses a third plan awaiting payment (each holds up to 28 slots)", async () => {
    const { parent, body } = await planCast(ctx);
    await parent.agent.post("/api/plans").send(body).expect(201);
    await parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [{ day: body.weekly[0].day, time: "15:00" }] })
      .expect(201);
    const res = await parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [{ day: body.weekly[0].day, time: "10:00" }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/2 weekly plans awaiting payment/);
  });

  it("ends a plan whose holds all lapsed unpaid: it no longer counts against the plans awaiting payment", async () => {
    const { parent, body } = await planCast(ctx);
    const first = await parent.agent.post("/api/plans").send(body).expect(201);
    await parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [{ day: body.weekly[0].day, time: "15:00" }] })
      .expect(201);
    await ctx.db.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.planId, first.body.id));
    const third = await parent.agent
      .post("/api/plans")
      .send({ ...body, weekly: [{ day: body.weekly[0].day, time: "10:00" }] });
    expect(third.status, third.text).toBe(201);
    const [ended] = await ctx.db.db.select().from(plans).where(eq(plans.id, first.body.id));
    expect(ended.status).toBe("ended");
  });

  it("lets the teacher set the class's sibling discount, 0 to 50, and shows it", async () => {
    const { teacher, classId } = await planCast(ctx);
    const shown = await teacher.agent.get(`/api/classes/${classId}`).expect(200);
    expect(shown.body.siblingDiscountPercent).toBe(0);
    expect((await teacher.agent.patch(`/api/classes/${classId}`).send({ siblingDiscountPercent: 51 })).status).toBe(
      400,
    );
    expect((await teacher.agent.patch(`/api/classes/${classId}`).send({ siblingDiscountPercent: 12.5 })).status).toBe(
      400,
    );
    const set = await teacher.agent.patch(`/api/classes/${classId}`).send({ siblingDiscountPercent: 50 }).expect(200);
    expect(set.body.siblingDiscountPercent).toBe(50);
    const made = await teacher.agent
      .post("/api/classes")
      .send(validClass({ siblingDiscountPercent: 10 }))
      .expect(201);
    expect(made.body.siblingDiscountPercent).toBe(10);
    expect((await teacher.agent.post("/api/classes").send(validClass({ siblingDiscountPercent: -1 }))).status).toBe(
      400,
    );
  });

  it("does not count a plan's held lessons against the single bookings' unpaid holds", async () => {
    const { parent, body, date } = await planCast(ctx);
    await parent.agent.post("/api/plans").send(body).expect(201);
    const res = await parent.agent
      .post("/api/bookings")
      .send({ classId: body.classId, studentId: body.studentId, scheduledAt: slotAt(date(0), "10:00") });
    expect(res.status, res.text).toBe(201);
  });

  it("gives one of two families asking for the same weekly time at once the plan, the other a 409", async () => {
    const { parent, body } = await planCast(ctx);
    const other = await signUp(ctx);
    const kid = await other.agent.post("/api/student/profile").send({ name: "Bilal", age: 10, level: "beginner" });
    const results = await Promise.all([
      parent.agent.post("/api/plans").send(body),
      other.agent.post("/api/plans").send({ ...body, studentId: kid.body.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const held = await ctx.db.db.select().from(bookings).where(eq(bookings.classId, body.classId));
    expect(held).toHaveLength(4);
  });
});
