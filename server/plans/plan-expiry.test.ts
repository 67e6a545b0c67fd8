// A weekly plan not paid in time (issue 33, decision 088): the expiry job releases every held lesson of its cycle, and
// the family is told once, not once per lesson.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, notifications } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { expireUnpaidBookings } from "../jobs/expiries";
import { useTestApp } from "../test/test-app";
import { planCast } from "./plan-test-utils";

const mailer = memoryMailer();
const ctx = useTestApp({ mailer });

describe("a plan's holds lapsing", () => {
  it("cancels all its lessons and tells the family once", async () => {
    const { parent, body } = await planCast(ctx);
    const made = await parent.agent.post("/api/plans").send(body).expect(201);
    await expireUnpaidBookings({ db: ctx.db.db, mailer }, new Date(Date.now() + 31 * 60_000));
    const rows = await ctx.db.db.select().from(bookings).where(eq(bookings.planId, made.body.id));
    expect(rows.map((b) => b.status)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
    const told = await ctx.db.db.select().from(notifications).where(eq(notifications.userId, parent.user.id));
    expect(told.filter((n) => /released/i.test(`${n.title} ${n.message}`))).toHaveLength(1);
  });
});
