// Issue 32's emails: nothing says "confirmed" before the payment; every refund is emailed to the family, its amount
// named, whichever way it was made, within the email budget; every email links to what it is about on the app's URL.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memoryMailer } from "../mail/mailer";
import { lessonCast, moveLesson, notificationsOf } from "../test/lessons";
import { signInAs, useTestApp } from "../test/test-app";
import { EMAILS_PER_RECIPIENT_HOUR } from "./mail-budget";

const APP_URL = "https://halaqa.example";
const mailer = memoryMailer();
const ctx = useTestApp({ mailer, appUrl: APP_URL });

const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email);
const refundMails = (email: string) => mailsTo(email).filter((m) => m.subject.startsWith("Halaqa refund"));
const bookingUrl = (id: number) => `${APP_URL}/parent/dashboard?tab=bookings&booking=${id}`;

describe("the booking's confirmation", () => {
  it("is emailed when the payment is captured, never when the booking is made", async () => {
    const unpaid = await lessonCast(ctx, { pay: false });
    expect(mailsTo(unpaid.parent.user.email).filter((m) => /confirmed/i.test(m.subject))).toEqual([]);

    const paid = await lessonCast(ctx);
    const [confirmation, ...others] = mailsTo(paid.parent.user.email).filter((m) => /confirmed/i.test(m.subject));
    expect(others).toEqual([]);
    expect(confirmation.subject).toBe("Your Halaqa booking is confirmed: receipt for $20.00");
    expect(confirmation.text).toContain(`Open it on Halaqa: ${bookingUrl(paid.bookingId)}\n\nThe Halaqa team`);
  });
});

describe("a refund", () => {
  const expectRefundEmail = (email: string, bookingId: number) => {
    const [mail, ...more] = refundMails(email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Halaqa refund: $20.00");
    expect(mail.text).toContain("Refunded: $20.00");
    expect(mail.text).toContain("The money goes back to the PayPal account you paid with.");
    expect(mail.text).toContain(bookingUrl(bookingId));
  };

  it("is emailed to the family when they cancel in time", async () => {
    const a = await lessonCast(ctx);
    const res = await a.parent.agent.patch(`/api/bookings/${a.bookingId}`).send({ status: "cancelled" });
    expect(res.body.refund).toBe("full");
    expectRefundEmail(a.parent.user.email, a.bookingId);
    const [note] = await notificationsOf(ctx, a.parent.user.id, "payment").then((n) =>
      n.filter((x) => x.title === "Refund issued"),
    );
    expect(note.message).toContain("We refunded $20.00 for");
  });

  it("is emailed to the family when the teacher cancels", async () => {
    const a = await lessonCast(ctx);
    await a.teacher.agent.patch(`/api/bookings/${a.bookingId}`).send({ status: "cancelled" }).expect(200);
    expectRefundEmail(a.parent.user.email, a.bookingId);
  });

  it("is emailed to the family when an admin cancels", async () => {
    const a = await lessonCast(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    await admin.agent.patch(`/api/bookings/${a.bookingId}`).send({ status: "cancelled" }).expect(200);
    expectRefundEmail(a.parent.user.email, a.bookingId);
  });

  it("is emailed to the family when the teacher reports being absent", async () => {
    const a = await lessonCast(ctx);
    await moveLesson(ctx, a.bookingId, -2);
    await a.teacher.agent
      .post(`/api/bookings/${a.bookingId}/report`)
      .send({ attendance: "teacher_absent" })
      .expect(201);
    expectRefundEmail(a.parent.user.email, a.bookingId);
  });

  it("of a suspended teacher's lesson is stated, with its amount, in the one cancellation email", async () => {
    const a = await lessonCast(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    await admin.agent
      .patch(`/api/admin/users/${a.teacher.user.id}`)
      .send({ suspended: true, reason: "Documents forged" })
      .expect(200);
    const cancelled = mailsTo(a.parent.user.email).filter((m) => m.subject === "Your Halaqa lesson was cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].text).toContain("Your payment of $20.00 has been refunded to your PayPal account.");
    expect(cancelled[0].text).toContain(bookingUrl(a.bookingId));
    expect(refundMails(a.parent.user.email)).toEqual([]);
  });

  it("stays in the bell once the family's hourly email budget is spent", async () => {
    const a = await lessonCast(ctx);
    await ctx.db.db.execute(
      sql`insert into rate_limits (key, hits, reset_at) values (${`mail:user:${a.parent.user.id}`}, ${EMAILS_PER_RECIPIENT_HOUR}, now() + interval '1 hour')
          on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`,
    );
    await a.parent.agent.patch(`/api/bookings/${a.bookingId}`).send({ status: "cancelled" }).expect(200);
    expect(refundMails(a.parent.user.email)).toEqual([]);
    const notes = await notificationsOf(ctx, a.parent.user.id, "payment");
    expect(notes.filter((n) => n.title === "Refund issued")).toHaveLength(1);
  });
});

describe("every email", () => {
  it("links to what it is about with an absolute URL on the app's configured address", async () => {
    // Everything the tests above sent: receipts, refunds, cancellations, the suspension, the teachers' notices.
    expect(mailer.sent.length).toBeGreaterThan(10);
    const unlinked = mailer.sent.filter((m) => !new RegExp(`${APP_URL}/\\S+`).test(m.text));
    expect(unlinked.map((m) => m.subject)).toEqual([]);
    const suspension = mailer.sent.find((m) => m.subject === "Your Halaqa account has been suspended");
    expect(suspension?.text).toContain(`write to us through our contact page: ${APP_URL}/contact`);
    expect(suspension?.text).not.toMatch(/reply to this email/);
  });
});
