// Reviews (api.md "Reviews"): one per held lesson, by its parent, within 60 days; one reply by the teacher; reviewers
// named "Amina Y."; every rating computed from them, the stored one (browse) kept in step by the database.
import { and, eq, inArray, sql } from "drizzle-orm";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { teachersQuerySchema } from "@shared/teachers";
import { bookings, notifications, reviews, teacherProfiles, users } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { bookingCast, makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";
import { listTeachers } from "../teachers/teachers.service";
import { REVIEW_MESSAGES } from "./reviews.rules";
import { insertLesson, type LessonCast } from "../test/insert-lesson";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

type Cast = Awaited<ReturnType<typeof bookingCast>>;
let cast: Cast;
let lessonOf: LessonCast;
const lesson = (opts: Parameters<typeof insertLesson>[2] = {}) => insertLesson(ctx.db.db, lessonOf, opts);
const notesOf = (userId: number) =>
  ctx.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "review")));

beforeAll(async () => {
  cast = await bookingCast(ctx);
  // The child's name must never show in a review; the parent signs as "Amina Yusuf" (registration()).
  lessonOf = {
    classId: cast.classId,
    studentId: cast.studentId,
    parentId: cast.parent.user.id,
    teacherId: cast.teacher.user.id,
  };
});

