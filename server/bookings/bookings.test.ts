import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { bookings, interviews, studentProfiles, teacherProfiles } from "@shared/schema";
import { eq } from "drizzle-orm";
import { lessonCast, moveLesson } from "../test/lessons";
import {
  bookingCast,
  futureDate,
  makeTeacher,
  signInAs,
  signUp,
  slotAt,
  useTestApp,
  validClass,
} from "../test/test-app";

const ctx = useTestApp();

async function bookedLesson() {
  const teacher = await makeTeacher(ctx, "approved");
  const { body: cls } = await teacher.agent.post("/api/classes").send(validClass());
  const parent = await signUp(ctx);
  const [kid] = await ctx.db.db
    .insert(studentProfiles)
    .values({ parentId: parent.user.id, name: "Zayd", age: 9, level: "beginner" })
    .returning();
  const at = new Date(Date.now() + 3 * 86_400_000);
  const [booking] = await ctx.db.db
    .insert(bookings)
    .values({
      classId: cls.id,
      studentId: kid.id,
      parentId: parent.user.id,
      teacherId: teacher.user.id,
      scheduledAt: at,
      endsAt: new Date(at.getTime() + 45 * 60_000),
      amount: "20.00",
    })
    .returning();
  return { teacher, parent, booking };
}

describe("GET /api/bookings", () => {
  it("shows each viewer only their own bookings, with class, student and teacher names", async () => {
    const { teacher, parent, booking } = await bookedLesson();
    const mine = await parent.agent.get("/api/bookings");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: booking.id,
        classTitle: "Tajweed for beginners",
        studentName: "Zayd",
        teacherName: "Amina Yusuf",
        status: "scheduled",
        paymentStatus: "pending",
        amount: "20.00",
      }),
    ]);
    expect((await teacher.agent.get("/api/bookings")).body.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    const stranger = await signUp(ctx);
    expect((await stranger.agent.get("/api/bookings")).body).toEqual([]);
    const otherTeacher = await makeTeacher(ctx, "approved");
    expect((await otherTeacher.agent.get("/api/bookings")).body).toEqual([]);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get("/api/bookings")).body.map((b: { id: number }) => b.id)).toContain(booking.id);
    expect((await supertest(ctx.app).get("/api/bookings")).status).toBe(401);
  });
});

describe("the order of GET /api/bookings", () => {
  it("puts the lessons still to come first, the next one at the top, then the past ones, the latest first", async () => {
    const cast = await bookingCast(ctx);
    const book = async (day: number) => {
      const res = await cast.parent.agent
        .post("/api/bookings")
        .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(day), "10:00") });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    // Two of them happened already, 2 and 10 days ago: made past at once, since a family holds at most 3 unpaid
    // bookings with one teacher.
    const past = async (day: number, daysAgo: number) => {
      const id = await book(day);
      await ctx.db.db
        .update(bookings)
        .set({
          scheduledAt: new Date(Date.now() - daysAgo * 86_400_000),
          endsAt: new Date(Date.now() - daysAgo * 86_400_000 + 3_600_000),
          status: "completed",
        })
        .where(eq(bookings.id, id));
      return id;
    };
    const pastRecent = await past(6, 2);
    const pastOld = await past(8, 10);
    const [far, near] = [await book(20), await book(4)];
    const ids = (await cast.parent.agent.get("/api/bookings")).body.map((b: { id: number }) => b.id);
    expect(ids).toEqual([near, far, pastRecent, pastOld]);
    // Paged, the same order.
    expect(
      (await cast.parent.agent.get("/api/bookings?limit=2&offset=2")).body.map((b: { id: number }) => b.id),
    ).toEqual([pastRecent, pastOld]);
  });
});

