// Issue 32: an admin moves, cancels and links an interview; the teacher is told; nobody else may.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { interviews } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An admin signed in on an app with a mailer to read, a teacher and their interview next week. */
async function interviewCast(meetingUrl?: string) {
  const mailer = memoryMailer();
  const app = ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } });
  const admin = await signInAs(ctx, ["admin"]);
  const agent = supertest.agent(app);
  await agent.post("/api/login").send({ username: admin.username, password: "secret-12345" }).expect(200);
  const teacher = await makeTeacher(ctx);
  const res = await agent
    .post("/api/interviews")
    .send({ teacherId: teacher.user.id, scheduledAt: inDays(7), status: "scheduled", meetingUrl });
  expect(res.status).toBe(201);
  mailer.sent.length = 0;
  return { agent, mailer, teacher, interview: res.body as { id: number; scheduledAt: string } };
}

const typesOf = async (agent: ReturnType<typeof supertest.agent>) =>
  ((await agent.get("/api/notifications")).body as { type: string; message: string }[]).map((n) => n.type);

describe("interviews: reschedule, cancel and the meeting link", () => {
  it("moves an interview with a new link; the teacher is told in the bell and by email, and sees the link", async () => {
    const { agent, mailer, teacher, interview } = await interviewCast();
    const at = inDays(9);
    const res = await agent
      .patch(`/api/interviews/${interview.id}`)
      .send({ scheduledAt: at, meetingUrl: " https://meet.example.org/halaqa-1 " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "scheduled",
      scheduledAt: at,
      meetingUrl: "https://meet.example.org/halaqa-1",
    });
    expect(await typesOf(teacher.agent)).toContain("interview_updated");
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: teacher.user.email, subject: "Your Halaqa interview has changed" });
    expect(mailer.sent[0].text).toMatch(/Your vetting interview has moved from .+ to .+\./);
    expect(mailer.sent[0].text).toContain("Interview link: https://meet.example.org/halaqa-1");
    const mine = (await teacher.agent.get("/api/interviews")).body as { id: number; meetingUrl: string | null }[];
    expect(mine).toEqual([
      expect.objectContaining({ id: interview.id, meetingUrl: "https://meet.example.org/halaqa-1" }),
    ]);
  });

  it("emails a link set when scheduling, and a second move within 15 minutes goes to the bell only", async () => {
    const mailer = memoryMailer();
    const agent = supertest.agent(ctx.makeApp({ mailer, limits: { login: 1000, register: 1000 } }));
    const admin = await signInAs(ctx, ["admin"]);
    await agent.post("/api/login").send({ username: admin.username, password: "secret-12345" }).expect(200);
    const teacher = await makeTeacher(ctx);
    const { body } = await agent.post("/api/interviews").send({
      teacherId: teacher.user.id,
      scheduledAt: inDays(7),
      meetingUrl: "https://zoom.us/j/42",
    });
    expect(mailer.sent.map((m) => m.subject)).toEqual(["Your Halaqa interview is scheduled"]);
    expect(mailer.sent[0].text).toContain("Interview link: https://zoom.us/j/42");
    await agent
      .patch(`/api/interviews/${body.id}`)
      .send({ scheduledAt: inDays(8) })
      .expect(200);
    await agent
      .patch(`/api/interviews/${body.id}`)
      .send({ scheduledAt: inDays(10) })
      .expect(200);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      "Your Halaqa interview is scheduled",
      "Your Halaqa interview has changed",
    ]);
    expect((await typesOf(teacher.agent)).filter((t) => t === "interview_updated")).toHaveLength(2);
  });

  it("cancels an interview, tells the teacher, and a new one can then be scheduled", async () => {
    const { agent, mailer, teacher, interview } = await interviewCast("https://zoom.us/j/1");
    const res = await agent.patch(`/api/interviews/${interview.id}`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("cancelled");
    expect(await typesOf(teacher.agent)).toContain("interview_cancelled");
    expect(mailer.sent.map((m) => m.subject)).toEqual(["Your Halaqa interview was cancelled"]);
    expect(mailer.sent[0].text).not.toContain("zoom.us");
    // A cancelled interview is not moved or linked again, and cancelling it again tells nobody twice.
    const moved = await agent.patch(`/api/interviews/${interview.id}`).send({ scheduledAt: inDays(9) });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe("Only a pending or scheduled interview can be moved or given a meeting link");
    await agent.patch(`/api/interviews/${interview.id}`).send({ status: "cancelled" }).expect(200);
    expect(mailer.sent).toHaveLength(1);
    const again = await agent
      .post("/api/interviews")
      .send({ teacherId: teacher.user.id, scheduledAt: inDays(10), status: "scheduled" });
    expect(again.status).toBe(201);
    expect(mailer.sent.map((m) => m.subject)).toContain("Your Halaqa interview is scheduled");
  });

  it("refuses a link that is not https to a public host (400) and changes nothing", async () => {
    const { agent, teacher, interview } = await interviewCast("https://zoom.us/j/1");
    for (const meetingUrl of [
      "http://zoom.us/j/1",
      "javascript:alert(1)",
      "https://localhost/x",
      "https://user:pw@zoom.us/j/1",
      `https://zoom.us/${"a".repeat(600)}`,
      42,
    ]) {
      const res = await agent.patch(`/api/interviews/${interview.id}`).send({ meetingUrl });
      expect(res.status, String(meetingUrl)).toBe(400);
      expect(res.body.message).toMatch(/https link|at most 500/);
    }
    const bad = await agent
      .post("/api/interviews")
      .send({ teacherId: teacher.user.id, scheduledAt: inDays(3), meetingUrl: "ftp://x.org" });
    expect(bad.status).toBe(400);
    const [row] = await ctx.db.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row.meetingUrl).toBe("https://zoom.us/j/1");
    // Blank clears it; cancelling and changing in one request is refused.
    await agent.patch(`/api/interviews/${interview.id}`).send({ meetingUrl: "" }).expect(200);
    const [cleared] = await ctx.db.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(cleared.meetingUrl).toBeNull();
    const both = await agent
      .patch(`/api/interviews/${interview.id}`)
      .send({ status: "cancelled", meetingUrl: "https://zoom.us/j/2" });
    expect(both.status).toBe(400);
  });

  it("refuses completing before the start (409) and cancelling a completed interview (409)", async () => {
    const { agent, interview } = await interviewCast();
    const early = await agent
      .patch(`/api/interviews/${interview.id}`)
      .send({ status: "completed", result: "approved" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("An interview cannot be completed before its scheduled time");
    // From its start time on, it may be completed.
    await ctx.db.db
      .update(interviews)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(interviews.id, interview.id));
    await agent.patch(`/api/interviews/${interview.id}`).send({ status: "completed", result: "approved" }).expect(200);
    const cancel = await agent.patch(`/api/interviews/${interview.id}`).send({ status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe("A completed interview cannot be cancelled");
  });

  it("lets only admins move, link or cancel: the teacher, a parent (403) and a visitor (401) change nothing", async () => {
    const { teacher, interview } = await interviewCast("https://zoom.us/j/1");
    const parent = await signUp(ctx);
    for (const body of [
      { scheduledAt: inDays(9) },
      { meetingUrl: "https://evil.example.com/x" },
      { status: "cancelled" },
    ]) {
      expect((await teacher.agent.patch(`/api/interviews/${interview.id}`).send(body)).status).toBe(403);
      expect((await parent.agent.patch(`/api/interviews/${interview.id}`).send(body)).status).toBe(403);
      expect((await supertest(ctx.app).patch(`/api/interviews/${interview.id}`).send(body)).status).toBe(401);
    }
    const [row] = await ctx.db.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ status: "scheduled", meetingUrl: "https://zoom.us/j/1" });
    expect(row.scheduledAt.toISOString()).toBe(interview.scheduledAt);
  });
});
