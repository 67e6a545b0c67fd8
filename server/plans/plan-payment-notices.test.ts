// Issue 33: the family hears of every payment of a plan: the receipt of a cycle paid (the first by hand, a renewal
// charged), a refused renewal with until when to pay it and where, and the plan ended once that time ran out.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import { notifications, plans, users } from "@shared/schema";
import { renewPlans } from "../jobs/plan-renewals";
import { memoryMailer } from "../mail/mailer";
import { useTestApp } from "../test/test-app";
import { useRenewals } from "./renewal-test-utils";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });
const { env, paidPlan, cycles } = useRenewals(ctx);

/** The parent's notifications about this plan, oldest first. */
async function familyBell(parentId: number, planId: number) {
  const rows = await ctx.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, parentId), eq(notifications.type, "payment")))
    .orderBy(notifications.id);
  return rows.filter((n) => (n.data as { planId?: number } | null)?.planId === planId);
}

describe("a plan whose first payment kept no saved method", () => {
  it("is not left active for ever: its renewal is refused without asking PayPal, and the family told to pay by hand", async () => {
    const plan = await paidPlan();
    await ctx.db.db.update(plans).set({ vaultId: null }).where(eq(plans.id, plan.id));
    await renewPlans({ db: ctx.db.db, gateway: env.gateway, mailer }, plan.dueAt);
    const [, next] = await cycles(plan.id);
    expect(next).toMatchObject({ number: 2, status: "pending" });
    expect(next.payBy?.getTime()).toBe(plan.dueAt.getTime() + 48 * 3_600_000);
    const [row] = await ctx.db.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row.status).toBe("past_due");
    const titles = (await familyBell(plan.cast.parent.user.id, plan.id)).map((n) => n.title);
    expect(titles).toContain("Your weekly plan's payment did not go through");
  });
});

describe("what the family is told of a plan's payments", () => {
  it("gets a receipt for the first cycle and for a renewal charged to the saved method", async () => {
    const plan = await paidPlan();
    const parentId = plan.cast.parent.user.id;
    const [first] = await cycles(plan.id);
    const [receipt] = await familyBell(parentId, plan.id);
    expect(receipt).toMatchObject({ title: "Weekly plan paid", data: { planId: plan.id } });
    expect(receipt.message).toContain(`We received $80.00 for`);
    expect(receipt.message).toContain(
      `${first.startsOn} to ${first.endsOn}: 4 lessons. Reference: ${first.paypalOrderId}.`,
    );

    await renewPlans({ db: ctx.db.db, gateway: env.gateway, mailer }, plan.dueAt);
    const [, second] = await cycles(plan.id);
    expect(second.status).toBe("paid");
    const titles = (await familyBell(parentId, plan.id)).map((n) => n.title);
    // The renewal's notice 7 days ahead came with the same run (it was due already), then the receipt.
    expect(titles.filter((t) => t === "Weekly plan paid")).toHaveLength(2);
    const mail = mailer.sent.filter((m) => m.to === plan.cast.parent.user.email && m.subject === "Weekly plan paid");
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(`Reference: ${second.paypalOrderId}.`);
    // A later run charges nothing and tells nothing more.
    await renewPlans({ db: ctx.db.db, gateway: env.gateway, mailer }, new Date(plan.dueAt.getTime() + 60_000));
    expect((await familyBell(parentId, plan.id)).filter((n) => n.title === "Weekly plan paid")).toHaveLength(2);
  });

  it("is told a renewal was refused, with until when and where to pay it, and then that the plan ended", async () => {
    const plan = await paidPlan();
    const parentId = plan.cast.parent.user.id;
    env.fake.refuseVault(plan.vaultId);
    await ctx.db.db
      .update(users)
      .set({ emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, paymentReminders: false } })
      .where(eq(users.id, parentId));
    await renewPlans({ db: ctx.db.db, gateway: env.gateway, mailer }, plan.dueAt);
    const refused = (await familyBell(parentId, plan.id)).find(
      (n) => n.title === "Your weekly plan's payment did not go through",
    );
    expect(refused?.data).toMatchObject({
      planId: plan.id,
      link: `/class/${plan.cast.classId}/weekly?plan=${plan.id}`,
    });
    expect(refused?.message).toContain("($80.00). Pay by ");
    // Told by email although the family turned payment reminders off: their weekly times are at stake.
    const subject = "Your weekly plan's payment did not go through";
    expect(mailer.sent.filter((m) => m.to === plan.cast.parent.user.email && m.subject === subject)).toHaveLength(1);

    await renewPlans({ db: ctx.db.db, gateway: env.gateway, mailer }, new Date(plan.dueAt.getTime() + 48 * 3_600_000));
    const ended = (await familyBell(parentId, plan.id)).filter((n) => n.title === "Weekly plan ended");
    expect(ended).toHaveLength(1);
    expect(ended[0].message).toContain("was not paid in time");
    // Once: a later run finds it ended.
    await renewPlans({ db: ctx.db.db, gateway: env.gateway, mailer }, new Date(plan.dueAt.getTime() + 49 * 3_600_000));
    expect((await familyBell(parentId, plan.id)).filter((n) => n.title === "Weekly plan ended")).toHaveLength(1);
  });
});
