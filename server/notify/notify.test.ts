import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES, EMAIL_PREFERENCE_KEYS, type EmailPreferences } from "@shared/constants";
import { notifications, teacherProfiles, users } from "@shared/schema";
import { memoryMailer, type Mailer } from "../mail/mailer";
import { createTestDatabase, type TestDatabase } from "../test/test-db";
import type { NotifyEvent, UserEvent } from "./events";
import { notify, notifyAll, recordAllInApp, recordInApp } from "./notify";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

let seq = 0;
const ALL_OFF = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, false])) as EmailPreferences;

/** A user; with a zone, a teacher with a profile in that zone; with ownZone, the user's own (users.time_zone). */
async function makeUser(
  opts: { prefs?: EmailPreferences; timeZone?: string; ownZone?: string; language?: "en" | "ar" } = {},
) {
  const name = `notify${Date.now().toString(36)}${++seq}`;
  const [u] = await test.db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      password: "x",
      firstName: "Amina",
      lastName: "Yusuf",
      emailPreferences: opts.prefs ?? DEFAULT_EMAIL_PREFERENCES,
      timeZone: opts.ownZone ?? null,
      language: opts.language ?? "en",
    })
    .returning();
  if (opts.timeZone) await test.db.insert(teacherProfiles).values({ userId: u.id, timeZone: opts.timeZone });
  return u;
}

const rowsOf = (userId: number) => test.db.select().from(notifications).where(eq(notifications.userId, userId));
const feedRows = (kind: string, key: string, value: number) =>
  test.db
    .select()
    .from(notifications)
    .where(
      and(
        isNull(notifications.userId),
        sql`${notifications.type} = ${kind}`,
        sql`(${notifications.data}->>${key})::int = ${value}`,
      ),
    );

const at = new Date("2026-12-01T14:00:00Z");

/** Every user event, the in-app type it leaves (null: email only), and whether its email ignores the preferences. */
const userEvents: [string, (to: number) => UserEvent, string | null, boolean][] = [
  ["welcome", (to) => ({ kind: "welcome", to }), null, false],
  [
    "password reset",
    (to) => ({ kind: "password_reset", to, link: "https://halaqa.example/reset-password?token=t" }),
    null,
    true,
  ],
  ["application reminder", (to) => ({ kind: "application_reminder", to }), "reminder", false],
  [
    "interview scheduled",
    (to) => ({ kind: "interview_scheduled", to, interviewId: 1, scheduledAt: at }),
    "interview_scheduled",
    false,
  ],
  [
    "teacher approved",
    (to) => ({ kind: "teacher_reviewed", to, profileId: 1, status: "approved", feedback: "" }),
    "teacher_status",
    false,
  ],
  [
    "teacher needs improvement",
    (to) => ({ kind: "teacher_reviewed", to, profileId: 1, status: "rejected", feedback: "Add your CV" }),
    "teacher_status",
    false,
  ],
  [
    "account suspended",
    (to) => ({ kind: "account_status", to, suspended: true, reason: "Forged documents" }),
    "account_status",
    true,
  ],
  ["account restored", (to) => ({ kind: "account_status", to, suspended: false }), "account_status", true],
  [
    "lesson cancelled",
    (to) => ({
      kind: "lesson_cancelled",
      to,
      bookingId: 1,
      classTitle: "Tajweed",
      studentName: "Zayd",
      teacherName: "Amina Yusuf",
      scheduledAt: at,
      amount: "20.00",
      paid: true,
      reason: "the teacher is no longer available on Halaqa.",
      refunded: true,
    }),
    "booking_cancelled",
    false,
  ],
];

describe("notify: each user event", () => {
  for (const [name, make, inAppType, always] of userEvents) {
    it(`${name}: ${inAppType ? "an in-app notification" : "no in-app notification"}, the email per the preferences${always ? " (ignored: it always goes)" : ""}`, async () => {
      const mailer = memoryMailer();
      const wants = await makeUser();
      const refuses = await makeUser({ prefs: ALL_OFF });
      await notify({ db: test.db, mailer }, make(wants.id));
      await notify({ db: test.db, mailer }, make(refuses.id));
      for (const u of [wants, refuses])
        expect((await rowsOf(u.id)).map((r) => r.type)).toEqual(inAppType ? [inAppType] : []);
      expect(mailer.sent.map((m) => m.to)).toEqual(always ? [wants.email, refuses.email] : [wants.email]);
      expect(mailer.sent[0].text).toMatch(/^Assalamu alaikum Amina,\n\n/);
    });
  }
});

