// What a lesson asks of its parties once it is over: 'Awaiting report' for the teacher and the admins, the request to
// review for the parent (and its dismissal).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, reviews } from "@shared/schema";
import { heldReport, lessonCast, moveLesson } from "../test/lessons";
import { futureDate, makeTeacher, signInAs, signUp, slotAt, useTestApp } from "../test/test-app";

const ctx = useTestApp();

type Item = { id: number; awaitingReport: boolean; reviewDue?: boolean; reviewId: number | null };
const ids = (body: Item[]) => body.map((b) => b.id).sort((a, b) => a - b);

describe("awaitingReport and GET /api/bookings?filter=awaiting_report", () => {
  it("marks paid lessons left unreported 72 hours after their end, for the teacher (own) and the admins (all)", async () => {
    const l = await lessonCast(ctx);
    const teacher = l.teacher;
    // More lessons of the same teacher and class, each for a new child of the same family.
    let day = 30;
    const more = async (opts: { pay?: boolean } = {}) => {
      const { body: kid } = await l.parent.agent
        .post("/api/student/profile")
        .send({ name: "Hafsa", age: 7, level: "beginner" });
      const { body: b } = await l.parent.agent
        .post("/api/bookings")
        .send({ classId: l.classId, studentId: kid.id, scheduledAt: slotAt(futureDate(++day), "15:00") });
      if (opts.pay !== false) {
        const order = await l.parent.agent
          .post("/order")
          .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: b.id });
        await l.parent.agent.post(`/order/${order.body.id}/capture`).expect(200);
      }
      return b.id as number;
    };
    const overdue = l.bookingId;
    await moveLesson(ctx, overdue, -80); // ended 79 hours ago
    const recent = await more();
    await moveLesson(ctx, recent, -70); // ended 69 hours ago
    const unpaid = await more({ pay: false });
    await moveLesson(ctx, unpaid, -100);
    const missed = await more();
    await moveLesson(ctx, missed, -110);
    await teacher.agent.post(`/api/bookings/${missed}/report`).send({ attendance: "absent" }).expect(201);
    const reported = await more();
    await moveLesson(ctx, reported, -120);
    await teacher.agent.post(`/api/bookings/${reported}/report`).send(heldReport()).expect(201);
    const markedHeld = await more();
    await moveLesson(ctx, markedHeld, -130);
    await teacher.agent.patch(`/api/bookings/${markedHeld}`).send({ status: "completed" }).expect(200);

    const all = (await teacher.agent.get("/api/bookings")).body as Item[];
    const flagged = all
      .filter((b) => b.awaitingReport)
      .map((b) => b.id)
      .sort((a, b) => a - b);
    expect(flagged).toEqual([overdue, markedHeld].sort((a, b) => a - b));
    // The filter and the flag are one rule (SQL and rules.ts): the view lists exactly the flagged lessons.
    const view = await teacher.agent.get("/api/bookings?filter=awaiting_report");
    expect(view.status).toBe(200);
    expect(ids(view.body)).toEqual(flagged);
    expect(view.headers["x-total-count"]).toBe("2");

    const admin = await signInAs(ctx, ["admin"]);
    const adminView = await admin.agent.get("/api/bookings?filter=awaiting_report&limit=100");
    expect(ids(adminView.body)).toEqual(expect.arrayContaining(flagged));
    expect((adminView.body as Item[]).every((b) => b.awaitingReport)).toBe(true);
    expect((await (await makeTeacher(ctx, "approved")).agent.get("/api/bookings?filter=awaiting_report")).body).toEqual(
      [],
    );
    expect((await teacher.agent.get("/api/bookings?filter=everything")).status).toBe(400);

    // Reported, it leaves the view.
    await teacher.agent.post(`/api/bookings/${overdue}/report`).send(heldReport()).expect(201);
    expect(ids((await teacher.agent.get("/api/bookings?filter=awaiting_report")).body)).toEqual([markedHeld]);
  });
});

describe("reviewDue and POST /api/bookings/{id}/review-request/dismiss", () => {
  it("asks the parent to review a held lesson within 60 days, until reviewed or dismissed", async () => {
    const l = await lessonCast(ctx);
    const url = `/api/bookings/${l.bookingId}`;
    expect((await l.parent.agent.get(url)).body.reviewDue).toBe(false);
    await moveLesson(ctx, l.bookingId, -2);
    await l.teacher.agent.post(`${url}/report`).send(heldReport()).expect(201);
    expect((await l.parent.agent.get(url)).body).toMatchObject({ reviewDue: true, reviewId: null });
    // The parent's copy only.
    expect((await l.teacher.agent.get(url)).body).not.toHaveProperty("reviewDue");
    expect((await (await signInAs(ctx, ["admin"])).agent.get(url)).body).not.toHaveProperty("reviewDue");

    // 61 days on, the window has closed.
    await moveLesson(ctx, l.bookingId, -61 * 24);
    expect((await l.parent.agent.get(url)).body.reviewDue).toBe(false);
    await moveLesson(ctx, l.bookingId, -59 * 24);
    expect((await l.parent.agent.get(url)).body.reviewDue).toBe(true);

    // Reviewed: no longer asked, and the review's id is on the booking.
    const [review] = await ctx.db.db
      .insert(reviews)
      .values({ teacherId: l.teacher.user.id, parentId: l.parent.user.id, bookingId: l.bookingId, rating: 5 })
      .returning();
    expect((await l.parent.agent.get(url)).body).toMatchObject({ reviewDue: false, reviewId: review.id });
    expect((await l.teacher.agent.get(url)).body.reviewId).toBe(review.id);
  });

  it("lets the booking's parent dismiss the request (204, repeatable); 404 for anyone else", async () => {
    const l = await lessonCast(ctx);
    const url = `/api/bookings/${l.bookingId}`;
    await moveLesson(ctx, l.bookingId, -2);
    await l.teacher.agent
      .post(`${url}/report`)
      .send(heldReport({ attendance: "late" }))
      .expect(201);
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [l.teacher.agent, admin.agent, (await signUp(ctx)).agent]) {
      expect((await agent.post(`${url}/review-request/dismiss`)).status).toBe(404);
    }
    expect((await l.parent.agent.get(url)).body.reviewDue).toBe(true);
    expect((await l.parent.agent.post(`${url}/review-request/dismiss`)).status).toBe(204);
    const [first] = await ctx.db.db
      .select({ at: bookings.reviewDismissedAt })
      .from(bookings)
      .where(eq(bookings.id, l.bookingId));
    expect(first.at).toBeInstanceOf(Date);
    expect((await l.parent.agent.post(`${url}/review-request/dismiss`)).status).toBe(204);
    const [second] = await ctx.db.db
      .select({ at: bookings.reviewDismissedAt })
      .from(bookings)
      .where(eq(bookings.id, l.bookingId));
    expect(second.at).toEqual(first.at);
    expect((await l.parent.agent.get(url)).body.reviewDue).toBe(false);
    expect((await l.parent.agent.post("/api/bookings/2147483647/review-request/dismiss")).status).toBe(404);
  });

  it("never asks for a lesson the student missed", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -2);
    await l.teacher.agent.post(`/api/bookings/${l.bookingId}/report`).send({ attendance: "absent" }).expect(201);
    expect((await l.parent.agent.get(`/api/bookings/${l.bookingId}`)).body.reviewDue).toBe(false);
  });
});
