// Hostile pass over weekly plans (issue 33): malformed ids, dates, times, lists and extra fields get a clear 4xx, never
// a 500, and write nothing; fields the family may not set are ignored.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { plans } from "@shared/schema";
import { useTestApp } from "../test/test-app";
import { paidPlanCast, planCast, planRows } from "./plan-test-utils";

const ctx = useTestApp();

describe("bad input to the plan routes", () => {
  it("refuses malformed plans with 400 and a message, writing nothing", async () => {
    const { parent, body, day } = await planCast(ctx);
    const bad: Record<string, unknown>[] = [
      { startsOn: "2027-02-30" },
      { startsOn: "9999-01-01" },
      { startsOn: "2027-1-1" },
      { startsOn: 20270101 },
      { startsOn: "2099-01-05" },
      { weekly: [{ day, time: "25:00" }] },
      { weekly: [{ day, time: "17:60" }] },
      { weekly: [{ day, time: "5pm" }] },
      { weekly: [{ day: 7, time: "17:00" }] },
      { weekly: [{ day: -1, time: "17:00" }] },
      { weekly: [{ day: 1.5, time: "17:00" }] },
      { weekly: [{ day: "1", time: "17:00" }] },
      { weekly: [] },
      { weekly: "Monday 17:00" },
      {
        weekly: [
          { day, time: "17:00" },
          { day, time: "15:00" },
        ],
      },
      { weekly: Array.from({ length: 8 }, (_, i) => ({ day: i % 7, time: "17:00" })) },
      { classId: -1 },
      { classId: 0 },
      { classId: 1e20 },
      { classId: "abc" },
      { classId: null },
      { studentId: 2_147_483_648 },
      { studentId: [1] },
      { amount: "-5.00" },
      { amount: "abc" },
      { amount: 1e30 },
    ];
    const before = await planRows(ctx);
    // Plan creation is slowed at 20 per 15 minutes per account: a second family sends the second half.
    const second = await planCast(ctx);
    for (const [i, change] of bad.entries()) {
      const who = i < 15 ? { parent, body } : second;
      const res = await who.parent.agent.post("/api/plans").send({ ...who.body, ...change });
      expect(res.status, `${JSON.stringify(change).slice(0, 80)} → ${res.text.slice(0, 200)}`).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    // A list too large to read is refused before it is parsed.
    const huge = Array.from({ length: 10_000 }, () => ({ day, time: "17:00" }));
    expect((await parent.agent.post("/api/plans").send({ ...body, weekly: huge })).status).toBe(413);
    expect(await planRows(ctx)).toEqual(before);
  });

  it("ignores fields the family may not set: status, parent, teacher, amount of the cycle", async () => {
    const { parent, body } = await planCast(ctx);
    const res = await parent.agent
      .post("/api/plans")
      .send({ ...body, status: "active", parentId: 1, teacherId: 1, vaultId: "stolen", id: 1 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe("pending_payment");
    const [row] = await ctx.db.db.select().from(plans).where(eq(plans.id, res.body.id));
    expect(row).toMatchObject({ parentId: parent.user.id, status: "pending_payment", vaultId: null });
  });

  it("answers malformed or unknown plan ids with 400 or 404, never 500", async () => {
    const { parent } = await paidPlanCast(ctx);
    for (const id of ["-1", "0", "1e3", "99999999999999", "NaN", "1.5", "%00", "abc", "2147483648"]) {
      for (const call of [
        parent.agent.get(`/api/plans/${id}`),
        parent.agent.post(`/api/plans/${id}/cancel`),
        parent.agent.post(`/api/plans/${id}/resume`),
        parent.agent.patch(`/api/plans/${id}`).send({ weekly: [{ day: 1, time: "17:00" }] }),
      ]) {
        const res = await call;
        expect([400, 404], `${id} → ${res.status} ${res.text.slice(0, 120)}`).toContain(res.status);
      }
    }
    expect((await parent.agent.get("/api/plans/2147483647")).status).toBe(404);
  });

  it("bounds the list: a huge or negative page is refused or clamped, never everything", async () => {
    const { parent } = await paidPlanCast(ctx);
    for (const q of ["limit=100000", "offset=-1", "limit=abc", "limit=-5", "offset=1e40", "limit[]=1"]) {
      const res = await parent.agent.get(`/api/plans?${q}`);
      expect([200, 400], `${q} → ${res.status}`).toContain(res.status);
      if (res.status === 200) expect(res.body.length).toBeLessThanOrEqual(100);
    }
  });

  it("refuses malformed pauses and changes with 400, and writes nothing", async () => {
    const { parent, planId, date, day } = await paidPlanCast(ctx);
    for (const body of [
      { from: "2027-02-30", until: "2027-03-02" },
      { from: date(1), until: "9999-12-31" },
      { from: date(2), until: date(1) },
      { from: date(1) },
      { from: "", until: "" },
      { from: 1, until: 2 },
      {},
    ]) {
      const res = await parent.agent.post(`/api/plans/${planId}/pause`).send(body);
      expect(res.status, `${JSON.stringify(body)} → ${res.text}`).toBe(400);
    }
    for (const weekly of [
      [],
      "x",
      [{ day, time: "24:00" }],
      [{ day }],
      Array.from({ length: 8 }, () => ({ day, time: "17:00" })),
    ]) {
      const res = await parent.agent.patch(`/api/plans/${planId}`).send({ weekly });
      expect(res.status, `${JSON.stringify(weekly).slice(0, 60)} → ${res.text}`).toBe(400);
    }
    const res = await parent.agent.get(`/api/plans/${planId}`).expect(200);
    expect(res.body).toMatchObject({ pauses: [], nextWeekly: null, status: "active" });
  });

  it("refuses malformed plan orders and captures with 4xx, never 500", async () => {
    const { parent, planId } = await paidPlanCast(ctx);
    const order = { amount: "80.00", currency: "USD", intent: "CAPTURE" };
    for (const bad of [-1, 0, "abc", 1e20, 2_147_483_648, null, [planId], { id: planId }]) {
      const res = await parent.agent.post("/order").send({ ...order, planId: bad });
      expect([400, 404], `${JSON.stringify(bad)} → ${res.status} ${res.text.slice(0, 120)}`).toContain(res.status);
    }
    // The plan is paid already: 409, and no second order.
    expect((await parent.agent.post("/order").send({ ...order, planId })).status).toBe(409);
    for (const id of ["x".repeat(5000), "%00", "1", "ORDER-unknown"]) {
      const res = await parent.agent.post(`/order/${id}/capture`);
      expect(res.status, `${id.slice(0, 20)} → ${res.text.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
