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
    const results = await Promise.all(kids.map(({ agent, studentId }) => agent.post("/api/bookings").send({ classId, studentId, scheduledAt })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe("This time slot is no longer available");
    const rows = await ctx.db.db.select().from(bookings).where(and(eq(bookings.classId, classId), ne(bookings.status, "cancelled")));
    expect(rows).toHaveLength(1);
  });

  it("keeps a group class at maxStudents when 30 requests race for 3 places", async () => {
    const { parent, classId } = await bookingCast(ctx, { maxStudents: 3 });
    const kids = await children(parent.agent, 30);
    const scheduledAt = slotAt(futureDate(6), "11:00");
    const results = await Promise.all(kids.map(({ agent, studentId }) => agent.post("/api/bookings").send({ classId, studentId, scheduledAt })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(27);
  });

  it("keeps a teacher in one lesson when requests for two of their classes race for the same hour", async () => {
    const { parent, teacher, classId } = await bookingCast(ctx);
    const { body: second } = await teacher.agent
      .post("/api/classes")
      .send({ title: "Arabic for kids", description: "Reading and writing Arabic letters with games and songs.", subject: "Arabic Language", level: "beginner", duration: 60, price: "15.00", maxStudents: 1 });
    const kids = await children(parent.agent, 20);
    const scheduledAt = slotAt(futureDate(7), "14:00");
    const results = await Promise.all(
      kids.map(({ agent, studentId }, i) => agent.post("/api/bookings").send({ classId: i % 2 ? classId : second.id, studentId, scheduledAt })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});