describe("notify: the recipient's zone", () => {
  it("shows a teacher's times in their profile zone and, with no zone known, in UTC, the zone named", async () => {
    const mailer = memoryMailer();
    const teacher = await makeUser({ timeZone: "America/New_York" });
    const parent = await makeUser();
    const event = (to: number): NotifyEvent => ({ kind: "interview_scheduled", to, interviewId: 2, scheduledAt: at });
    await notifyAll({ db: test.db, mailer }, [event(teacher.id), event(parent.id)]);
    expect((await rowsOf(teacher.id))[0].message).toBe(
      "Your vetting interview is scheduled for Tuesday 1 December 2026, 09:00 (America/New_York).",
    );
    expect((await rowsOf(parent.id))[0].message).toBe(
      "Your vetting interview is scheduled for Tuesday 1 December 2026, 14:00 (UTC).",
    );
    expect(mailer.sent.find((m) => m.to === teacher.email)?.text).toContain("09:00 (America/New_York)");
    expect(mailer.sent.find((m) => m.to === parent.email)?.text).toContain("14:00 (UTC)");
  });

  it("uses the user's own zone first, for a parent and over a teacher's profile zone", async () => {
    const mailer = memoryMailer();
    const parent = await makeUser({ ownZone: "Asia/Riyadh" });
    const teacher = await makeUser({ timeZone: "America/New_York", ownZone: "Asia/Karachi" });
    const event = (to: number): NotifyEvent => ({ kind: "interview_scheduled", to, interviewId: 3, scheduledAt: at });
    await notifyAll({ db: test.db, mailer }, [event(parent.id), event(teacher.id)]);
    expect((await rowsOf(parent.id))[0].message).toBe(
      "Your vetting interview is scheduled for Tuesday 1 December 2026, 17:00 (Asia/Riyadh).",
    );
    expect((await rowsOf(teacher.id))[0].message).toBe(
      "Your vetting interview is scheduled for Tuesday 1 December 2026, 19:00 (Asia/Karachi).",
    );
    expect(mailer.sent.find((m) => m.to === parent.email)?.text).toContain("17:00 (Asia/Riyadh)");
  });
});

describe("notify: admin feed events", () => {
  it("writes the shared feed's row (no recipient) and sends no email", async () => {
    const mailer = memoryMailer();
    const marker = 900_000 + seq;
    await notifyAll({ db: test.db, mailer }, [
      {
        kind: "new_user",
        user: { id: marker, username: "maryam", firstName: "Maryam", lastName: "Rahman", userType: "parent" },
      },
      {
        kind: "teacher_application",
        teacher: { id: marker, firstName: "Amina", lastName: "Yusuf" },
        resubmitted: true,
      },
      { kind: "refund_failed", bookingId: marker, amount: "20.00", orderId: null },
      {
        kind: "document_replaced",
        userId: marker,
        teacherName: null,
        profileId: 1,
        documentId: 1,
        documentType: "id",
        fileName: "passport.png",
        backToReview: false,
      },
    ]);
    expect(await feedRows("new_user", "userId", marker)).toHaveLength(1);
    expect(await feedRows("teacher_application", "userId", marker)).toHaveLength(1);
    expect(await feedRows("booking_cancelled", "bookingId", marker)).toHaveLength(1);
    expect(await feedRows("document_replaced", "userId", marker)).toHaveLength(1);
    expect(mailer.sent).toEqual([]);
  });
});

