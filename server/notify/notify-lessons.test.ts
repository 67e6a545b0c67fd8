// The lesson's events through notify() (issue 16): each writes its in-app notification, and its email goes only while
// the recipient's switch for it (EMAIL_RULE) is on.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferenceKey,
  type EmailPreferences,
} from "@shared/constants";
import { notifications, teacherProfiles, users } from "@shared/schema";
import { memoryMailer } from "../mail/mailer";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import { EMAIL_RULE, type UserEvent } from "./events";
import { notify } from "./notify";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

let seq = 0;
const ALL_ON = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, true])) as EmailPreferences;

/** A user; with timeZone, a teacher with a profile in that zone; with ownZone, the user's own (users.time_zone). */
async function makeUser(prefs: EmailPreferences, timeZone?: string, ownZone?: string) {
  const name = `lessons${Date.now().toString(36)}${++seq}`;
  const [u] = await test.db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      password: "x",
      firstName: "Amina",
      lastName: "Yusuf",
      emailPreferences: prefs,
      timeZone: ownZone,
    })
    .returning();
  if (timeZone) await test.db.insert(teacherProfiles).values({ userId: u.id, timeZone });
  return u;
}

const at = new Date("2026-07-01T13:00:00Z");
const facts = {
  bookingId: 31,
  classTitle: "Tajweed for beginners",
  studentName: "Zayd",
  teacherName: "Amina Yusuf",
  scheduledAt: at,
};

/** Each lesson event, the switch that lets its email go (null: no email), and the in-app type it leaves. */
// [name, event, its email switch, its notification type, and false when its template writes no email at all]
const events: [string, (to: number) => UserEvent, EmailPreferenceKey | null, string, false?][] = [
  [
    // Issue 31, finding 4: an unpaid hold is in the teacher's bell only; the payment emails them.
    "booking, the teacher told",
    (to) => ({ kind: "lesson_booked", to, for: "teacher", amount: "20.00", ...facts }),
    "bookingConfirmations",
    "booking",
    false,
  ],
  [
    // Issue 32: nothing is confirmed by email before the payment; the payment's email confirms it.
    "booking, the parent told",
    (to) => ({ kind: "lesson_booked", to, for: "parent", amount: "20.00", ...facts }),
    "bookingConfirmations",
    "booking",
    false,
  ],
  [
    "payment, the parent's receipt",
    (to) => ({ kind: "lesson_paid", to, for: "parent", amount: "20.00", orderId: "O-1", ...facts }),
    "paymentReceipts",
    "payment",
  ],
  [
    "refund, the parent's receipt",
    (to) => ({ kind: "refund_issued", to, amount: "20.00", ...facts }),
    "paymentReceipts",
    "payment",
  ],
  [
    "payment, the teacher told",
    (to) => ({ kind: "lesson_paid", to, for: "teacher", amount: "20.00", orderId: "O-1", ...facts }),
    "paymentReceipts",
    "payment",
  ],
  [
    "cancellation",
    (to) => ({
      kind: "lesson_cancelled_by",
      to,
      for: "parent",
      by: "teacher",
      refund: "full",
      amount: "20.00",
      ...facts,
    }),
    "bookingConfirmations",
    "booking_cancelled",
  ],
  [
    "reschedule",
    (to) => ({ kind: "lesson_rescheduled", to, for: "parent", previousAt: new Date("2026-06-30T09:00:00Z"), ...facts }),
    "bookingConfirmations",
    "booking_rescheduled",
  ],
  [
    "progress report",
    (to) => ({ kind: "report_written", to, reportId: 4, studentId: 12, rating: 5, homework: null, ...facts }),
    "progressReports",
    "progress_report",
  ],
  [
    "review",
    (to) => ({
      kind: "review_written",
      to,
      reviewId: 8,
      teacherId: 7,
      rating: 5,
      reviewerName: "Maryam R.",
      classTitle: null,
    }),
    "teacherUpdates",
    "review",
  ],
  [
    "reply to a review",
    (to) => ({ kind: "review_replied", to, reviewId: 8, teacherId: 7, teacherName: "Amina Yusuf" }),
    null,
    "review",
  ],
];

describe("notify: the lesson's events and their email switches", () => {
  for (const [name, make, flag, type, emailed] of events) {
    const mails = flag !== null && emailed !== false;
    it(`${name}: in-app always; the email ${mails ? `only while ${flag} is on` : "never"}`, async () => {
      expect(EMAIL_RULE[make(0).kind]).toBe(flag);
      const mailer = memoryMailer();
      const wants = await makeUser(ALL_ON);
      // Every switch on but this one: only this one may stop the email.
      const refuses = await makeUser(flag ? { ...ALL_ON, [flag]: false } : ALL_ON);
      await notify({ db: test.db, mailer }, make(wants.id));
      await notify({ db: test.db, mailer }, make(refuses.id));
      for (const u of [wants, refuses]) {
        const rows = await test.db.select().from(notifications).where(eq(notifications.userId, u.id));
        expect(rows.map((r) => r.type)).toEqual([type]);
      }
      expect(mailer.sent.map((m) => m.to)).toEqual(mails ? [wants.email] : []);
    });
  }

  it("the defaults send every lesson email but the reply's", async () => {
    const mailer = memoryMailer();
    const u = await makeUser(DEFAULT_EMAIL_PREFERENCES);
    for (const [, make] of events) await notify({ db: test.db, mailer }, make(u.id));
    expect(mailer.sent).toHaveLength(
      events.filter(([, , flag, , emailed]) => flag !== null && emailed !== false).length,
    );
  });

  it("a teacher's times are in their profile zone, a parent's in their own zone, UTC only when none is known, each named", async () => {
    const mailer = memoryMailer();
    const teacher = await makeUser(ALL_ON, "Asia/Karachi");
    const parent = await makeUser(ALL_ON, undefined, "Europe/London");
    const unknown = await makeUser(ALL_ON);
    await notify(
      { db: test.db, mailer },
      { kind: "lesson_paid", to: teacher.id, for: "teacher", amount: "20.00", orderId: "O-2", ...facts },
    );
    await notify(
      { db: test.db, mailer },
      { kind: "lesson_paid", to: parent.id, for: "parent", amount: "20.00", orderId: "O-2", ...facts },
    );
    await notify(
      { db: test.db, mailer },
      { kind: "lesson_paid", to: unknown.id, for: "parent", amount: "20.00", orderId: "O-3", ...facts },
    );
    const messageOf = async (userId: number) =>
      (await test.db.select().from(notifications).where(eq(notifications.userId, userId)))[0].message;
    expect(await messageOf(teacher.id)).toContain("Wednesday 1 July 2026, 18:00 (Asia/Karachi)");
    expect(await messageOf(parent.id)).toContain("Wednesday 1 July 2026, 14:00 (Europe/London)");
    expect(await messageOf(unknown.id)).toContain("Wednesday 1 July 2026, 13:00 (UTC)");
    expect(mailer.sent.find((m) => m.to === parent.email)?.text).toContain(
      "Lesson: Wednesday 1 July 2026, 14:00 (Europe/London)",
    );
    expect(mailer.sent.find((m) => m.to === unknown.email)?.text).toContain(
      "Lesson: Wednesday 1 July 2026, 13:00 (UTC)",
    );
  });
});
