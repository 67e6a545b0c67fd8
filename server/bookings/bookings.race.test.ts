// The database, not Node, decides races: many requests for one slot at the same moment, exactly one wins.
import { describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import { CAPS } from "@shared/constants";
import { bookings } from "@shared/schema";
import { bookingCast, signUp, slotAt, futureDate, useTestApp } from "../test/test-app";

const ctx = useTestApp();

type Agent = Awaited<ReturnType<typeof bookingCast>>["parent"]["agent"];

/**
 * n children, each with the agent of their parent: the cast's parent first, then as many more families as the
 * children cap (CAPS.childrenPerParent) asks for, so n requests can still race for one slot.
 */
async function children(first: Agent, n: number): Promise<{ agent: Agent; studentId: number }[]> {
  const out: { agent: Agent; studentId: number }[] = [];
  let agent = first;
  let held = 1; // the cast's child
  for (let i = 0; i < n; i++) {
    if (held === CAPS.childrenPerParent) {
      agent = (await signUp(ctx)).agent;
      held = 0;
    }
    const res = await agent.post("/api/student/profile").send({ name: `Child ${i}`, age: 8, level: "beginner" });
    if (res.status !== 201) throw new Error(`child failed: ${res.status} ${JSON.stringify(res.body)}`);
    out.push({ agent, studentId: res.body.id });
    held++;
  }
  return out;
}

describe("racing for one slot", () => {
  it("lets exactly one of 50 concurrent requests book a 1-to-1 slot; the rest get 409", async () => {
    const { parent, classId } = await bookingCast(ctx);
    const kids = await children(parent.agent, 50);
    const scheduledAt = slotAt(futureDate(5), "10:00");
    const results = await Promise.all(
      kids.map(({ agent, studentId }) => agent.post("/api/bookings").send({ classId, studentId, scheduledAt })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe("This time slot is no longer available");
    const rows = await ctx.db.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.classId, classId), ne(bookings.status, "cancelled")));
    expect(rows).toHaveLength(1);
  });

  it("keeps a group class at maxStudents when 30 requests race for 3 places", async () => {
    const { parent, classId } = await bookingCast(ctx, { maxStudents: 3 });
    const kids = await children(parent.agent, 30);
    const scheduledAt = slotAt(futureDate(6), "11:00");
    const results = await Promise.all(
      kids.map(({ agent, studentId }) => agent.post("/api/bookings").send({ classId, studentId, scheduledAt })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(27);
  });

  it("keeps a teacher in one lesson when requests for two of their classes race for the same hour", async () => {
    const { parent, teacher, classId } = await bookingCast(ctx);
    const { body: second } = await teacher.agent.post("/api/classes").send({
      title: "Arabic for kids",
      description: "Reading and writing Arabic letters with games and songs.",
      subject: "Arabic Language",
      level: "beginner",
      duration: 60,
      price: "15.00",
      maxStudents: 1,
    });
    const kids = await children(parent.agent, 20);
    const scheduledAt = slotAt(futureDate(7), "14:00");
    const results = await Promise.all(
      kids.map(({ agent, studentId }, i) =>
        agent.post("/api/bookings").send({ classId: i % 2 ? classId : second.id, studentId, scheduledAt }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

// Review of issue 14: a booking made while an admin was rejecting the teacher stayed scheduled with them (the booking
// read the teacher's status without a lock, between the rejection's cancelling UPDATE and its commit).
describe("racing with a teacher's rejection or suspension", () => {
  it.each([
    [
      "rejected",
      "UPDATE teacher_profiles SET verification_status = 'rejected' WHERE user_id = $1",
      "SELECT 1 FROM teacher_profiles WHERE user_id = $1 FOR UPDATE",
    ],
    [
      "suspended",
      "UPDATE users SET suspended_at = now() WHERE id = $1",
      "SELECT 1 FROM users WHERE id = $1 FOR UPDATE",
    ],
  ])("a booking waits for a teacher being %s, then is refused", async (_what, change, lock) => {
    const cast = await bookingCast(ctx);
    const admin = await ctx.db.pool.connect();
    try {
      // The admin's transaction has locked the teacher and is about to commit its decision.
      await admin.query("BEGIN");
      await admin.query(lock, [cast.teacher.user.id]);
      let settled = false;
      const booking = cast.parent.agent
        .post("/api/bookings")
        .send({ classId: cast.classId, studentId: cast.studentId, scheduledAt: slotAt(futureDate(8), "11:00") })
        .then((res) => {
          settled = true;
          return res;
        });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false); // it waits for the decision
      await admin.query(change, [cast.teacher.user.id]);
      await admin.query("COMMIT");
      const res = await booking;
      expect(res.status).toBe(404);
      const held = await ctx.db.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.studentId, cast.studentId), ne(bookings.status, "cancelled")));
      expect(held).toHaveLength(0);
    } finally {
      await admin.query("ROLLBACK").catch(() => {});
      admin.release();
    }
  });
});