describe("recordInApp, then notify after the commit", () => {
  it("writes the in-app row with the transaction and sends only the email afterwards (no second row)", async () => {
    const mailer = memoryMailer();
    const u = await makeUser({ timeZone: "Europe/London" });
    const recorded = await test.db.transaction(async (tx) => {
      const r = await recordInApp(tx, {
        kind: "teacher_reviewed",
        to: u.id,
        profileId: 1,
        status: "approved",
        feedback: "Welcome",
      });
      expect(mailer.sent).toEqual([]);
      return r;
    });
    expect(recorded.to).toMatchObject({ id: u.id, email: u.email, timeZone: "Europe/London" });
    await notify({ db: test.db, mailer }, recorded);
    expect(await rowsOf(u.id)).toHaveLength(1);
    expect(mailer.sent).toEqual([
      expect.objectContaining({ to: u.email, subject: "Your Halaqa teacher profile is approved" }),
    ]);
  });

  it("leaves no notification when the transaction rolls back", async () => {
    const u = await makeUser();
    await expect(
      test.db.transaction(async (tx) => {
        await recordAllInApp(tx, [
          { kind: "account_status", to: u.id, suspended: true, reason: "x" },
          { kind: "application_reminder", to: u.id },
        ]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await rowsOf(u.id)).toEqual([]);
  });

  it("refuses a recipient that does not exist", async () => {
    await expect(
      test.db.transaction((tx) => recordInApp(tx, { kind: "application_reminder", to: 2_000_000_000 })),
    ).rejects.toThrow(/does not exist/);
  });
});

describe("notify: failures and absences", () => {
  it("logs a failed email and goes on: the in-app row stays, the other emails go", async () => {
    const sent: string[] = [];
    const flaky: Mailer = {
      async send(message) {
        if (sent.length === 0) {
          sent.push("failed");
          throw new Error("SMTP down");
        }
        sent.push(message.to);
      },
    };
    const logger = { warn: vi.fn() };
    const first = await makeUser();
    const second = await makeUser();
    const event = (to: number): NotifyEvent => ({ kind: "account_status", to, suspended: false });
    await expect(
      notifyAll({ db: test.db, mailer: flaky, logger }, [event(first.id), event(second.id)]),
    ).resolves.toBeUndefined();
    expect(sent).toEqual(["failed", second.email]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: { message: "SMTP down" }, event: "account_status" }),
      "email could not be sent",
    );
    expect(await rowsOf(first.id)).toHaveLength(1);
  });

  it("without a mailer writes the in-app row only; a user gone since the event is skipped", async () => {
    const u = await makeUser();
    await notify({ db: test.db }, { kind: "application_reminder", to: u.id, message: "Please upload your ID." });
    expect((await rowsOf(u.id)).map((r) => r.message)).toEqual(["Please upload your ID."]);
    const mailer = memoryMailer();
    await notify({ db: test.db, mailer }, { kind: "account_status", to: 2_000_000_000, suspended: false });
    expect(mailer.sent).toEqual([]);
  });

  it("a recipient given whole is not read from the database, and a missing preference counts as its default", async () => {
    const mailer = memoryMailer();
    const prefs = { ...DEFAULT_EMAIL_PREFERENCES } as Partial<EmailPreferences>;
    delete prefs.welcomeEmails;
    await notify(
      { db: test.db, mailer },
      {
        kind: "welcome",
        to: {
          id: 2_000_000_001,
          email: "ghost@example.com",
          firstName: "Hana",
          emailPreferences: prefs as EmailPreferences,
        },
      },
    );
    expect(mailer.sent).toEqual([expect.objectContaining({ to: "ghost@example.com", subject: "Welcome to Halaqa" })]);
  });
});

describe("the recipient's language", () => {
  it("writes an Arabic reader's in-app notification and email in Arabic, read from their preference", async () => {
    const mailer = memoryMailer();
    const reader = await makeUser({ ownZone: "Asia/Riyadh", language: "ar" });
    await notify(
      { db: test.db, mailer },
      { kind: "interview_scheduled", to: reader.id, interviewId: 1, scheduledAt: at },
    );
    const [row] = await rowsOf(reader.id);
    expect(row.title).toBe("تم تحديد موعد المقابلة");
    // The time is isolated (U+2068 … U+2069) inside the Arabic sentence.
    expect(row.message).toBe(
      "حُدد موعد مقابلة التحقق الخاصة بك: \u2068الثلاثاء 1 ديسمبر 2026، 17:00 (Asia/Riyadh)\u2069.",
    );
    expect(mailer.sent.at(-1)?.subject).toBe("تم تحديد موعد مقابلتك على Halaqa");
    const english = await makeUser({ ownZone: "Asia/Riyadh" });
    await notify(
      { db: test.db, mailer },
      { kind: "interview_scheduled", to: english.id, interviewId: 1, scheduledAt: at },
    );
    expect((await rowsOf(english.id))[0].message).toBe(
      "Your vetting interview is scheduled for Tuesday 1 December 2026, 17:00 (Asia/Riyadh).",
    );
  });
});
