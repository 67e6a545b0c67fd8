// Where a teacher is paid (issue 34, decision 095): a validated PayPal address; setting or changing it emails the
// account's own address and holds payouts for 48 hours; the same address again changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payoutMethods } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { makeTeacher, signUp, useTestApp } from "../test/test-app";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const url = "/api/teacher/payout-method";

describe("PUT /api/teacher/payout-method", () => {
  it("refuses a bad address with a clear 400 and keeps nothing", async () => {
    const t = await makeTeacher(ctx, "approved");
    for (const bad of [{ paypalEmail: "not-an-address" }, { paypalEmail: "" }, { paypalEmail: 42 }, {}]) {
      const res = await t.agent.put(url).send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.body)).toContain("Please enter a valid email address");
    }
    expect(await ctx.db.db.select().from(payoutMethods).where(eq(payoutMethods.teacherId, t.user.id))).toEqual([]);
    expect((await t.agent.get(url)).body).toEqual({ paypalEmail: null, changedAt: null, payoutsHeldUntil: null });
  });

  it("sets it, emails the account's address, and holds payouts 48 hours from each change", async () => {
    const t = await makeTeacher(ctx, "approved");
    const mine = () => mailer.sent.filter((m) => m.to === t.user.email);
    const before = mine().length;
    const first = await t.agent.put(url).send({ paypalEmail: " pay.me@example.com " });
    expect(first.status, first.text).toBe(200);
    expect(first.body.paypalEmail).toBe("pay.me@example.com");
    const held = new Date(first.body.payoutsHeldUntil).getTime() - new Date(first.body.changedAt).getTime();
    expect(held).toBe(48 * 3_600_000);
    expect(mine()).toHaveLength(before + 1);
    const email = mine().at(-1)!;
    expect(email.subject).toBe("Your Halaqa payout address was changed");
    expect(email.text).toContain("pay.me@example.com");
    expect(email.text).toContain("payouts wait 48 hours after a change");
    expect(email.text).toContain("/contact");

    // The same address (any case): no new email, the hold not restarted.
    const again = await t.agent.put(url).send({ paypalEmail: "Pay.Me@example.com" });
    expect(again.body).toEqual(first.body);
    expect(mine()).toHaveLength(before + 1);

    const changed = await t.agent.put(url).send({ paypalEmail: "other@example.com" });
    expect(changed.body.paypalEmail).toBe("other@example.com");
    expect(new Date(changed.body.changedAt).getTime()).toBeGreaterThan(new Date(first.body.changedAt).getTime());
    expect(mine()).toHaveLength(before + 2);
    expect(mine().at(-1)!.text).toContain("other@example.com");
    expect((await t.agent.get(url)).body).toEqual(changed.body);
  });

  it("is the teacher's own: families are refused, and nobody reads another teacher's", async () => {
    const a = await makeTeacher(ctx, "approved");
    const b = await makeTeacher(ctx, "approved");
    await a.agent.put(url).send({ paypalEmail: "a@example.com" }).expect(200);
    expect((await b.agent.get(url)).body.paypalEmail).toBeNull();
    const parent = await signUp(ctx);
    expect((await parent.agent.put(url).send({ paypalEmail: "thief@example.com" })).status).toBe(403);
    expect((await parent.agent.get(url)).status).toBe(403);
    const [row] = await ctx.db.db.select().from(payoutMethods).where(eq(payoutMethods.teacherId, a.user.id));
    expect(row.paypalEmail).toBe("a@example.com");
  });
});
