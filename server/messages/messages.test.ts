// Issue 35's messages (decision 098): who may open, read and write a conversation; contact details refused with
// nothing stored; the child named by first name; blocking, reporting and the admins' reading; the bell and the email.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationAdminReads, messages, notifications } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { insertLesson } from "../test/insert-lesson";
import { bookingCast, makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const url = (id: number, tail = "messages") => `/api/conversations/${id}/${tail}`;

/** A family and their approved teacher with a lesson booked, and the parent's conversation with them. */
async function talking() {
  const cast = await bookingCast(ctx);
  await insertLesson(ctx.db.db, {
    classId: cast.classId,
    studentId: cast.studentId,
    parentId: cast.parent.user.id,
    teacherId: cast.teacher.user.id,
  });
  const opened = await cast.parent.agent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id });
  expect(opened.status, opened.text).toBe(201);
  return { ...cast, conversationId: opened.body.id as number };
}

const bellOf = (userId: number) =>
  ctx.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "message")));

describe("opening a conversation", () => {
  it("a parent opens one with an approved teacher, once; the teacher finds the same one", async () => {
    const c = await talking();
    const again = await c.parent.agent.post("/api/conversations").send({ teacherUserId: c.teacher.user.id });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: c.conversationId, other: { id: c.teacher.user.id, role: "teacher" } });
    const mirror = await c.teacher.agent.post("/api/conversations").send({ parentUserId: c.parent.user.id });
    expect(mirror.status).toBe(200);
    expect(mirror.body).toMatchObject({ id: c.conversationId, other: { id: c.parent.user.id, role: "parent" } });
  });

  it("a teacher cannot open one with a family that never booked them; nobody with an unapproved teacher", async () => {
    const teacher = await makeTeacher(ctx, "approved");
    const stranger = await signUp(ctx);
    const res = await teacher.agent.post("/api/conversations").send({ parentUserId: stranger.user.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can message a family once they have booked a lesson with you");
    const pending = await makeTeacher(ctx, "pending");
    expect((await stranger.agent.post("/api/conversations").send({ teacherUserId: pending.user.id })).status).toBe(404);
    expect((await stranger.agent.post("/api/conversations").send({ parentUserId: stranger.user.id })).status).toBe(403);
    expect((await stranger.agent.post("/api/conversations").send({ teacherUserId: "7" })).status).toBe(400);
  });
});

