// Issue 32: an exception is saved on its own (the weekly hours untouched) and may span days; no slot and no booking
// on any day inside it.
import { describe, expect, it } from "vitest";
import { TEACHER_HOURS_LIMITS } from "@shared/teacher-hours";
import { bookingCast, futureDate, makeTeacher, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "09:00", end: "12:00" }));
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("PUT /api/teacher/availability/exceptions", () => {
  it("saves the exceptions alone: the weekly hours stay, and a week saved later keeps them", async () => {
    const teacher = await makeTeacher(ctx);
    const from = futureDate(10);
    const to = daysAfter(from, 13);
    const res = await teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: from, to, windows: [] }] });
    expect(res.status).toBe(200);
    expect(res.body.exceptions).toEqual([{ date: from, to, windows: [] }]);
    expect(res.body.minimumNoticeHours).toBe(12);
    // The week view's Save Hours sends the week without exceptions: the range stays.
    const week = await teacher.agent.put("/api/teacher/availability").send({ minimumNoticeHours: 6, weekly: allWeek });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ minimumNoticeHours: 6, exceptions: [{ date: from, to, windows: [] }] });
    // A single day is kept as before ranges: its date alone.
    const single = await teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: from, to: from, windows: [] }] });
    expect(single.body.exceptions).toEqual([{ date: from, windows: [] }]);
    expect(single.body.weekly).toEqual(allWeek);
  });

  it("refuses bad ranges with 400 and saves nothing", async () => {
    const teacher = await makeTeacher(ctx);
    const from = futureDate(10);
    const bad: [unknown, RegExp][] = [
      [{ exceptions: [{ date: from, to: daysAfter(from, -1), windows: [] }] }, /last day is before the first/],
      [
        { exceptions: [{ date: from, to: daysAfter(from, TEACHER_HOURS_LIMITS.exceptionDays), windows: [] }] },
        /at most 90 days/,
      ],
      [{ exceptions: [{ date: from, to: "2027-02-30", windows: [] }] }, /real date/],
      [{ exceptions: [{ date: from, to: 20270101, windows: [] }] }, /date such as/],
      [
        {
          exceptions: [
            { date: from, to: daysAfter(from, 5), windows: [] },
            { date: daysAfter(from, 5), windows: [] },
          ],
        },
        /overlaps another exception/,
      ],
      [{ exceptions: "tomorrow" }, /exceptions/],
      [{}, /exceptions/],
    ];
    for (const [body, message] of bad) {
      const res = await teacher.agent.put("/api/teacher/availability/exceptions").send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await teacher.agent.get("/api/teacher/availability")).body.exceptions).toEqual([]);
    // The longest range allowed is fine.
    const longest = await teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: from, to: daysAfter(from, TEACHER_HOURS_LIMITS.exceptionDays - 1), windows: [] }] });
    expect(longest.status).toBe(200);
  });
});

describe("a range of days off", () => {
  it("offers no slot and refuses a booking on any day inside it; the days around it are fine", async () => {
    const cast = await bookingCast(ctx);
    await cast.teacher.agent
      .put("/api/teacher/availability")
      .send({ minimumNoticeHours: 12, weekly: allWeek, exceptions: [] })
      .expect(200);
    const from = futureDate(10);
    const to = daysAfter(from, 13);
    await cast.teacher.agent
      .put("/api/teacher/availability/exceptions")
      .send({ exceptions: [{ date: from, to, windows: [] }] })
      .expect(200);
    const before = daysAfter(from, -1);
    const after = daysAfter(to, 1);
    const slots = await cast.parent.agent.get(`/api/classes/${cast.classId}/availability?from=${before}&to=${after}`);
    expect(slots.status).toBe(200);
    expect([...new Set(slots.body.map((s: { date: string }) => s.date))]).toEqual([before, after]);
    for (const inside of [from, daysAfter(from, 6), to]) {
      const refused = await cast.parent.agent
        .post("/api/bookings")
        .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(inside, "10:00") });
      expect(refused.status, inside).toBe(400);
      expect(refused.body.message).toBe("scheduledAt: The teacher does not teach on that day");
    }
    const outside = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(after, "10:00") });
    expect(outside.status).toBe(201);
  });
});
