// Who sees a lesson's private details (api.md "Lessons after the booking"): the child's goals and needs and the
// parent's notes, its parent and teacher; the link, the teacher and the paid parent until the end; none once cancelled.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teacherProfiles } from "@shared/schema";
import { lessonCast, moveLesson } from "../test/lessons";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const ROOM = "https://meet.google.com/abc-defg-hij";
const OWN_ROOM = "https://zoom.us/j/1234567890";
const details = { goals: "Finish Juz Amma", specialNeeds: "Needs breaks every 20 minutes" };

type Item = { id: number; student?: unknown; notes: string | null; meetingUrl?: string | null; studentName: string };
const inList = (body: Item[], id: number) => body.find((b) => b.id === id);

describe("the child's details and the parent's notes", () => {
  it("go to the booking's parent and teacher, in the list and the booking; never to admins or anyone else", async () => {
    const l = await lessonCast(ctx, { notes: "Yusuf knows Al-Fatiha already" });
    await l.parent.agent.patch(`/api/student/profiles/${l.studentId}`).send(details).expect(200);
    const student = { id: l.studentId, name: "Zayd", age: 9, level: "beginner", ...details };
    for (const agent of [l.parent.agent, l.teacher.agent]) {
      const one = await agent.get(`/api/bookings/${l.bookingId}`);
      expect(one.body).toMatchObject({ student, notes: "Yusuf knows Al-Fatiha already" });
      expect(inList((await agent.get("/api/bookings")).body, l.bookingId)).toMatchObject({
        student,
        notes: "Yusuf knows Al-Fatiha already",
      });
    }
    const admin = await signInAs(ctx, ["admin"]);
    const asAdmin = await admin.agent.get(`/api/bookings/${l.bookingId}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).not.toHaveProperty("student");
    expect(asAdmin.body).not.toHaveProperty("meetingUrl");
    expect(asAdmin.body.notes).toBeNull();
    const adminList = await admin.agent.get("/api/bookings?limit=100");
    expect(inList(adminList.body, l.bookingId)).toMatchObject({ notes: null, studentName: "Zayd" });
    expect(JSON.stringify(adminList.body)).not.toContain(details.specialNeeds);
    for (const agent of [(await signUp(ctx)).agent, (await makeTeacher(ctx, "approved")).agent]) {
      expect((await agent.get(`/api/bookings/${l.bookingId}`)).status).toBe(404);
      expect(JSON.stringify((await agent.get("/api/bookings")).body)).not.toContain(details.goals);
    }
  });

  it("leave the teacher's copy once the lesson is cancelled, or while the teacher is rejected", async () => {
    const cancelled = await lessonCast(ctx, { notes: "Shy at first" });
    await cancelled.parent.agent
      .patch(`/api/bookings/${cancelled.bookingId}`)
      .send({ status: "cancelled" })
      .expect(200);
    const seen = (await cancelled.teacher.agent.get(`/api/bookings/${cancelled.bookingId}`)).body;
    expect(seen).toMatchObject({ studentName: "A student", notes: null });
    expect(seen).not.toHaveProperty("student");
    expect((await cancelled.parent.agent.get(`/api/bookings/${cancelled.bookingId}`)).body).toMatchObject({
      student: { name: "Zayd" },
      notes: "Shy at first",
    });

    const rejected = await lessonCast(ctx, { notes: "Shy at first" });
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "rejected" })
      .where(eq(teacherProfiles.userId, rejected.teacher.user.id));
    const item = inList((await rejected.teacher.agent.get("/api/bookings")).body, rejected.bookingId)!;
    expect(item).toMatchObject({ studentName: "A student", notes: null });
    expect(item).not.toHaveProperty("student");
  });
});

describe("the lesson link", () => {
  it("goes to the teacher and, once paid, to the parent; the booking may override the class's", async () => {
    const l = await lessonCast(ctx, { pay: false, classOverrides: { meetingUrl: ROOM } });
    const url = `/api/bookings/${l.bookingId}`;
    expect((await l.parent.agent.get(url)).body).not.toHaveProperty("meetingUrl");
    expect((await l.teacher.agent.get(url)).body.meetingUrl).toBe(ROOM);
    // The teacher's copy tells the lesson's own link apart from the class's in force: none yet.
    expect((await l.teacher.agent.get(url)).body.lessonMeetingUrl).toBeNull();
    const order = await l.parent.agent
      .post("/order")
      .send({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: l.bookingId });
    await l.parent.agent.post(`/order/${order.body.id}/capture`).expect(200);
    expect((await l.parent.agent.get(url)).body.meetingUrl).toBe(ROOM);
    expect(inList((await l.parent.agent.get("/api/bookings")).body, l.bookingId)?.meetingUrl).toBe(ROOM);

    const set = await l.teacher.agent.patch(url).send({ meetingUrl: OWN_ROOM });
    expect(set.status).toBe(200);
    expect(set.body.meetingUrl).toBe(OWN_ROOM);
    expect(set.body.lessonMeetingUrl).toBe(OWN_ROOM);
    expect(inList((await l.teacher.agent.get("/api/bookings")).body, l.bookingId)).toMatchObject({
      meetingUrl: OWN_ROOM,
      lessonMeetingUrl: OWN_ROOM,
    });
    expect((await l.parent.agent.get(url)).body.meetingUrl).toBe(OWN_ROOM);
    // The override is the teacher's: the family sees the link in force only.
    expect((await l.parent.agent.get(url)).body).not.toHaveProperty("lessonMeetingUrl");
    // Cleared, the lesson uses the class's link again.
    const cleared = await l.teacher.agent.patch(url).send({ meetingUrl: "" });
    expect([cleared.body.meetingUrl, cleared.body.lessonMeetingUrl]).toEqual([ROOM, null]);

    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get(url)).body).not.toHaveProperty("meetingUrl");
    expect((await admin.agent.get(url)).body).not.toHaveProperty("lessonMeetingUrl");
    expect(JSON.stringify((await admin.agent.get("/api/bookings?limit=100")).body)).not.toContain(ROOM);
    expect((await (await makeTeacher(ctx, "approved")).agent.get(url)).status).toBe(404);
  });

  it("leaves the parent once the lesson has ended, not while it runs; the teacher keeps it", async () => {
    const l = await lessonCast(ctx, { classOverrides: { meetingUrl: ROOM } });
    const url = `/api/bookings/${l.bookingId}`;
    // Started 15 minutes ago, 45 minutes long: the family is in the room now.
    await moveLesson(ctx, l.bookingId, -0.25);
    expect((await l.parent.agent.get(url)).body.meetingUrl).toBe(ROOM);
    await moveLesson(ctx, l.bookingId, -2);
    expect((await l.parent.agent.get(url)).body).not.toHaveProperty("meetingUrl");
    expect(inList((await l.parent.agent.get("/api/bookings")).body, l.bookingId)).not.toHaveProperty("meetingUrl");
    expect((await l.teacher.agent.get(url)).body.meetingUrl).toBe(ROOM);
  });

  it("leaves the parent and the teacher once the lesson is cancelled, whatever the class's link becomes", async () => {
    const l = await lessonCast(ctx, { classOverrides: { meetingUrl: ROOM } });
    const url = `/api/bookings/${l.bookingId}`;
    expect((await l.parent.agent.get(url)).body.meetingUrl).toBe(ROOM);
    await l.parent.agent.patch(url).send({ status: "cancelled" }).expect(200);
    await l.teacher.agent.patch(`/api/classes/${l.classId}`).send({ meetingUrl: OWN_ROOM }).expect(200);
    for (const agent of [l.parent.agent, l.teacher.agent]) {
      expect((await agent.get(url)).body).not.toHaveProperty("meetingUrl");
      expect(inList((await agent.get("/api/bookings")).body, l.bookingId)).not.toHaveProperty("meetingUrl");
    }
  });

  it("is set by the booking's teacher only, https only, never on a cancelled lesson", async () => {
    const l = await lessonCast(ctx);
    const url = `/api/bookings/${l.bookingId}`;
    const denied = await l.parent.agent.patch(url).send({ meetingUrl: OWN_ROOM });
    expect(denied.status).toBe(403);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.patch(url).send({ meetingUrl: OWN_ROOM })).status).toBe(404);
    expect((await (await makeTeacher(ctx, "approved")).agent.patch(url).send({ meetingUrl: OWN_ROOM })).status).toBe(
      404,
    );
    for (const bad of [
      "http://zoom.us/j/1",
      "javascript:alert(1)",
      "https://user:pw@zoom.us/j/1",
      `https://zoom.us/${"a".repeat(500)}`,
      42,
    ]) {
      const res = await l.teacher.agent.patch(url).send({ meetingUrl: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toMatch(/^meetingUrl: /);
    }
    const mixed = await l.teacher.agent.patch(url).send({ meetingUrl: OWN_ROOM, status: "cancelled" });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe("meetingUrl: Change the lesson link on its own");
    expect((await l.parent.agent.get(url)).body).toMatchObject({ status: "scheduled" });
    expect((await l.parent.agent.get(url)).body).not.toHaveProperty("meetingUrl", OWN_ROOM);
    await l.teacher.agent.patch(url).send({ status: "cancelled" }).expect(200);
    const late = await l.teacher.agent.patch(url).send({ meetingUrl: OWN_ROOM });
    expect(late.status).toBe(409);
  });
});
