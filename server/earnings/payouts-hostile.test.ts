// Issue 34's routes against hostile users: another teacher's statements and payouts out of reach, roles kept apart,
// formulas in a statement kept text, the admins' run and the address change limited, and bad batch ids refused.
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { isoWeek } from "@shared/payouts";
import { bookings, classes, payoutBatches, studentProfiles } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { signInAs, useTestApp } from "../test/test-app";
import { reverseEarnings } from "./ledger";
import { freshWeek, usePayouts } from "./payout-test-utils";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const { teacher, heldLesson, run } = usePayouts(ctx);
type Route = ["get" | "put" | "post", string];
const month = () => new Date().toISOString().slice(0, 7);

/** The cells of a CSV text (quoted cells with doubled quotes, as csv-stringify writes them). */
function cells(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\n")
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1].replace(/^"|"$/g, "").replace(/""/g, '"')),
    );
}

/** A teacher whose class and child carry these names, with a lesson held and paid at 30.00. */
async function named(title: string, child: string) {
  const t = await teacher();
  await ctx.db.db.update(classes).set({ title }).where(eq(classes.id, t.classId));
  await ctx.db.db.update(studentProfiles).set({ name: child }).where(eq(studentProfiles.id, t.studentId));
  const lesson = await heldLesson(t.cast, "30.00");
  return { ...t, lesson };
}

