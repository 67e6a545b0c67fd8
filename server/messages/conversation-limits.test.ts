// A parent's conversations are bounded (issue 35, decision 098): at most 20 with teachers they never booked, so nobody
// opens thousands; a teacher they booked is always reachable; two openings at once make one conversation.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ANSWER_BYTES } from "@shared/constants";
import { conversations, messages, users } from "@shared/schema";
import { insertLesson } from "../test/insert-lesson";
import { bookingCast, makeTeacher, uniqueName, useTestApp } from "../test/test-app";

const ctx = useTestApp();

/** Accounts written in one statement: the other ends of conversations opened before (no sign-in needed). */
async function people(n: number): Promise<number[]> {
  const rows = await ctx.db.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const username = uniqueName("teacher");
        return {
          username,
          email: `${username}@example.com`,
          password: "not-a-real-hash",
          firstName: "Other",
          lastName: "Teacher",
          userType: "teacher" as const,
          roles: ["teacher" as const],
          currentRole: "teacher" as const,
        };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

describe("how many conversations a parent may open", () => {
  it("refuses a 21st teacher never booked (403, with why), and still opens one with a teacher they booked", async () => {
    const cast = await bookingCast(ctx);
    const parentId = cast.parent.user.id;
    await ctx.db.db.insert(conversations).values((await people(20)).map((teacherId) => ({ parentId, teacherId })));
    const another = await makeTeacher(ctx, "approved");
    const refused = await cast.parent.agent.post("/api/conversations").send({ teacherUserId: another.user.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "You can message at most 20 teachers you have not booked. Book a lesson, or continue a conversation you have.",
    );
    const before = await ctx.db.db.select().from(conversations).where(eq(conversations.parentId, parentId));
    expect(before).toHaveLength(20);
    // The teacher of their booking: always.
    await insertLesson(ctx.db.db, {
      classId: cast.classId,
      studentId: cast.studentId,
      parentId,
      teacherId: cast.teacher.user.id,
    });
    const booked = await cast.parent.agent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id });
    expect(booked.status).toBe(201);
  });

  it("makes one conversation when a parent and the teacher open it at the same moment", async () => {
    const cast = await bookingCast(ctx);
    await insertLesson(ctx.db.db, {
      classId: cast.classId,
      studentId: cast.studentId,
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
    });
    const answers = await Promise.all([
      cast.parent.agent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id }),
      cast.teacher.agent.post("/api/conversations").send({ parentUserId: cast.parent.user.id }),
      cast.parent.agent.post("/api/conversations").send({ teacherUserId: cast.teacher.user.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it("pages a thread within 1 MB however its messages are written, every message reachable with `before`", async () => {
    const cast = await bookingCast(ctx);
    const [c] = await ctx.db.db
      .insert(conversations)
      .values({ parentId: cast.parent.user.id, teacherId: cast.teacher.user.id })
      .returning();
    // 2,000 characters JSON writes as 6 bytes each: 100 of them would be 1.2 MB.
    const body = "\u0001".repeat(2000);
    await ctx.db.db
      .insert(messages)
      .values(Array.from({ length: 120 }, () => ({ conversationId: c.id, senderId: cast.parent.user.id, body })));
    const seen = new Set<number>();
    let before: number | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await cast.teacher.agent.get(
        `/api/conversations/${c.id}/messages?limit=100${before ? `&before=${before}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      for (const m of res.body.items) seen.add(m.id);
      if (!res.body.hasMore) break;
      before = res.body.items[0].id;
    }
    expect(seen.size).toBe(120);
    expect((await cast.teacher.agent.get(`/api/conversations/${c.id}/messages?limit=101`)).status).toBe(400);
  });
});
