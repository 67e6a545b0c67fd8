// Issue 34's ledger through the app (decision 094): a paid lesson earns, a report makes it available 48 hours later,
// a refund or a teacher's absence reverses it, the fee in force when paid is kept, and the rows are never changed.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, platformFees, teacherLedger } from "@shared/schema";
import { heldReport, lessonCast, moveLesson } from "../test/lessons";
import { signInAs, signUp, useTestApp } from "../test/test-app";
import { recordEarnings, reverseEarnings } from "./ledger";
import { teacherEarnings } from "./earnings.service";

const ctx = useTestApp();
const reportUrl = (id: number) => `/api/bookings/${id}/report`;
const page = { limit: 50, offset: 0 };
const rowsOf = (bookingId: number) =>
  ctx.db.db.select().from(teacherLedger).where(eq(teacherLedger.bookingId, bookingId)).orderBy(teacherLedger.id);

describe("earnings of a paid lesson", () => {
  it("a paid lesson earns its price less the fee (15%, half a cent up), pending until its report", async () => {
    const l = await lessonCast(ctx, { classOverrides: { price: "20.33" } });
    const [row] = await rowsOf(l.bookingId);
    // 15% of 2033 cents is 304.95: the fee is 305 cents, the teacher's net 1728.
    expect(row).toMatchObject({ kind: "earning", teacherId: l.teacher.user.id, grossCents: 2033, feeCents: 305 });
    expect(row).toMatchObject({ netCents: 1728, feePercent: "15.00", idempotencyKey: `earning:${l.bookingId}` });
    const res = await l.teacher.agent.get("/api/teacher/earnings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      feePercent: 15,
      pending: "17.28",
      available: "0.00",
      paidOut: "0.00",
      total: 1,
      items: [
        {
          bookingId: l.bookingId,
          classTitle: expect.any(String),
          studentName: "Zayd",
          scheduledAt: expect.any(String),
          gross: "20.33",
          fee: "3.05",
          net: "17.28",
          feePercent: 15,
          status: "pending",
        },
      ],
    });
    expect(res.headers["x-total-count"]).toBe("1");
  });

  it("a lesson not paid earns nothing", async () => {
    const l = await lessonCast(ctx, { pay: false });
    expect(await rowsOf(l.bookingId)).toEqual([]);
  });

  it("reported held, it becomes available exactly 48 hours after the report", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send(heldReport({ attendance: "late" }))).status).toBe(
      201,
    );
    const [b] = await ctx.db.db.select().from(bookings).where(eq(bookings.id, l.bookingId));
    const at = b.reportedAt!.getTime();
    const before = await teacherEarnings(ctx.db.db, l.teacher.user.id, page, new Date(at + 48 * 3_600_000 - 1000));
    expect(before).toMatchObject({ pending: "17.00", available: "0.00", items: [{ status: "pending" }] });
    const after = await teacherEarnings(ctx.db.db, l.teacher.user.id, page, new Date(at + 48 * 3_600_000));
    expect(after).toMatchObject({ pending: "0.00", available: "17.00", items: [{ status: "available" }] });
  });

  it("a child's absence counts as held: available 48 hours later", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "absent" })).status).toBe(201);
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await teacherEarnings(ctx.db.db, l.teacher.user.id, page, later)).toMatchObject({ available: "17.00" });
  });

  it("a refund before payout reverses the earning: the lesson nets to zero", async () => {
    const l = await lessonCast(ctx);
    // Days ahead: the family's cancellation is refunded in full.
    const res = await l.parent.agent.patch(`/api/bookings/${l.bookingId}`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refund: "full", paymentStatus: "refunded" });
    const rows = await rowsOf(l.bookingId);
    expect(rows.map((r) => [r.kind, r.grossCents, r.feeCents, r.netCents])).toEqual([
      ["earning", 2000, 300, 1700],
      ["reversal", -2000, -300, -1700],
    ]);
    const mine = await l.teacher.agent.get("/api/teacher/earnings");
    expect(mine.body).toMatchObject({ pending: "0.00", available: "0.00", items: [{ status: "reversed" }] });
  });

  it("a lesson the teacher missed earns nothing", async () => {
    const l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -1);
    expect((await l.teacher.agent.post(reportUrl(l.bookingId)).send({ attendance: "teacher_absent" })).status).toBe(
      201,
    );
    const rows = await rowsOf(l.bookingId);
    expect(rows.reduce((sum, r) => sum + r.netCents, 0)).toBe(0);
    const later = new Date(Date.now() + 72 * 3_600_000);
    const mine = await teacherEarnings(ctx.db.db, l.teacher.user.id, page, later);
    expect(mine).toMatchObject({ pending: "0.00", available: "0.00", items: [{ status: "reversed" }] });
  });

  it("a repeat of any movement inserts nothing", async () => {
    const l = await lessonCast(ctx);
    expect(await ctx.db.db.transaction((tx) => recordEarnings(tx, [l.bookingId]))).toBe(0);
    await ctx.db.db.update(bookings).set({ paymentStatus: "refunded" }).where(eq(bookings.id, l.bookingId));
    expect(await ctx.db.db.transaction((tx) => reverseEarnings(tx, [l.bookingId]))).toBe(1);
    expect(await ctx.db.db.transaction((tx) => reverseEarnings(tx, [l.bookingId]))).toBe(0);
    expect((await rowsOf(l.bookingId)).map((r) => r.kind)).toEqual(["earning", "reversal"]);
  });

  it("the database refuses to change or delete a row of the ledger or of the fee's history", async () => {
    const l = await lessonCast(ctx);
    const [row] = await rowsOf(l.bookingId);
    await expect(
      ctx.db.pool.query("UPDATE teacher_ledger SET net_cents = 0, fee_cents = gross_cents WHERE id = $1", [row.id]),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(ctx.db.pool.query("DELETE FROM teacher_ledger WHERE id = $1", [row.id])).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(ctx.db.pool.query("TRUNCATE teacher_ledger CASCADE")).rejects.toThrow(/never changed or deleted/);
    // An earning that does not add up is refused too.
    await expect(
      ctx.db.pool.query(
        `INSERT INTO teacher_ledger (teacher_id, kind, booking_id, gross_cents, fee_cents, net_cents, fee_percent,
         idempotency_key) VALUES ($1, 'adjustment', NULL, 100, 10, 80, NULL, 'bad')`,
        [row.teacherId],
      ),
    ).rejects.toThrow(/teacher_ledger_adds_up/);
    await ctx.db.db.insert(platformFees).values({ percent: "15.00" });
    await expect(ctx.db.pool.query("UPDATE platform_fees SET percent = 10")).rejects.toThrow(/never changed/);
    await expect(ctx.db.pool.query("DELETE FROM platform_fees")).rejects.toThrow(/never changed/);
    expect(await rowsOf(l.bookingId)).toEqual([row]);
  });
});