describe("POST /api/reviews", () => {
  it("the parent of a lesson held with the child present reviews it: 201, the reviewer as first name and last initial", async () => {
    const bookingId = await lesson();
    const res = await cast.parent.agent
      .post("/api/reviews")
      .send({ bookingId, rating: 5, comment: "  Patient and kind.  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      rating: 5,
      comment: "Patient and kind.",
      reply: null,
      repliedAt: null,
      createdAt: expect.any(String),
      reviewerName: "Amina Y.",
      classTitle: "Tajweed for beginners",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Zayd|parentId|Yusuf/);
    const [row] = await ctx.db.db.select().from(reviews).where(eq(reviews.id, res.body.id));
    expect(row).toMatchObject({ teacherId: cast.teacher.user.id, parentId: cast.parent.user.id, bookingId, rating: 5 });
  });

  it("tells the teacher: an in-app notification naming the review and opening the teacher's page, and the email", async () => {
    const bookingId = await lesson({ attendance: "late" });
    mailer.sent.length = 0;
    const res = await cast.parent.agent.post("/api/reviews").send({ bookingId, rating: 4 });
    expect(res.status).toBe(201);
    expect(res.body.comment).toBeNull();
    const note = (await notesOf(cast.teacher.user.id)).find((n) => n.data?.reviewId === res.body.id);
    expect(note).toMatchObject({
      title: "New review",
      message: 'Amina Y. rated "Tajweed for beginners" 4 out of 5.',
      data: {
        reviewId: res.body.id,
        teacherId: cast.teacher.user.id,
        link: `/teachers/${cast.teacher.user.id}#review-${res.body.id}`,
      },
    });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [cast.teacher.user.email, "You have a new Halaqa review"],
    ]);
  });

  it("one review per lesson: a second is a 409, and of two at once exactly one is written", async () => {
    const bookingId = await lesson();
    expect((await cast.parent.agent.post("/api/reviews").send({ bookingId, rating: 3 })).status).toBe(201);
    const again = await cast.parent.agent.post("/api/reviews").send({ bookingId, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: REVIEW_MESSAGES.twice });

    const raced = await lesson();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((rating) => cast.parent.agent.post("/api/reviews").send({ bookingId: raced, rating })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await ctx.db.db.select().from(reviews).where(eq(reviews.bookingId, raced))).toHaveLength(1);
  });

  it("only the booking's parent: another parent, its teacher, an admin and an unknown booking get the same 404", async () => {
    const bookingId = await lesson();
    const other = await signUp(ctx);
    const admin = await signInAs(ctx, ["admin", "parent"]);
    for (const agent of [other.agent, cast.teacher.agent, admin.agent]) {
      const res = await agent.post("/api/reviews").send({ bookingId, rating: 5 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Booking not found" });
    }
    expect((await cast.parent.agent.post("/api/reviews").send({ bookingId: 2_000_000_000, rating: 5 })).body).toEqual({
      message: "Booking not found",
    });
    expect(await ctx.db.db.select().from(reviews).where(eq(reviews.bookingId, bookingId))).toEqual([]);
  });

  it("only after a held lesson: not yet completed, the child absent, the teacher absent (cancelled) are 409", async () => {
    const lessons = await Promise.all([
      lesson({ status: "scheduled", attendance: null }),
      lesson({ attendance: "absent" }),
      lesson({ status: "cancelled", attendance: "teacher_absent" }),
    ]);
    for (const bookingId of lessons) {
      const res = await cast.parent.agent.post("/api/reviews").send({ bookingId, rating: 5 });
      expect(res.status, `booking ${bookingId}`).toBe(409);
      expect(res.body).toEqual({ message: REVIEW_MESSAGES.notHeld });
    }
  });

  it("only a paid lesson: one never paid or refunded is a 409 even when marked held (no reviews farmed from spare accounts)", async () => {
    const unpaid = await lesson({ paid: false });
    const refunded = await lesson();
    await ctx.db.db.update(bookings).set({ paymentStatus: "refunded" }).where(eq(bookings.id, refunded));
    for (const bookingId of [unpaid, refunded]) {
      const res = await cast.parent.agent.post("/api/reviews").send({ bookingId, rating: 5 });
      expect(res.status, `booking ${bookingId}`).toBe(409);
      expect(res.body).toEqual({ message: "This lesson has not been paid" });
      expect(await ctx.db.db.select().from(reviews).where(eq(reviews.bookingId, bookingId))).toEqual([]);
    }
    // Nor does the parent's dashboard ask for one.
    const mine = await cast.parent.agent.get("/api/bookings?limit=100");
    for (const id of [unpaid, refunded])
      expect(mine.body.find((b: { id: number }) => b.id === id)).toMatchObject({ reviewDue: false });
  });

  it("within 60 days of the lesson: 59 days is fine, 61 days is a 409", async () => {
    const recent = await lesson({ endedDaysAgo: 59 });
    const old = await lesson({ endedDaysAgo: 61 });
    expect((await cast.parent.agent.post("/api/reviews").send({ bookingId: recent, rating: 5 })).status).toBe(201);
    const late = await cast.parent.agent.post("/api/reviews").send({ bookingId: old, rating: 5 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "Reviews can be written up to 60 days after the lesson" });
  });

  it.each([
    [{ rating: 0 }, "rating: Rating must be a whole number from 1 to 5"],
    [{ rating: 6 }, "rating: Rating must be a whole number from 1 to 5"],
    [{ rating: 4.5 }, "rating: Rating must be a whole number from 1 to 5"],
    [{ rating: "5" }, "rating: Rating must be a whole number from 1 to 5"],
    [{ rating: 5, comment: "x".repeat(2001) }, "comment: Comments must be at most 2000 characters"],
    [{ rating: 5, bookingId: "abc" }, "bookingId: bookingId must be a booking id"],
  ])("refuses %j with a 400 naming the field", async (patch, message) => {
    const bookingId = await lesson();
    const res = await cast.parent.agent.post("/api/reviews").send({ bookingId, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("needs a session", async () => {
    const res = await supertest(ctx.app)
      .post("/api/reviews")
      .send({ bookingId: await lesson(), rating: 5 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});

describe("POST /api/reviews/{id}/reply", () => {
  async function review() {
    const res = await cast.parent.agent
      .post("/api/reviews")
      .send({ bookingId: await lesson(), rating: 4, comment: "Good" });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  it("the reviewed teacher replies once: 201 with the reply, then 409; the parent is told", async () => {
    const id = await review();
    const res = await cast.teacher.agent
      .post(`/api/reviews/${id}/reply`)
      .send({ reply: " Thank you, Zayd's family! " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id,
      reply: "Thank you, Zayd's family!",
      repliedAt: expect.any(String),
      reviewerName: "Amina Y.",
    });
    const again = await cast.teacher.agent.post(`/api/reviews/${id}/reply`).send({ reply: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: REVIEW_MESSAGES.replyTwice });
    const [row] = await ctx.db.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row.reply).toBe("Thank you, Zayd's family!");
    const told = (await notesOf(cast.parent.user.id)).filter((n) => n.data?.reviewId === id);
    expect(told).toEqual([
      expect.objectContaining({ title: "Your review was answered", message: "Amina Yusuf replied to your review." }),
    ]);
  });

  it("anyone else gets 404: another teacher, the parent, an admin, an unknown review", async () => {
    const id = await review();
    const otherTeacher = await makeTeacher(ctx, "approved");
    const admin = await signInAs(ctx, ["admin", "teacher"]);
    for (const agent of [otherTeacher.agent, cast.parent.agent, admin.agent]) {
      const res = await agent.post(`/api/reviews/${id}/reply`).send({ reply: "Not mine" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Review not found" });
    }
    expect((await cast.teacher.agent.post("/api/reviews/2000000000/reply").send({ reply: "x" })).status).toBe(404);
    expect((await ctx.db.db.select().from(reviews).where(eq(reviews.id, id)))[0].reply).toBeNull();
  });

  it("an empty or too long reply is a 400", async () => {
    const id = await review();
    expect((await cast.teacher.agent.post(`/api/reviews/${id}/reply`).send({ reply: "   " })).body.message).toBe(
      "reply: Please write a reply",
    );
    expect((await cast.teacher.agent.post(`/api/reviews/${id}/reply`).send({ reply: "x".repeat(2001) })).status).toBe(
      400,
    );
  });
});

describe("GET /api/teachers/{userId}/reviews", () => {
  it("newest first, paged with X-Total-Count; no child, no parent id, no parent surname", async () => {
    const teacher = await bookingCast(ctx);
    const of = {
      classId: teacher.classId,
      studentId: teacher.studentId,
      parentId: teacher.parent.user.id,
      teacherId: teacher.teacher.user.id,
    };
    await ctx.db.db
      .update(users)
      .set({ firstName: "fatima", lastName: "khan" })
      .where(eq(users.id, teacher.parent.user.id));
    const ids: number[] = [];
    for (const rating of [3, 4, 5]) {
      const res = await teacher.parent.agent
        .post("/api/reviews")
        .send({ bookingId: await insertLesson(ctx.db.db, of), rating });
      ids.push(res.body.id);
    }
    const viewer = await signUp(ctx);
    const page = await viewer.agent.get(`/api/teachers/${teacher.teacher.user.id}/reviews?limit=2&offset=0`);
    expect(page.status).toBe(200);
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.body.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.body[0].reviewerName).toBe("fatima K.");
    const text = JSON.stringify(page.body);
    expect(text).not.toMatch(/Zayd|khan|parentId|"email"/);
    const next = await viewer.agent.get(`/api/teachers/${teacher.teacher.user.id}/reviews?limit=2&offset=2`);
    expect(next.body.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await viewer.agent.get(`/api/teachers/${teacher.teacher.user.id}/reviews?limit=0`)).status).toBe(400);
  });

  it("404 for a teacher who is not listed (pending, suspended), except for the teacher and admins", async () => {
    const pending = await makeTeacher(ctx, "pending");
    const viewer = await signUp(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await viewer.agent.get(`/api/teachers/${pending.user.id}/reviews`)).status).toBe(404);
    expect((await pending.agent.get(`/api/teachers/${pending.user.id}/reviews`)).status).toBe(200);
    expect((await admin.agent.get(`/api/teachers/${pending.user.id}/reviews`)).status).toBe(200);
    await ctx.db.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, cast.teacher.user.id));
    try {
      expect((await viewer.agent.get(`/api/teachers/${cast.teacher.user.id}/reviews`)).status).toBe(404);
      expect((await admin.agent.get(`/api/teachers/${cast.teacher.user.id}/reviews`)).status).toBe(200);
    } finally {
      await ctx.db.db.update(users).set({ suspendedAt: null }).where(eq(users.id, cast.teacher.user.id));
    }
    expect((await viewer.agent.get(`/api/teachers/${viewer.user.id}/reviews`)).status).toBe(404);
    expect((await viewer.agent.get("/api/teachers/abc/reviews")).status).toBe(400);
  });
});

describe("ratings everywhere come from the reviews", () => {
  it("browse, the teacher's page, the class page and the teacher's dashboard agree", async () => {
    const c = await bookingCast(ctx);
    const of = { classId: c.classId, studentId: c.studentId, parentId: c.parent.user.id, teacherId: c.teacher.user.id };
    for (const rating of [5, 4, 4])
      await c.parent.agent
        .post("/api/reviews")
        .send({ bookingId: await insertLesson(ctx.db.db, of), rating })
        .expect(201);
    const browse = await c.parent.agent.get(`/api/teachers?teacherId=${c.teacher.user.id}`);
    expect(browse.body[0]).toMatchObject({ rating: 4.3, reviewCount: 3 });
    expect((await c.parent.agent.get(`/api/teachers/${c.teacher.user.id}`)).body).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
    });
    expect((await c.parent.agent.get(`/api/classes/${c.classId}`)).body.teacher).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
    });
    expect((await c.teacher.agent.get("/api/dashboard")).body).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });
});

describe("the stored rating (migration 0009) follows every write of a review", () => {
  /** The profile's stored count and sum, and the same figures aggregated from the reviews themselves. */
  async function storedAndActual(teacherId: number) {
    const [stored] = await ctx.db.db
      .select({ n: teacherProfiles.reviewCount, sum: teacherProfiles.ratingSum })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId));
    const [actual] = await ctx.db.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
      .from(reviews)
      .where(eq(reviews.teacherId, teacherId));
    return { stored, actual };
  }
  /** The browse item as the service computes it (not through the read cache). */
  const browseItem = async (teacherId: number) =>
    (
      await listTeachers(
        ctx.db.db,
        teachersQuerySchema.parse({ status: "approved", teacherId: String(teacherId) }),
        false,
      )
    )[0];

  let c: Cast;
  let of: LessonCast;
  beforeAll(async () => {
    c = await bookingCast(ctx);
    of = { classId: c.classId, studentId: c.studentId, parentId: c.parent.user.id, teacherId: c.teacher.user.id };
  });

  it("a review added through the API, one edited and one deleted in the database: count, sum and rating stay right", async () => {
    expect(await storedAndActual(c.teacher.user.id)).toEqual({ stored: { n: 0, sum: 0 }, actual: { n: 0, sum: 0 } });
    expect(await browseItem(c.teacher.user.id)).toMatchObject({ rating: null, reviewCount: 0 });

    const ids: number[] = [];
    for (const rating of [5, 4, 2]) {
      const res = await c.parent.agent
        .post("/api/reviews")
        .send({ bookingId: await insertLesson(ctx.db.db, of), rating });
      expect(res.status).toBe(201);
      ids.push(res.body.id as number);
    }
    expect(await storedAndActual(c.teacher.user.id)).toEqual({ stored: { n: 3, sum: 11 }, actual: { n: 3, sum: 11 } });
    expect(await browseItem(c.teacher.user.id)).toMatchObject({ rating: 3.7, reviewCount: 3 });

    // A reply changes no rating; a changed rating moves the sum by the difference.
    await c.teacher.agent.post(`/api/reviews/${ids[0]}/reply`).send({ reply: "Thank you!" }).expect(201);
    await ctx.db.db.update(reviews).set({ rating: 5 }).where(eq(reviews.id, ids[2]));
    expect(await storedAndActual(c.teacher.user.id)).toEqual({ stored: { n: 3, sum: 14 }, actual: { n: 3, sum: 14 } });
    expect(await browseItem(c.teacher.user.id)).toMatchObject({ rating: 4.7, reviewCount: 3 });

    await ctx.db.db.delete(reviews).where(eq(reviews.id, ids[1]));
    expect(await storedAndActual(c.teacher.user.id)).toEqual({ stored: { n: 2, sum: 10 }, actual: { n: 2, sum: 10 } });
    expect(await browseItem(c.teacher.user.id)).toMatchObject({ rating: 5, reviewCount: 2 });
  });

  it("reviews written outside the service, several in one statement, and removed together: still counted right", async () => {
    const before = await storedAndActual(c.teacher.user.id);
    expect(before.stored).toEqual(before.actual);
    const bookingIds = [await insertLesson(ctx.db.db, of), await insertLesson(ctx.db.db, of)];
    const written = await ctx.db.db
      .insert(reviews)
      .values(
        bookingIds.map((bookingId) => ({
          teacherId: c.teacher.user.id,
          parentId: c.parent.user.id,
          bookingId,
          rating: 1,
        })),
      )
      .returning({ id: reviews.id });
    expect(await storedAndActual(c.teacher.user.id)).toEqual({
      stored: { n: before.stored.n + 2, sum: before.stored.sum + 2 },
      actual: { n: before.stored.n + 2, sum: before.stored.sum + 2 },
    });
    await ctx.db.db.delete(reviews).where(
      inArray(
        reviews.id,
        written.map((w) => w.id),
      ),
    );
    expect(await storedAndActual(c.teacher.user.id)).toEqual(before);
  });

  it("reviews written at the same time for one teacher are all counted", async () => {
    const t = await bookingCast(ctx);
    const cast2 = {
      classId: t.classId,
      studentId: t.studentId,
      parentId: t.parent.user.id,
      teacherId: t.teacher.user.id,
    };
    const lessons: number[] = [];
    for (let i = 0; i < 8; i++) lessons.push(await insertLesson(ctx.db.db, cast2));
    const answers = await Promise.all(
      lessons.map((bookingId, i) => t.parent.agent.post("/api/reviews").send({ bookingId, rating: 1 + (i % 5) })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    // 1+2+3+4+5+1+2+3
    expect(await storedAndActual(t.teacher.user.id)).toEqual({ stored: { n: 8, sum: 21 }, actual: { n: 8, sum: 21 } });
    expect(await browseItem(t.teacher.user.id)).toMatchObject({ rating: 2.6, reviewCount: 8 });
  });
});