describe("writing and reading", () => {
  it("a message reaches the other side unread, with the child's first name; reading clears it", async () => {
    const c = await talking();
    const sent = await c.parent.agent.post(url(c.conversationId)).send({
      body: "Can you teach Zayd the Warsh riwayah? Surah 2, ayah 255 on 12/03/2027 at 16:30.",
      studentId: c.studentId,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({
      senderUserId: c.parent.user.id,
      student: { id: c.studentId, firstName: "Zayd" },
    });
    expect((await c.teacher.agent.get("/api/conversations/unread")).body).toEqual({ unread: 1 });
    const list = await c.teacher.agent.get("/api/conversations");
    expect(list.headers["x-total-count"]).toBe("1");
    expect(list.body[0]).toMatchObject({
      id: c.conversationId,
      unread: 1,
      lastMessage: { senderUserId: c.parent.user.id },
    });
    const page = await c.teacher.agent.get(url(c.conversationId));
    expect(page.body.items.map((m: { body: string }) => m.body)).toEqual([sent.body.body]);
    expect(page.body.hasMore).toBe(false);
    expect((await c.teacher.agent.post(url(c.conversationId, "read"))).status).toBe(204);
    expect((await c.teacher.agent.get("/api/conversations/unread")).body).toEqual({ unread: 0 });
    // The sender's own message is never unread to them.
    expect((await c.parent.agent.get("/api/conversations/unread")).body).toEqual({ unread: 0 });
  });

  it("refuses contact details (422), empty or 2,001 characters (400), another family's child; stores nothing", async () => {
    const c = await talking();
    for (const body of [
      "Call me on 07700 900 123",
      "mail me: zayd.mum@gmail.com",
      "add me on WhatsApp",
      "see https://evil.example/x",
    ]) {
      const res = await c.parent.agent.post(url(c.conversationId)).send({ body });
      expect(res.status, body).toBe(422);
      expect(res.body.message).toContain("Contact details and outside links are not allowed in messages.");
    }
    for (const body of ["", "   ", "x".repeat(2001)]) {
      const res = await c.parent.agent.post(url(c.conversationId)).send({ body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("body: A message must be 1 to 2000 characters");
    }
    const other = await bookingCast(ctx);
    const theirs = await c.parent.agent.post(url(c.conversationId)).send({ body: "Hello", studentId: other.studentId });
    expect(theirs.status).toBe(400);
    const asTeacher = await c.teacher.agent.post(url(c.conversationId)).send({ body: "Hello", studentId: c.studentId });
    expect(asTeacher.status).toBe(400);
    expect(await ctx.db.db.select().from(messages).where(eq(messages.conversationId, c.conversationId))).toEqual([]);
    expect((await c.parent.agent.post(url(c.conversationId)).send({ body: "x".repeat(2000) })).status).toBe(201);
  });

  it("a stranger, another family or an admin reading an unreported conversation is told nothing (404)", async () => {
    const c = await talking();
    const stranger = await signUp(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [stranger.agent, admin.agent])
      expect((await agent.get(url(c.conversationId))).status).toBe(404);
    expect((await stranger.agent.post(url(c.conversationId)).send({ body: "hi" })).status).toBe(404);
    expect((await stranger.agent.post(url(c.conversationId, "read"))).status).toBe(404);
    expect((await stranger.agent.post(url(c.conversationId, "block"))).status).toBe(404);
    expect((await stranger.agent.post(url(c.conversationId, "report")).send({ reason: "spam here" })).status).toBe(404);
    expect((await stranger.agent.get(url(999_999))).status).toBe(404);
  });

  it("the bell rings once for a burst; the email says who, never what, at most every 15 minutes", async () => {
    const c = await talking();
    const toTeacher = () => mailer.sent.filter((m) => m.to === c.teacher.user.email);
    const before = toTeacher().length;
    for (const body of ["Salaam, a question about Zayd's hifz", "He finished Juz Amma", "Is Tuesday fine?"])
      expect((await c.parent.agent.post(url(c.conversationId)).send({ body })).status).toBe(201);
    expect(await bellOf(c.teacher.user.id)).toHaveLength(1);
    const emails = toTeacher().slice(before);
    expect(emails).toHaveLength(1);
    expect(emails[0].text).not.toContain("hifz");
    expect(emails[0].text).toContain(`/messages?c=${c.conversationId}`);
    // Read, then a new message: the bell rings again (the email waits out its 15 minutes).
    await c.teacher.agent.post(url(c.conversationId, "read"));
    await c.parent.agent.post(url(c.conversationId)).send({ body: "One more thing" });
    expect(await bellOf(c.teacher.user.id)).toHaveLength(2);
    expect(toTeacher().slice(before)).toHaveLength(1);
  });
});

describe("safety", () => {
  it("a blocked side cannot send (403) until unblocked; only the blocker can unblock", async () => {
    const c = await talking();
    expect((await c.teacher.agent.post(url(c.conversationId, "block"))).status).toBe(204);
    const refused = await c.parent.agent.post(url(c.conversationId)).send({ body: "Hello?" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can't send messages in this conversation");
    const seen = (await c.parent.agent.get("/api/conversations")).body[0];
    expect(seen).toMatchObject({ blockedByMe: false, blockedByThem: true });
    // The parent's own "unblock" lifts only their own block (they have none): still refused.
    expect((await c.parent.agent.delete(url(c.conversationId, "block"))).status).toBe(204);
    expect((await c.parent.agent.post(url(c.conversationId)).send({ body: "Hello?" })).status).toBe(403);
    expect((await c.teacher.agent.delete(url(c.conversationId, "block"))).status).toBe(204);
    expect((await c.parent.agent.post(url(c.conversationId)).send({ body: "Hello?" })).status).toBe(201);
  });

  it("a report opens the conversation to admins, who are told; each admin reading is recorded", async () => {
    const c = await talking();
    await c.teacher.agent.post(url(c.conversationId)).send({ body: "Assalamu alaykum" });
    const bad = await c.parent.agent.post(url(c.conversationId, "report")).send({ reason: "" });
    expect(bad.status).toBe(400);
    const res = await c.parent.agent.post(url(c.conversationId, "report")).send({ reason: "He asked for my number" });
    expect(res.status).toBe(201);
    const feed = await ctx.db.db.select().from(notifications).where(eq(notifications.type, "conversation_reported"));
    expect(feed.some((n) => n.userId === null && n.data?.conversationId === c.conversationId)).toBe(true);
    const admin = await signInAs(ctx, ["admin"]);
    const reports = await admin.agent.get("/api/admin/reports");
    expect(reports.status).toBe(200);
    expect(reports.body.find((r: { conversationId: number }) => r.conversationId === c.conversationId)).toMatchObject({
      reason: "He asked for my number",
      reportedBy: { id: c.parent.user.id, role: "parent" },
      teacher: { id: c.teacher.user.id },
    });
    const read = await admin.agent.get(url(c.conversationId));
    expect(read.status).toBe(200);
    expect(read.body.items.map((m: { body: string }) => m.body)).toEqual(["Assalamu alaykum"]);
    const log = await ctx.db.db
      .select()
      .from(conversationAdminReads)
      .where(eq(conversationAdminReads.conversationId, c.conversationId));
    expect(log.map((l) => l.adminId)).toEqual([admin.user.id]);
    // Admins read; they do not write.
    expect((await admin.agent.post(url(c.conversationId)).send({ body: "hi" })).status).toBe(403);
  });

  it("a flood of messages is refused after 30 a minute (429), with nothing more stored", async () => {
    const c = await talking();
    for (let i = 0; i < 30; i++)
      expect((await c.parent.agent.post(url(c.conversationId)).send({ body: `Question ${i}` })).status).toBe(201);
    const flood = await c.parent.agent.post(url(c.conversationId)).send({ body: "Question 31" });
    expect(flood.status).toBe(429);
    expect(flood.body.message).toBe("You are sending messages too quickly. Please wait a minute.");
    expect(await ctx.db.db.select().from(messages).where(eq(messages.conversationId, c.conversationId))).toHaveLength(
      30,
    );
  });
});