describe("payout routes against hostile users", () => {
  it("a teacher reads only their own statements and payouts, whatever the path or query says", async () => {
    const victim = await named("Victim's secret class", "Victim Child");
    await run(freshWeek());
    const me = await teacher();
    const t = me.teacher.agent;
    const leaks = (text: string) => text.includes("Victim") || text.includes(victim.paypalEmail);
    const mine = await t.get(`/api/teacher/statements/${month()}.csv?teacherId=${victim.teacherId}`);
    expect(mine.status).toBe(200);
    expect(leaks(mine.text)).toBe(false);
    const files = [
      "..%2F..%2Fadmin%2Fpayouts",
      `..%2F${month()}.csv`,
      "2026-1.csv",
      "2026-13.csv",
      "2019-12.csv",
      "2026-12.csv.csv",
      "2026-12",
      "2026-12.csv%00",
      "%E0%A4%A.csv",
      `${encodeURIComponent("٢٠٢٦-١٢")}.csv`,
      `${encodeURIComponent("２０２６-１２")}.csv`,
      `${"9".repeat(5000)}.csv`,
    ];
    for (const file of files) {
      const res = await t.get(`/api/teacher/statements/${file}`);
      expect([400, 404], file).toContain(res.status);
      expect(leaks(res.text), file).toBe(false);
    }
    const payouts = await t.get(`/api/teacher/payouts?teacherId=${victim.teacherId}`);
    expect(payouts.status).toBe(200);
    expect(payouts.body.items).toEqual([]);
    const earnings = await t.get(`/api/teacher/earnings?teacherId=${victim.teacherId}`);
    expect(earnings.body).toMatchObject({ available: "0.00", items: [] });
    for (const q of ["limit=100000", "offset=-1", "limit=1e3"])
      expect((await t.get(`/api/teacher/payouts?${q}`)).status, q).toBe(400);
  });

  it("families and admins are refused the teachers' routes, teachers the admins', strangers all", async () => {
    const t = await teacher();
    const admin = await signInAs(ctx, ["admin"]);
    const teacherOnly: Route[] = [
      ["get", "/api/teacher/payouts"],
      ["get", `/api/teacher/statements/${month()}.csv`],
      ["get", "/api/teacher/earnings"],
      ["put", "/api/teacher/payout-method"],
    ];
    const adminOnly: Route[] = [
      ["get", "/api/admin/payouts"],
      ["get", "/api/admin/payout-batches"],
      ["get", "/api/admin/payouts/summary"],
      ["post", "/api/admin/payouts/run"],
      ["put", "/api/admin/platform-fee"],
    ];
    const call = (agent: typeof admin.agent, [verb, url]: Route) =>
      agent[verb](url).send(verb === "put" ? { paypalEmail: "thief@example.com", percent: 0 } : {});
    for (const route of teacherOnly) {
      expect((await call(t.parent.agent, route)).status, route[1]).toBe(403);
      expect((await call(admin.agent, route)).status, route[1]).toBe(403);
    }
    for (const route of adminOnly) expect((await call(t.teacher.agent, route)).status, route[1]).toBe(403);
    const stranger = supertest.agent(ctx.app);
    for (const route of [...teacherOnly, ...adminOnly]) expect((await call(stranger, route)).status).toBe(401);
    expect((await admin.agent.get("/api/admin/platform-fee")).body.percent).toBe(15);
  });

  it("a statement keeps formulas in titles and names as text, and its amounts as numbers", async () => {
    const payloads = [
      ['=HYPERLINK("http://evil.test","x")', "@SUM(A1:A9)"],
      ["+cmd|' /C calc'!A0", "-1+1"],
      ["\uFF1D1+1", "\tcmd"],
    ];
    for (const [title, child] of payloads) {
      const t = await named(title, child);
      await ctx.db.db.transaction((tx) => reverseEarnings(tx, [t.lesson]));
      const res = await t.teacher.agent.get(`/api/teacher/statements/${month()}.csv`);
      expect(res.status).toBe(200);
      const rows = cells(res.text);
      const lines = rows.filter((r) => r[2] === String(t.lesson));
      expect(lines.map((r) => r[1])).toEqual(["Lesson paid", "Lesson refunded"]);
      for (const line of lines) {
        expect(line[3]).toBe(`'${title}`);
        expect(line[4]).toBe(`'${child}`);
      }
      // A refund's amounts are negative numbers, not text a spreadsheet cannot add up.
      expect(lines[1].slice(7)).toEqual(["-30.00", "-4.50", "-25.50"]);
      expect(rows.at(-1)).toEqual(["Total", "", "", "", "", "", "", "0.00", "0.00", "0.00"]);
      for (const cell of rows.flat())
        expect(/^[=+@\t\r\uFF1D\uFF0B\uFF20-]/.test(cell) && !/^-\d+\.\d\d$/.test(cell)).toBe(false);
    }
  });

  it("two admins running payouts at once make one batch; a sixth run in a minute is refused with a message", async () => {
    const t = await teacher();
    const lesson = await heldLesson(t.cast, "30.00");
    await ctx.db.db
      .update(bookings)
      .set({ reportedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bookings.id, lesson));
    const [a, b] = [await signInAs(ctx, ["admin"]), await signInAs(ctx, ["admin"])];
    const both = await Promise.all([a, b].map((x) => x.agent.post("/api/admin/payouts/run")));
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    const week = await ctx.db.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.week, isoWeek(new Date())));
    expect(week).toHaveLength(1);
    for (let i = 2; i <= 5; i++) {
      const res = await a.agent.post("/api/admin/payouts/run");
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe("This week's payouts were already sent.");
    }
    const refused = await a.agent.post("/api/admin/payouts/run");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many payout runs. Please wait a minute and try again.");
    expect((await b.agent.post("/api/admin/payouts/run")).status).toBe(200);
    expect(
      await ctx.db.db
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.week, isoWeek(new Date()))),
    ).toHaveLength(1);
  });

  it("a sixth change of the payout address in an hour is refused, changes nothing and emails nobody", async () => {
    const t = await teacher();
    const mails = () => mailer.sent.filter((m) => m.to === t.teacher.user.email).length;
    const before = mails();
    for (let i = 1; i <= 5; i++) {
      const res = await t.teacher.agent.put("/api/teacher/payout-method").send({ paypalEmail: `me${i}@example.com` });
      expect(res.status, res.text).toBe(200);
    }
    const refused = await t.teacher.agent.put("/api/teacher/payout-method").send({ paypalEmail: "thief@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many changes of your payout address. Please wait an hour and try again.");
    expect(mails()).toBe(before + 5);
    expect((await t.teacher.agent.get("/api/teacher/payout-method")).body.paypalEmail).toBe("me5@example.com");
  });

  it("a burst of address changes at once gets no more than five through, each emailed once", async () => {
    const t = await teacher();
    const mails = () => mailer.sent.filter((m) => m.to === t.teacher.user.email).length;
    const before = mails();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.teacher.agent.put("/api/teacher/payout-method").send({ paypalEmail: `burst${i}@example.com` }),
      ),
    );
    const through = answers.filter((r) => r.status === 200).length;
    expect(answers.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(through).toBeLessThanOrEqual(5);
    expect(mails()).toBe(before + through);
  });

  it("an admin's bad batch id or fee is refused with a 400 and changes nothing", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    for (const id of [
      "-1",
      "0",
      "1.5",
      "99999999999",
      "abc",
      "1;drop table payouts",
      "NaN",
      "Infinity",
      "1&batchId=2",
      "0x10",
      "1e3",
      " 7",
    ]) {
      const res = await admin.agent.get(`/api/admin/payouts?batchId=${id}`);
      expect(res.status, id).toBe(400);
      expect(typeof res.body.message, id).toBe("string");
    }
    expect((await admin.agent.get("/api/admin/payouts?batchId=2147483647")).body).toMatchObject({ items: [] });
    for (const percent of [-1, 50.01, "abc", null, 1e308, "15; drop table platform_fees"]) {
      const res = await admin.agent.put("/api/admin/platform-fee").send({ percent });
      expect(res.status, String(percent)).toBe(400);
    }
    expect((await admin.agent.get("/api/admin/platform-fee")).body.percent).toBe(15);
  });
});
