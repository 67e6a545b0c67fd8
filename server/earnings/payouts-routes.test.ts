// Issue 34's payout routes through the app and its simulator (decision 097): an admin runs the week's payouts once and
// sees batches, payouts and weekly figures; a teacher sees their payouts and a statement that adds up.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@shared/schema";
import { signInAs, signUp, useTestApp } from "../test/test-app";
import { usePayouts } from "./payout-test-utils";

const ctx = useTestApp();
const { teacher, heldLesson } = usePayouts(ctx);
const DAY = 86_400_000;

/** The lessons reported three days ago: available now. */
const settle = (ids: number[]) =>
  ctx.db.db
    .update(bookings)
    .set({ reportedAt: new Date(Date.now() - 3 * DAY) })
    .where(inArray(bookings.id, ids));

describe("payouts through the app", () => {
  it("an admin runs this week's payouts once; the teacher sees theirs and a statement whose totals add up", async () => {
    const paid = await teacher();
    const failing = await teacher(`failing+fail@paypal.test`);
    const lessons = [await heldLesson(paid.cast, "30.00"), await heldLesson(paid.cast, "12.00")];
    await settle([...lessons, await heldLesson(failing.cast, "40.00")]);
    const admin = await signInAs(ctx, ["admin"]);

    const run = await admin.agent.post("/api/admin/payouts/run").send({});
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ created: true, message: "Payouts sent to PayPal." });
    // The simulator answered at once: one paid, one failed (its address), the batch done.
    expect(run.body.batch).toMatchObject({ status: "done", runBy: "admin", count: 2, total: "69.70" });
    expect(run.body.batch).toMatchObject({ succeeded: 1, failed: 1, pending: 0, unclaimed: 0 });
    const again = await admin.agent.post("/api/admin/payouts/run").send({});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, message: "This week's payouts were already sent." });
    expect(again.body.batch.id).toBe(run.body.batch.id);

    const batches = await admin.agent.get("/api/admin/payout-batches");
    expect(batches.status).toBe(200);
    expect(batches.headers["x-total-count"]).toBe("1");
    const items = await admin.agent.get(`/api/admin/payouts?batchId=${run.body.batch.id}`);
    expect(
      items.body.items.map((p: { teacherId: number; status: string; amount: string }) => [
        p.teacherId,
        p.status,
        p.amount,
      ]),
    ).toEqual([
      [failing.teacherId, "failed", "34.00"],
      [paid.teacherId, "succeeded", "35.70"],
    ]);
    const summary = (await admin.agent.get("/api/admin/payouts/summary")).body;
    expect(summary.weeks).toHaveLength(12);
    expect(summary.paidOut).toBe("35.70");
    // This week: 15% of 82.00, and the payout that was paid (the failed one came back).
    expect(summary.weeks.at(-1)).toMatchObject({ fees: "12.30", refunds: "0.00", paidOut: "35.70" });
    expect(summary.owed).toEqual({ pending: "0.00", available: "34.00" });

    const mine = await paid.teacher.agent.get("/api/teacher/payouts");
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      total: 1,
      items: [{ amount: "35.70", status: "succeeded", failureReason: null }],
    });
    expect(new Date(mine.body.nextPayoutAt).getTime()).toBeGreaterThan(Date.now());
    const theirs = (await failing.teacher.agent.get("/api/teacher/payouts")).body;
    expect(theirs.items).toMatchObject([{ status: "failed", failureReason: "RECEIVER_UNREGISTERED" }]);
    const earnings = (await paid.teacher.agent.get("/api/teacher/earnings")).body;
    expect(earnings).toMatchObject({ available: "0.00", paidOut: "35.70" });
    expect(earnings.items.map((i: { status: string }) => i.status)).toEqual(["paid_out", "paid_out"]);

    const month = new Date().toISOString().slice(0, 7);
    const csv = await paid.teacher.agent.get(`/api/teacher/statements/${month}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="halaqa-statement-${month}.csv"`);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Date,Type,Lesson,Class,Child,Lesson time (UTC),Fee %,Gross,Fee,Net");
    const money = (line: string) =>
      line
        .split(",")
        .slice(-3)
        .map((v) => Math.round(Number(v) * 100));
    const body = lines.slice(1, -1);
    expect(body.map((l) => l.split(",")[1]).sort()).toEqual(["Lesson paid", "Lesson paid", "Payout"]);
    for (const line of body) {
      const [gross, fee, net] = money(line);
      expect(gross).toBe(fee + net);
    }
    const total = money(lines.at(-1)!);
    expect(lines.at(-1)!.startsWith("Total,")).toBe(true);
    // 42.00 paid, 6.30 of it the fee, 35.70 paid out: the month's net is what is left available, nothing.
    expect(total).toEqual([4200 - 3570, 630, 0]);
  });

  it("refuses a statement of a month not written YYYY-MM.csv, and payouts to anyone but teachers", async () => {
    const t = await teacher();
    for (const file of [
      "2026-13.csv",
      "2026-1.csv",
      "26-12.csv",
      "2026-12.pdf",
      "2026-12.csv.csv",
      "..%2F2026-12.csv",
    ]) {
      const res = await t.teacher.agent.get(`/api/teacher/statements/${file}`);
      expect(res.status, file).toBe(400);
      expect(res.body.message).toBe("Ask for a month's statement as YYYY-MM.csv, such as 2026-12.csv");
    }
    const family = await signUp(ctx);
    expect((await family.agent.get("/api/teacher/payouts")).status).toBe(403);
    expect((await family.agent.get("/api/teacher/statements/2026-12.csv")).status).toBe(403);
    expect((await t.teacher.agent.post("/api/admin/payouts/run").send({})).status).toBe(403);
    expect((await t.teacher.agent.get("/api/admin/payouts/summary")).status).toBe(403);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get("/api/admin/payouts?batchId=0")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/payouts?batchId=abc")).status).toBe(400);
  });
});