describe("who reads what", () => {
  it("a teacher never sees another teacher's earnings; families are refused", async () => {
    const a = await lessonCast(ctx);
    const b = await lessonCast(ctx);
    const mine = await a.teacher.agent.get("/api/teacher/earnings");
    expect(mine.body.items.map((i: { bookingId: number }) => i.bookingId)).toEqual([a.bookingId]);
    const theirs = await b.teacher.agent.get("/api/teacher/earnings");
    expect(theirs.body.items.map((i: { bookingId: number }) => i.bookingId)).toEqual([b.bookingId]);
    expect((await a.parent.agent.get("/api/teacher/earnings")).status).toBe(403);
    expect((await a.teacher.agent.get("/api/admin/platform-fee")).status).toBe(403);
    expect((await a.teacher.agent.put("/api/admin/platform-fee").send({ percent: 0 })).status).toBe(403);
    const stranger = await signUp(ctx);
    expect((await stranger.agent.put("/api/admin/platform-fee").send({ percent: 0 })).status).toBe(403);
  });

  it("pages are bounded: limit 1–100", async () => {
    const l = await lessonCast(ctx);
    expect((await l.teacher.agent.get("/api/teacher/earnings?limit=101")).status).toBe(400);
    expect((await l.teacher.agent.get("/api/teacher/earnings?limit=0")).status).toBe(400);
    const one = await l.teacher.agent.get("/api/teacher/earnings?limit=1&offset=1");
    expect(one.body).toMatchObject({ total: 1, items: [] });
  });
});

describe("the platform fee", () => {
  it("an admin sets it (0–50, two decimals at most); lessons keep the fee in force when they were paid", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    const first = await lessonCast(ctx);
    for (const bad of [{ percent: 50.01 }, { percent: -1 }, { percent: 12.345 }, { percent: "15" }, {}]) {
      const res = await admin.agent.put("/api/admin/platform-fee").send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/percent/);
    }
    const set = await admin.agent.put("/api/admin/platform-fee").send({ percent: 12.5 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ percent: 12.5, setAt: expect.any(String) });
    expect((await admin.agent.get("/api/admin/platform-fee")).body).toMatchObject({ percent: 12.5 });
    const second = await lessonCast(ctx);
    const [before] = await rowsOf(first.bookingId);
    const [after] = await rowsOf(second.bookingId);
    expect([before.feePercent, before.feeCents, before.netCents]).toEqual(["15.00", 300, 1700]);
    expect([after.feePercent, after.feeCents, after.netCents]).toEqual(["12.50", 250, 1750]);
    expect((await second.teacher.agent.get("/api/teacher/earnings")).body).toMatchObject({ feePercent: 12.5 });
    // Its history is kept: each setting is a row of its own, by whom and when.
    expect((await admin.agent.put("/api/admin/platform-fee").send({ percent: 0 })).status).toBe(200);
    expect((await admin.agent.put("/api/admin/platform-fee").send({ percent: 50 })).status).toBe(200);
    const history = await ctx.db.db.select().from(platformFees).where(eq(platformFees.setBy, admin.user.id));
    expect(history.map((h) => h.percent)).toEqual(["12.50", "0.00", "50.00"]);
    expect((await admin.agent.put("/api/admin/platform-fee").send({ percent: 15 })).status).toBe(200);
    const rows = await ctx.db.db
      .select()
      .from(teacherLedger)
      .where(and(eq(teacherLedger.kind, "earning"), eq(teacherLedger.bookingId, second.bookingId)));
    expect(rows).toHaveLength(1);
  });
});