describe("GET /api/bookings/{id}", () => {
  it("answers one booking to its parent, its teacher and admins, whatever page of the list it is on; 404 for anyone else", async () => {
    const cast = await bookingCast(ctx);
    const made = await cast.parent.agent.post("/api/bookings").send({
      classId: cast.classId,
      studentId: cast.studentId,
      scheduledAt: slotAt(futureDate(9), "09:00"),
      notes: "Knows Al-Fatiha",
    });
    expect(made.status).toBe(201);
    // The next lesson comes first in the list: with a page of one, this later booking is not on the first page.
    await cast.parent.agent
      .post("/api/bookings")
      .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(3), "10:00") })
      .expect(201);
    expect((await cast.parent.agent.get("/api/bookings?limit=1")).body.map((b: { id: number }) => b.id)).not.toContain(
      made.body.id,
    );
    const own = await cast.parent.agent.get(`/api/bookings/${made.body.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: made.body.id,
      classId: cast.classId,
      studentName: "Zayd",
      notes: "Knows Al-Fatiha",
    });
    expect((await cast.teacher.agent.get(`/api/bookings/${made.body.id}`)).body).toMatchObject({ studentName: "Zayd" });
    expect((await (await signInAs(ctx, ["admin"])).agent.get(`/api/bookings/${made.body.id}`)).status).toBe(200);
    expect((await (await signUp(ctx)).agent.get(`/api/bookings/${made.body.id}`)).status).toBe(404);
    expect((await (await makeTeacher(ctx, "approved")).agent.get(`/api/bookings/${made.body.id}`)).status).toBe(404);
    expect((await cast.parent.agent.get("/api/bookings/2147483647")).status).toBe(404);
    expect((await cast.parent.agent.get("/api/bookings/abc")).status).toBe(400);
    // Cancelled, the lesson keeps the child's details from the teacher.
    await cast.parent.agent.patch(`/api/bookings/${made.body.id}`).send({ status: "cancelled" }).expect(200);
    expect((await cast.teacher.agent.get(`/api/bookings/${made.body.id}`)).body).toMatchObject({
      studentName: "A student",
      notes: null,
    });
  });
});

describe("GET /api/interviews", () => {
  it("shows a teacher their own interviews, admins all, and nobody else", async () => {
    const t = await makeTeacher(ctx);
    const other = await makeTeacher(ctx);
    await ctx.db.db.insert(interviews).values([
      {
        teacherId: t.user.id,
        scheduledAt: new Date(Date.now() + 86_400_000),
        status: "scheduled",
        notes: "Initial teacher evaluation interview",
      },
      { teacherId: other.user.id, scheduledAt: new Date(Date.now() + 86_400_000), status: "scheduled" },
    ]);
    const own = await t.agent.get("/api/interviews");
    expect(own.body).toEqual([
      expect.objectContaining({ teacherId: t.user.id, teacherName: "Amina Yusuf", status: "scheduled" }),
    ]);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get("/api/interviews")).body.length).toBeGreaterThanOrEqual(2);
    const parent = await signUp(ctx);
    expect((await parent.agent.get("/api/interviews")).status).toBe(403);
  });
});

const bookingCount = async () => (await ctx.db.db.select().from(bookings)).length;

describe("POST /api/bookings", () => {
  it("books a listed slot for the parent's own child at the class's price", async () => {
    const { parent, teacher, classId, studentId } = await bookingCast(ctx);
    const scheduledAt = slotAt(futureDate(4), "15:00");
    const res = await parent.agent
      .post("/api/bookings")
      .send({ classId, studentId, scheduledAt, notes: "First lesson" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      classId,
      studentId,
      parentId: parent.user.id,
      teacherId: teacher.user.id,
      scheduledAt,
      status: "scheduled",
      paymentStatus: "pending",
      amount: "20.00",
      notes: "First lesson",
      classTitle: "Tajweed for beginners",
      studentName: "Zayd",
    });
    // 45 minutes, from the class
    expect(Date.parse(res.body.endsAt) - Date.parse(scheduledAt)).toBe(45 * 60_000);
    const slots = await parent.agent.get(
      `/api/classes/${classId}/availability?from=${futureDate(4)}&to=${futureDate(4)}`,
    );
    expect(slots.body.find((s: { time: string }) => s.time === "15:00").available).toBe(false);
    expect(slots.body.find((s: { time: string }) => s.time === "16:00").available).toBe(true);
  });

  it("ignores server-owned fields in the body (status, payment, amount, parent)", async () => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const other = await signUp(ctx);
    const res = await parent.agent.post("/api/bookings").send({
      classId,
      studentId,
      scheduledAt: slotAt(futureDate(5), "09:00"),
      paymentStatus: "paid",
      status: "completed",
      amount: "0.01",
      parentId: other.user.id,
      teacherId: other.user.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      paymentStatus: "pending",
      status: "scheduled",
      amount: "20.00",
      parentId: parent.user.id,
    });
  });

  it("refuses another parent's child with 404 and books nothing", async () => {
    const { classId } = await bookingCast(ctx);
    const { studentId: theirChild } = await bookingCast(ctx);
    const intruder = await signUp(ctx);
    const before = await bookingCount();
    const res = await intruder.agent
      .post("/api/bookings")
      .send({ classId, studentId: theirChild, scheduledAt: slotAt(futureDate(3)) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Student not found");
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    [
      "a past time",
      () => slotAt(futureDate(-7 + 0), "14:00").replace(/^\d{4}/, "2020"),
      "scheduledAt: Please choose a time in the future",
    ],
    [
      "a Sunday",
      () => {
        let d = futureDate(2);
        while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 0)
          d = new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        return slotAt(d, "14:00");
      },
      "scheduledAt: The teacher does not teach on that day",
    ],
    [
      "an off-slot time",
      () => slotAt(futureDate(3), "12:00"),
      "scheduledAt: Please choose one of the times the teacher offers",
    ],
    [
      "a slot time read in the wrong zone",
      () => `${futureDate(3)}T14:00:00+02:00`,
      "scheduledAt: Please choose one of the times the teacher offers",
    ],
  ])("refuses %s with 400", async (_label, at, message) => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const before = await bookingCount();
    const res = await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: at() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    [{ studentId: undefined }, "studentId: Please select a student"],
    [{ scheduledAt: "" }, "scheduledAt: Please select a date and time"],
    [{ scheduledAt: "tomorrow at two" }, "scheduledAt: Use an ISO date-time such as 2026-01-31T14:00:00Z"],
    [{ classId: "abc" }, "classId: classId must be a class id"],
  ])("refuses a malformed request %j", async (patch, message) => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const res = await parent.agent
      .post("/api/bookings")
      .send({ classId, studentId, scheduledAt: slotAt(futureDate(3)), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses inactive classes and unapproved teachers with 404", async () => {
    const { parent, teacher, classId, studentId } = await bookingCast(ctx);
    await teacher.agent.patch(`/api/classes/${classId}`).send({ isActive: false });
    expect(
      (await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: slotAt(futureDate(3)) }))
        .status,
    ).toBe(404);
    await teacher.agent.patch(`/api/classes/${classId}`).send({ isActive: true });
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "rejected" })
      .where(eq(teacherProfiles.userId, teacher.user.id));
    expect(
      (await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: slotAt(futureDate(3)) }))
        .status,
    ).toBe(404);
  });

  it("never puts a teacher in two overlapping lessons, across their classes", async () => {
    const { parent, teacher, classId, studentId } = await bookingCast(ctx, { duration: 90 });
    const { body: other } = await teacher.agent
      .post("/api/classes")
      .send(validClass({ title: "Arabic for kids", subject: "Arabic Language" }));
    const { body: kid2 } = await parent.agent
      .post("/api/student/profile")
      .send({ name: "Hafsa", age: 7, level: "beginner" });
    const day = futureDate(6);
    expect(
      (await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: slotAt(day, "09:00") })).status,
    ).toBe(201);
    // 09:00 + 90 min runs into 10:00: the teacher is busy then, in any class.
    const clash = await parent.agent
      .post("/api/bookings")
      .send({ classId: other.id, studentId: kid2.id, scheduledAt: slotAt(day, "10:00") });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("This time slot is no longer available");
    const sameClassLater = await parent.agent
      .post("/api/bookings")
      .send({ classId, studentId: kid2.id, scheduledAt: slotAt(day, "10:00") });
    expect(sameClassLater.status).toBe(409);
    expect(
      (
        await parent.agent
          .post("/api/bookings")
          .send({ classId: other.id, studentId: kid2.id, scheduledAt: slotAt(day, "11:00") })
      ).status,
    ).toBe(201);
  });

  it("fills a group class up to maxStudents at one start, then refuses", async () => {
    const { teacher, classId } = await bookingCast(ctx, { maxStudents: 2 });
    const at = slotAt(futureDate(7), "16:00");
    const results = [];
    for (let i = 0; i < 3; i++) {
      const p = await signUp(ctx);
      const { body: kid } = await p.agent
        .post("/api/student/profile")
        .send({ name: `Child ${i}`, age: 10, level: "beginner" });
      results.push((await p.agent.post("/api/bookings").send({ classId, studentId: kid.id, scheduledAt: at })).status);
    }
    expect(results).toEqual([201, 201, 409]);
    expect((await teacher.agent.get("/api/bookings")).body).toHaveLength(2);
  });

  it("never puts a child in two overlapping lessons, even with two teachers", async () => {
    const first = await bookingCast(ctx);
    const second = await bookingCast(ctx);
    const day = futureDate(8);
    const a = await first.parent.agent
      .post("/api/bookings")
      .send({ classId: first.classId, studentId: first.studentId, scheduledAt: slotAt(day, "14:00") });
    expect(a.status).toBe(201);
    const b = await first.parent.agent
      .post("/api/bookings")
      .send({ classId: second.classId, studentId: first.studentId, scheduledAt: slotAt(day, "14:00") });
    expect(b.status).toBe(409);
    expect(b.body.message).toBe("This child already has a lesson at that time");
  });

  it("lets a cancelled booking free its slot", async () => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const at = slotAt(futureDate(9), "17:00");
    const { body: booking } = await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: at });
    const cancelled = await parent.agent.patch(`/api/bookings/${booking.id}`).send({ status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect((await parent.agent.patch(`/api/bookings/${booking.id}`).send({ status: "cancelled" })).status).toBe(409);
    expect((await parent.agent.post("/api/bookings").send({ classId, studentId, scheduledAt: at })).status).toBe(201);
  });

  it("is for parents only", async () => {
    const { teacher, classId, studentId } = await bookingCast(ctx);
    const body = { classId, studentId, scheduledAt: slotAt(futureDate(3)) };
    expect((await supertest(ctx.app).post("/api/bookings").send(body)).status).toBe(401);
    expect((await teacher.agent.post("/api/bookings").send(body)).status).toBe(403);
  });
});

describe("PATCH /api/bookings/{id}", () => {
  it("reschedules under the same rules as booking", async () => {
    const { parent, classId, studentId } = await bookingCast(ctx);
    const day = futureDate(10);
    const { body: booking } = await parent.agent
      .post("/api/bookings")
      .send({ classId, studentId, scheduledAt: slotAt(day, "09:00") });
    const moved = await parent.agent.patch(`/api/bookings/${booking.id}`).send({ scheduledAt: slotAt(day, "18:00") });
    expect(moved.status).toBe(200);
    expect(moved.body.scheduledAt).toBe(slotAt(day, "18:00"));
    expect(Date.parse(moved.body.endsAt) - Date.parse(moved.body.scheduledAt)).toBe(45 * 60_000);
    expect(
      (await parent.agent.patch(`/api/bookings/${booking.id}`).send({ scheduledAt: slotAt(day, "12:30") })).status,
    ).toBe(400);
  });

  it("lets only the teacher complete a lesson, once it has started; strangers get 404", async () => {
    const { parent, teacher, bookingId } = await lessonCast(ctx);
    const upcoming = { id: bookingId };
    expect((await teacher.agent.patch(`/api/bookings/${upcoming.id}`).send({ status: "completed" })).status).toBe(409);
    expect((await parent.agent.patch(`/api/bookings/${upcoming.id}`).send({ status: "completed" })).status).toBe(403);
    const stranger = await signUp(ctx);
    expect((await stranger.agent.patch(`/api/bookings/${upcoming.id}`).send({ status: "cancelled" })).status).toBe(404);
    const otherTeacher = await makeTeacher(ctx, "approved");
    expect((await otherTeacher.agent.patch(`/api/bookings/${upcoming.id}`).send({ status: "cancelled" })).status).toBe(
      404,
    );
    // A lesson that has started (moved into the past directly: the API refuses past times).
    await ctx.db.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 900_000) })
      .where(eq(bookings.id, upcoming.id));
    const done = await teacher.agent
      .patch(`/api/bookings/${upcoming.id}`)
      .send({ status: "completed", attended: false });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", attendance: "absent", hasReport: false });
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, upcoming.id));
    expect(row.attendance).toBe("absent"); // `attended: false` is absent; true (or nothing) is present
  });

  it("refuses to complete a lesson that was never paid (409): a completed lesson may be reviewed", async () => {
    const unpaid = await lessonCast(ctx, { pay: false });
    await moveLesson(ctx, unpaid.bookingId, -1);
    for (const attended of [true, false]) {
      const res = await unpaid.teacher.agent
        .patch(`/api/bookings/${unpaid.bookingId}`)
        .send({ status: "completed", attended });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This lesson has not been paid");
    }
    const [row] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, unpaid.bookingId));
    expect(row).toMatchObject({ status: "scheduled", attendance: null, paymentStatus: "pending" });
  });
});
