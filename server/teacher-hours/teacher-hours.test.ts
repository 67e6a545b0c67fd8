// The teacher's own hours (issue 17): read and replaced by the teacher, and the only slots families are offered.
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_WEEKLY_HOURS } from "@shared/teacher-hours";
import { teacherProfiles } from "@shared/schema";
import { wallClockIn } from "@shared/wall-clock";
import { bookingCast, futureDate, makeTeacher, signUp, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();

/** The weekday (0 Sunday) of a calendar date. */
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe("GET/PUT /api/teacher/availability", () => {
  it("gives a new teacher the spec's hours: Monday–Saturday 09:00–12:00 and 14:00–20:00, notice 12 hours", async () => {
    const teacher = await makeTeacher(ctx);
    const res = await teacher.agent.get("/api/teacher/availability");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      timeZone: "Europe/London",
      minimumNoticeHours: 12,
      weekly: DEFAULT_WEEKLY_HOURS,
      exceptions: [],
    });
  });

  it("replaces the hours whole, in order, and the profile's summary follows", async () => {
    const teacher = await makeTeacher(ctx);
    const date = futureDate(10);
    const body = {
      timeZone: "America/New_York",
      minimumNoticeHours: 24,
      weekly: [
        { day: 3, start: "14:00", end: "19:00" },
        { day: 1, start: "16:00", end: "18:00" },
        { day: 1, start: "09:00", end: "10:30" },
      ],
      exceptions: [{ date, windows: [] }],
    };
    const res = await teacher.agent.put("/api/teacher/availability").send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      timeZone: "America/New_York",
      minimumNoticeHours: 24,
      weekly: [
        { day: 1, start: "09:00", end: "10:30" },
        { day: 1, start: "16:00", end: "18:00" },
        { day: 3, start: "14:00", end: "19:00" },
      ],
      exceptions: [{ date, windows: [] }],
    });
    expect((await teacher.agent.get("/api/teacher/availability")).body).toEqual(res.body);
    const profile = await teacher.agent.get("/api/teacher/profile");
    expect(profile.body.availableHours).toBe("Mon 09:00–10:30, 16:00–18:00; Wed 14:00–19:00");
    expect(profile.body.timeZone).toBe("America/New_York");
  });

  it("refuses overlapping, inverted or malformed windows with a 400 naming the problem, and changes nothing", async () => {
    const teacher = await makeTeacher(ctx);
    const before = (
      await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.user.id))
    )[0];
    const bad: [unknown, RegExp][] = [
      [
        {
          minimumNoticeHours: 12,
          weekly: [
            { day: 1, start: "09:00", end: "12:00" },
            { day: 1, start: "11:00", end: "13:00" },
          ],
          exceptions: [],
        },
        /Monday: windows overlap/,
      ],
      [
        { minimumNoticeHours: 12, weekly: [{ day: 2, start: "12:00", end: "09:00" }], exceptions: [] },
        /end after it starts/,
      ],
      [{ minimumNoticeHours: 12, weekly: [{ day: 7, start: "09:00", end: "12:00" }], exceptions: [] }, /day must be 0/],
      [
        { minimumNoticeHours: 12, weekly: [{ day: 1, start: "9am", end: "12:00" }], exceptions: [] },
        /time such as 09:00/,
      ],
      [
        { minimumNoticeHours: 12, weekly: [{ day: 1, start: "24:00", end: "24:00" }], exceptions: [] },
        /time such as 09:00/,
      ],
      [{ minimumNoticeHours: -1, weekly: [], exceptions: [] }, /cannot be negative/],
      [{ minimumNoticeHours: 12, weekly: [], exceptions: [{ date: "2027-02-30", windows: [] }] }, /real date/],
      [{ minimumNoticeHours: 12, weekly: [], exceptions: [{ date: "2026-13-45", windows: [] }] }, /real date/],
      [{ minimumNoticeHours: 12, weekly: [], exceptions: [{ date: "", windows: [] }] }, /date such as/],
      [
        {
          minimumNoticeHours: 12,
          weekly: [],
          exceptions: [
            { date: "2027-03-01", windows: [] },
            { date: "2027-03-01", windows: [] },
          ],
        },
        /listed twice/,
      ],
      [{ minimumNoticeHours: 12, weekly: [], exceptions: [], timeZone: "Mars/Olympus" }, /valid time zone/],
      // An offset names no place and no summer time (and would break the .ics's TZID).
      [{ minimumNoticeHours: 12, weekly: [], exceptions: [], timeZone: "+05:00" }, /valid time zone/],
      [
        {
          minimumNoticeHours: 12,
          weekly: Array.from({ length: 50 }, () => ({ day: 1, start: "09:00", end: "10:00" })),
          exceptions: [],
        },
        /Too many/,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await teacher.agent.put("/api/teacher/availability").send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const after = (
      await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.user.id))
    )[0];
    expect(after.weeklyHours).toEqual(before.weeklyHours);
    expect(after.minimumNoticeHours).toBe(before.minimumNoticeHours);
  });

  it("drops exceptions for dates already past in the teacher's zone", async () => {
    const teacher = await makeTeacher(ctx);
    const yesterday = wallClockIn(new Date(Date.now() - 2 * 86_400_000), "Europe/London").date;
    const later = futureDate(5);
    const res = await teacher.agent.put("/api/teacher/availability").send({
      minimumNoticeHours: 12,
      weekly: DEFAULT_WEEKLY_HOURS,
      exceptions: [
        { date: later, windows: [] },
        { date: yesterday, windows: [] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.exceptions).toEqual([{ date: later, windows: [] }]);
  });

  it("is the teacher's own: parents get 403, signed-out callers 401, a teacher without a profile 404", async () => {
    const parent = await signUp(ctx);
    expect((await parent.agent.get("/api/teacher/availability")).status).toBe(403);
    expect(
      (await parent.agent.put("/api/teacher/availability").send({ minimumNoticeHours: 1, weekly: [], exceptions: [] }))
        .status,
    ).toBe(403);
    expect((await supertest(ctx.app).get("/api/teacher/availability")).status).toBe(401);
    const fresh = await signUp(ctx, { role: "teacher" });
    expect((await fresh.agent.get("/api/teacher/availability")).status).toBe(404);
    expect(
      (await fresh.agent.put("/api/teacher/availability").send({ minimumNoticeHours: 1, weekly: [], exceptions: [] }))
        .status,
    ).toBe(404);
  });
});

describe("the slots families are offered follow the teacher's hours", () => {
  it("offers only times inside the hours, none on a day off, and refuses a booking outside them", async () => {
    const cast = await bookingCast(ctx);
    const date = futureDate(8);
    const off = futureDate(9);
    const day = weekday(date);
    const saved = await cast.teacher.agent.put("/api/teacher/availability").send({
      minimumNoticeHours: 12,
      weekly: [
        { day, start: "14:00", end: "19:00" },
        { day: weekday(off), start: "09:00", end: "12:00" },
      ],
      exceptions: [{ date: off, windows: [] }],
    });
    expect(saved.status).toBe(200);
    const slots = await cast.parent.agent.get(`/api/classes/${cast.classId}/availability?from=${date}&to=${off}`);
    expect(slots.status).toBe(200);
    // A 45-minute class in a 14:00–19:00 window: on the hour from 14:00 to 18:00; nothing on the day off.
    expect(slots.body.map((s: { date: string; time: string }) => `${s.date} ${s.time}`)).toEqual(
      ["14:00", "15:00", "16:00", "17:00", "18:00"].map((t) => `${date} ${t}`),
    );
    // 10:00 was one of the old fixed slots: no longer offered, so no longer bookable.
    const outside = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(date, "10:00") });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/times the teacher offers/);
    const dayOff = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(off, "10:00") });
    expect(dayOff.status).toBe(400);
    expect(dayOff.body.message).toBe("scheduledAt: The teacher does not teach on that day");
    const inside = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(date, "18:00") });
    expect(inside.status).toBe(201);
  });

  it("keeps existing bookings when the hours change", async () => {
    const cast = await bookingCast(ctx);
    const date = futureDate(12);
    const booked = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(date, "10:00") });
    expect(booked.status).toBe(201);
    expect(
      (
        await cast.teacher.agent
          .put("/api/teacher/availability")
          .send({ minimumNoticeHours: 12, weekly: [], exceptions: [] })
      ).status,
    ).toBe(200);
    const mine = await cast.parent.agent.get(`/api/bookings/${booked.body.id}`);
    expect(mine.body).toMatchObject({ status: "scheduled", scheduledAt: slotAt(date, "10:00") });
    expect(
      (await cast.parent.agent.get(`/api/classes/${cast.classId}/availability?from=${date}&to=${date}`)).body,
    ).toEqual([]);
  });

  it("holds the teacher's minimum notice", async () => {
    const cast = await bookingCast(ctx);
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" }));
    await cast.teacher.agent
      .put("/api/teacher/availability")
      .send({ minimumNoticeHours: 48, weekly: allDay, exceptions: [] })
      .expect(200);
    const from = wallClockIn(new Date(), "Europe/London").date;
    const to = wallClockIn(new Date(Date.now() + 4 * 86_400_000), "Europe/London").date;
    const res = await cast.parent.agent.get(`/api/classes/${cast.classId}/availability?from=${from}&to=${to}`);
    expect(res.body.length).toBeGreaterThan(0);
    for (const s of res.body as { startsAt: string }[])
      expect(Date.parse(s.startsAt)).toBeGreaterThanOrEqual(Date.now() + 48 * 3_600_000 - 60_000);
    const soon = new Date(Math.ceil((Date.now() + 30 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const refused = await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: soon });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/48 hours' notice/);
  });
});
