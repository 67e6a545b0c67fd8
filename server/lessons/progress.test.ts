// A child's progress (GET /api/students/{id}/progress) and the summary on each child's card (GET
// /api/student/profiles): who may read what, the counts, the order and the paging.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { PROGRESS_LESSONS_MAX } from "@shared/lessons";
import { bookings } from "@shared/schema";
import { heldReport, lessonCast, moveLesson } from "../test/lessons";
import { bookingCast, futureDate, makeTeacher, signInAs, signUp, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();

/** A child taught by two teachers: three paid lessons with the first (present, late, absent), one with the second. */
async function twoTeachers() {
  const first = await lessonCast(ctx);
  const second = await bookingCast(ctx, { title: "Arabic for the curious", subject: "Arabic Language" });
  const lessonWith = async (classId: number, time: string) => {
    const res = await first.parent.agent
      .post("/api/bookings")
      .send({ classId, studentId: first.studentId, scheduledAt: slotAt(futureDate(25), time) });
    if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
    // Only a paid lesson can be reported (lessons.rules reportRefusal).
    const order = await first.parent.agent
      .post("/order")
      .send({ amount: res.body.amount, currency: "USD", intent: "CAPTURE", bookingId: res.body.id });
    await first.parent.agent.post(`/order/${order.body.id}/capture`).expect(200);
    return res.body.id as number;
  };
  const late = await lessonWith(first.classId, "09:00");
  const absent = await lessonWith(first.classId, "10:00");
  const other = await lessonWith(second.classId, "11:00");
  // Oldest first: absent 5 days ago, late 4, present 3, the other teacher's 2.
  await moveLesson(ctx, absent, -5 * 24);
  await moveLesson(ctx, late, -4 * 24);
  await moveLesson(ctx, first.bookingId, -3 * 24);
  await moveLesson(ctx, other, -2 * 24);
  await first.teacher.agent.post(`/api/bookings/${absent}/report`).send({ attendance: "absent" }).expect(201);
  await first.teacher.agent
    .post(`/api/bookings/${late}/report`)
    .send(heldReport({ attendance: "late", content: "Lesson two", rating: 3 }))
    .expect(201);
  await first.teacher.agent
    .post(`/api/bookings/${first.bookingId}/report`)
    .send(heldReport({ content: "Lesson three", rating: 5 }))
    .expect(201);
  await second.teacher.agent
    .post(`/api/bookings/${other}/report`)
    .send(heldReport({ content: "Arabic one", rating: 4 }))
    .expect(201);
  return { ...first, second, ids: { late, absent, present: first.bookingId, other } };
}

describe("GET /api/students/{id}/progress", () => {
  it("gives the parent and admins the whole record, newest first, paged, with the total of reports", async () => {
    const w = await twoTeachers();
    const url = `/api/students/${w.studentId}/progress`;
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [w.parent.agent, admin.agent]) {
      const res = await agent.get(url);
      expect(res.status).toBe(200);
      expect(res.headers["x-total-count"]).toBe("3");
      expect(res.body.attendance).toEqual({ present: 2, late: 1, absent: 1, rate: 0.75 });
      expect(res.body.total).toBe(3);
      expect(res.body.reports.map((r: { content: string }) => r.content)).toEqual([
        "Arabic one",
        "Lesson three",
        "Lesson two",
      ]);
      expect(res.body.reports[0]).toMatchObject({
        classTitle: "Arabic for the curious",
        teacherName: "Amina Yusuf",
        attendance: "present",
        rating: 4,
        homework: "Recite Al-Fatiha three times a day",
      });
      expect(
        res.body.lessons.map((l: { bookingId: number; attendance: string }) => [l.bookingId, l.attendance]),
      ).toEqual([
        [w.ids.other, "present"],
        [w.ids.present, "present"],
        [w.ids.late, "late"],
        [w.ids.absent, "absent"],
      ]);
    }
    const page = await w.parent.agent.get(`${url}?limit=2&offset=1`);
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.body.reports.map((r: { content: string }) => r.content)).toEqual(["Lesson three", "Lesson two"]);
    expect(page.body.attendance.present).toBe(2); // the counts are the whole record's, whatever the page
    // The lessons are not the reports' page: all four, whatever the page of reports.
    expect(page.body.lessons.map((l: { bookingId: number }) => l.bookingId)).toEqual([
      w.ids.other,
      w.ids.present,
      w.ids.late,
      w.ids.absent,
    ]);
    expect(page.body.lessonsTotal).toBe(4);
    const last = await w.parent.agent.get(`${url}?limit=1&offset=3`);
    expect([last.body.reports, last.body.lessons.length, last.body.lessonsTotal]).toEqual([[], 4, 4]);
    expect((await w.parent.agent.get(`${url}?limit=101`)).status).toBe(400);
  });

  it("gives a teacher only their own lessons and reports with the child; 404 to anyone who never taught the child", async () => {
    const w = await twoTeachers();
    const url = `/api/students/${w.studentId}/progress`;
    const mine = await w.teacher.agent.get(url);
    expect(mine.status).toBe(200);
    expect(mine.headers["x-total-count"]).toBe("2");
    expect(mine.body.attendance).toEqual({ present: 1, late: 1, absent: 1, rate: 2 / 3 });
    expect(mine.body.reports.map((r: { content: string }) => r.content)).toEqual(["Lesson three", "Lesson two"]);
    expect(mine.body.lessons.map((l: { bookingId: number }) => l.bookingId)).not.toContain(w.ids.other);
    const theirs = await w.second.teacher.agent.get(url);
    expect(theirs.body.reports.map((r: { content: string }) => r.content)).toEqual(["Arabic one"]);
    expect(theirs.body.attendance).toEqual({ present: 1, late: 0, absent: 0, rate: 1 });

    for (const agent of [(await makeTeacher(ctx, "approved")).agent, (await signUp(ctx)).agent]) {
      expect((await agent.get(url)).status).toBe(404);
    }
    expect((await w.parent.agent.get("/api/students/2147483647/progress")).status).toBe(404);
    expect((await supertest(ctx.app).get(url)).status).toBe(401);
    // A teacher whose only booking with a child was cancelled never taught them.
    const c = await lessonCast(ctx);
    await c.parent.agent.patch(`/api/bookings/${c.bookingId}`).send({ status: "cancelled" }).expect(200);
    expect((await c.teacher.agent.get(`/api/students/${c.studentId}/progress`)).status).toBe(404);
  });

  it("has an empty record with no rate before any lesson was marked", async () => {
    const l = await lessonCast(ctx);
    const res = await l.parent.agent.get(`/api/students/${l.studentId}/progress`);
    expect(res.body).toEqual({
      attendance: { present: 0, late: 0, absent: 0, rate: null },
      lessons: [],
      lessonsTotal: 0,
      reports: [],
      total: 0,
    });
    // A lesson the teacher missed is listed but is not the child's absence.
    await moveLesson(ctx, l.bookingId, -1);
    await l.teacher.agent
      .post(`/api/bookings/${l.bookingId}/report`)
      .send({ attendance: "teacher_absent" })
      .expect(201);
    const after = await l.parent.agent.get(`/api/students/${l.studentId}/progress`);
    expect(after.body.attendance).toEqual({ present: 0, late: 0, absent: 0, rate: null });
    expect(after.body.lessons).toEqual([
      expect.objectContaining({ bookingId: l.bookingId, attendance: "teacher_absent" }),
    ]);
    expect(after.body.lessonsTotal).toBe(1);
  });

  it("lists the latest lessons only, up to the bound, and counts them all", async () => {
    const l = await lessonCast(ctx);
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    // Past lessons a day apart, marked absent (no reports): written directly, the API refuses past times.
    const { id: _id, ...copy } = b;
    const day = 86_400_000;
    const n = PROGRESS_LESSONS_MAX + 5;
    await ctx.db.db.insert(bookings).values(
      Array.from({ length: n }, (_, i) => {
        const startsAt = new Date(b.scheduledAt.getTime() - (i + 10) * day);
        return {
          ...copy,
          paypalOrderId: null,
          scheduledAt: startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          status: "completed" as const,
          attendance: "absent" as const,
        };
      }),
    );
    const res = await l.parent.agent.get(`/api/students/${l.studentId}/progress?limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.lessons).toHaveLength(PROGRESS_LESSONS_MAX);
    expect(res.body.lessonsTotal).toBe(n);
    expect(res.body.attendance.absent).toBe(n);
    // The newest first: the bound drops the oldest.
    const times = res.body.lessons.map((x: { scheduledAt: string }) => Date.parse(x.scheduledAt));
    expect(times).toEqual([...times].sort((a, c) => c - a));
    expect(times.at(-1)).toBe(b.scheduledAt.getTime() - (PROGRESS_LESSONS_MAX + 9) * day);
  });
});

describe("GET /api/student/profiles summary", () => {
  it("carries each child's next lesson and last report", async () => {
    const w = await twoTeachers();
    const { body: sister } = await w.parent.agent
      .post("/api/student/profile")
      .send({ name: "Hafsa", age: 7, level: "beginner" });
    const next = await w.parent.agent
      .post("/api/bookings")
      .send({ classId: w.classId, studentId: w.studentId, scheduledAt: slotAt(futureDate(8), "11:00") });
    const later = await w.parent.agent
      .post("/api/bookings")
      .send({ classId: w.classId, studentId: w.studentId, scheduledAt: slotAt(futureDate(12), "11:00") });
    expect([next.status, later.status]).toEqual([201, 201]);
    // A cancelled lesson is no next lesson.
    const sooner = await w.parent.agent
      .post("/api/bookings")
      .send({ classId: w.classId, studentId: w.studentId, scheduledAt: slotAt(futureDate(4), "11:00") });
    await w.parent.agent.patch(`/api/bookings/${sooner.body.id}`).send({ status: "cancelled" }).expect(200);

    const res = await w.parent.agent.get("/api/student/profiles");
    expect(res.status).toBe(200);
    const [otherLesson] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, w.ids.other));
    const zayd = res.body.find((c: { id: number }) => c.id === w.studentId);
    expect(zayd.summary).toEqual({
      nextLesson: {
        bookingId: next.body.id,
        classTitle: "Tajweed for beginners",
        teacherName: "Amina Yusuf",
        scheduledAt: next.body.scheduledAt,
      },
      lastReport: expect.objectContaining({
        bookingId: w.ids.other,
        // Dated by the lesson (two days ago), not by the report written today (issue 32).
        scheduledAt: otherLesson.scheduledAt.toISOString(),
        classTitle: "Arabic for the curious",
        rating: 4,
        homework: "Recite Al-Fatiha three times a day",
      }),
      // Earned with the first report (issue 19), dated.
      badges: [{ code: "first-lesson", title: "First lesson attended", earnedAt: expect.any(String) }],
    });
    expect(res.body.find((c: { id: number }) => c.id === sister.id).summary).toEqual({
      nextLesson: null,
      lastReport: null,
    });
    // Nothing of another family's children.
    const other = await signUp(ctx);
    expect((await other.agent.get("/api/student/profiles")).body).toEqual([]);
  });
});
