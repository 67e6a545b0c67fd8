// Notifications and emails in their reader's language (decision 067): an Arabic reader gets every text in Arabic, times
// in Arabic words in their zone, the values (names, titles, links) as written. English readers: the other tests.
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import type { NotifyEvent, Recipient, Resolved, UserEvent } from "./events";
import { withLink } from "./email-links";
import { emailText, inAppText } from "./templates";
import { say, whenIn } from "./words";

const arabic: Recipient = {
  id: 9,
  email: "maryam@example.com",
  firstName: "Maryam",
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
  timeZone: "Europe/London",
  language: "ar",
};
const at = new Date("2026-07-01T13:00:00Z");
const facts = {
  bookingId: 31,
  classTitle: "Tajweed for beginners",
  studentName: "Zayd",
  teacherName: "Amina Yusuf",
  scheduledAt: at,
};

/** Every user event with an in-app notification, in each of its variants, addressed to the Arabic reader. */
const events: Resolved<UserEvent>[] = (
  [
    { kind: "application_reminder" },
    { kind: "interview_scheduled", interviewId: 4, scheduledAt: at },
    { kind: "interview_scheduled", interviewId: 4, scheduledAt: at, meetingUrl: "https://meet.example/abc" },
    {
      kind: "interview_updated",
      interviewId: 4,
      scheduledAt: at,
      previousAt: new Date("2026-06-30T09:30:00Z"),
      meetingUrl: "https://meet.example/abc",
    },
    { kind: "interview_updated", interviewId: 4, scheduledAt: at, meetingUrl: "https://meet.example/abc" },
    { kind: "interview_cancelled", interviewId: 4, scheduledAt: at },
    { kind: "teacher_reviewed", profileId: 3, status: "approved", feedback: "" },
    { kind: "teacher_reviewed", profileId: 3, status: "rejected", feedback: "" },
    { kind: "account_status", suspended: true, reason: "" },
    { kind: "account_status", suspended: false },
    {
      kind: "lesson_cancelled",
      ...facts,
      amount: "20.00",
      paid: true,
      reason: "the teacher is no longer available on Halaqa.",
    },
    { kind: "lesson_booked", ...facts, for: "parent", amount: "20.00" },
    { kind: "lesson_booked", ...facts, for: "teacher", amount: "20.00" },
    { kind: "lesson_paid", ...facts, for: "parent", amount: "20.00", orderId: "ORDER9" },
    { kind: "lesson_paid", ...facts, for: "teacher", amount: "20.00", orderId: "ORDER9" },
    ...(["admin", "parent", "teacher"] as const).flatMap((by) =>
      (["full", "pending", "none", "unpaid"] as const).map((refund) => ({
        kind: "lesson_cancelled_by",
        ...facts,
        for: "parent",
        by,
        refund,
        amount: "20.00",
      })),
    ),
    { kind: "refund_issued", ...facts, amount: "20.00" },
    { kind: "lesson_rescheduled", ...facts, for: "teacher", previousAt: new Date("2026-06-30T09:30:00Z") },
    { kind: "report_written", ...facts, reportId: 5, studentId: 6, rating: 5, homework: "" },
    {
      kind: "badge_earned",
      studentId: 6,
      studentName: "Zayd",
      code: "juz-30",
      title: "Juz 30 memorised",
      certificateCode: "C0DE",
    },
    {
      kind: "badge_earned",
      studentId: 6,
      studentName: "Zayd",
      code: "first-surah",
      title: "First surah memorised: An-Naas",
      certificateCode: null,
    },
    {
      kind: "badge_earned",
      studentId: 6,
      studentName: "Zayd",
      code: "lessons-10",
      title: "10 lessons attended",
      certificateCode: null,
    },
    {
      kind: "badge_withdrawn",
      studentId: 6,
      studentName: "Zayd",
      code: "khatm",
      title: "Khatm: the whole Quran memorised",
    },
    {
      kind: "certificates_withdrawn",
      studentId: 6,
      studentName: "Zayd",
      teacherName: "Amina Yusuf",
      badges: [
        { code: "first-surah", title: "First surah memorised: An-Naas" },
        { code: "juz-30", title: "Juz 30 memorised" },
        { code: "khatm", title: "Khatm: the whole Quran memorised" },
      ],
    },
    {
      kind: "review_written",
      reviewId: 8,
      teacherId: 7,
      rating: 4,
      reviewerName: "Maryam Ali",
      classTitle: "Tajweed for beginners",
    },
    { kind: "review_written", reviewId: 8, teacherId: 7, rating: 4, reviewerName: "Maryam Ali", classTitle: null },
    { kind: "review_replied", reviewId: 8, teacherId: 7, teacherName: "Amina Yusuf" },
    { kind: "lesson_reminder", ...facts, for: "parent", reminder: "24h", meetingUrl: "https://meet.example/abc" },
    { kind: "lesson_reminder", ...facts, for: "parent", reminder: "1h", meetingUrl: null },
    { kind: "lesson_reminder", ...facts, for: "teacher", reminder: "1h", meetingUrl: null },
    { kind: "booking_expired", ...facts },
    { kind: "report_nudge", ...facts },
  ] as Omit<Resolved<UserEvent>, "to">[]
).map((e) => ({ ...e, to: arabic }) as Resolved<UserEvent>);

/** The values an Arabic notification may show in Latin letters: names and titles as written, the zone, codes, a link. */
const DATA = [
  "Tajweed for beginners",
  "Amina Yusuf",
  "Maryam Ali",
  "Maryam",
  "Zayd",
  "Europe/London",
  "ORDER9",
  "https://meet.example/abc",
  "Halaqa",
];

/** The text without the marks that isolate each value (U+2068 … U+2069), to read it as a person does. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "");

function latinLeft(text: string): string[] {
  let rest = text;
  for (const value of DATA) rest = rest.split(value).join(" ");
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
}

describe("in-app notifications in Arabic", () => {
  it.each(
    events.map((e) => [`${e.kind}${"for" in e ? ` (${e.for})` : ""}${"refund" in e ? ` ${e.by}/${e.refund}` : ""}`, e]),
  )("%s: title and message are Arabic, its values as written", (_name, e) => {
    const text = inAppText(e as Resolved)!;
    expect(text).not.toBeNull();
    expect(latinLeft(`${text.title}\n${text.message}`)).toEqual([]);
    expect(`${text.title}${text.message}`).toMatch(/[\u0600-\u06FF]/);
  });

  it("puts the values in: the lesson, its time in Arabic words in the reader's zone, the amount", () => {
    const booked = inAppText({
      kind: "lesson_booked",
      ...facts,
      for: "parent",
      amount: "20.00",
      to: arabic,
    } as Resolved)!;
    expect(booked.title).toBe("حجز بانتظار الدفع");
    // 13:00 UTC is 14:00 in London in July; the weekday and month in Arabic.
    expect(plain(booked.message)).toBe(
      "حجزت الحصة «Tajweed for beginners» لـZayd مع Amina Yusuf يوم الأربعاء 1 يوليو 2026، 14:00 (Europe/London). السعر: 20.00 $.",
    );
    // Each value isolated, so a Latin title keeps its order in the Arabic sentence.
    expect(booked.message).toContain("«\u2068Tajweed for beginners\u2069»");
    expect(whenIn(at, "Europe/London", "ar")).toBe("الأربعاء 1 يوليو 2026، 14:00 (Europe/London)");
  });

  it("names the first surah in Arabic, as the child's Progress page does", () => {
    const badge = inAppText({
      kind: "badge_earned",
      studentId: 6,
      studentName: "Zayd",
      code: "first-surah",
      title: "First surah memorised: An-Naas",
      certificateCode: null,
      to: arabic,
    } as Resolved)!;
    expect(plain(badge.message)).toBe("حفظ أول سورة: الناس.");
  });

  it("reads a platform phrase in a slot only as a key of the file, never for placeholders", () => {
    const cancelled = (reason: string) =>
      inAppText({
        kind: "lesson_cancelled",
        ...facts,
        amount: "20.00",
        paid: false,
        reason,
        to: { ...arabic, language: "en" },
      } as Resolved)!.message;
    expect(cancelled("{{lng}} $t(Lesson cancelled)")).toMatch(/was cancelled: \{\{lng\}\} \$t\(Lesson cancelled\)$/);
  });

  it("keeps an admin's own words as written, and a value that looks like a placeholder or a nesting as text", () => {
    const reminder = inAppText({
      kind: "application_reminder",
      message: "Please upload your ID",
      to: arabic,
    } as Resolved)!;
    expect(reminder).toMatchObject({ title: "يُرجى إكمال طلبك", message: "Please upload your ID" });
    const sneaky = inAppText({
      kind: "review_replied",
      reviewId: 8,
      teacherId: 7,
      teacherName: "{{teacher}} $t(New review)",
      to: arabic,
    } as Resolved)!;
    expect(plain(sneaky.message)).toBe("ردّ من {{teacher}} $t(New review) على تقييمك.");
  });

  it("writes English for a reader without a language, and for the admins' shared feed", () => {
    const english = inAppText({
      kind: "lesson_booked",
      ...facts,
      for: "parent",
      amount: "20.00",
      to: { ...arabic, language: undefined },
    } as Resolved)!;
    expect(english.message).toBe(
      'You booked "Tajweed for beginners" for Zayd with Amina Yusuf on Wednesday 1 July 2026, 14:00 (Europe/London). Price: $20.00.',
    );
    const feed = inAppText({
      kind: "teacher_application",
      teacher: { id: 1, firstName: "Omar", lastName: "Farouk" },
      resubmitted: false,
    } as NotifyEvent as Resolved)!;
    expect(feed).toMatchObject({
      title: "New teacher application",
      message: "Omar Farouk submitted a teacher application.",
    });
    expect(say("en", "Lesson link: {{url}}", { url: "x" })).toBe("Lesson link: x");
  });
});

describe("emails in Arabic", () => {
  const more = [
    { kind: "welcome" },
    { kind: "password_reset", link: "https://halaqa.example/reset-password?token=t" },
    {
      kind: "lesson_cancelled",
      ...facts,
      amount: "20.00",
      paid: true,
      refunded: true,
      reason: "the teacher is no longer available on Halaqa.",
    },
    {
      kind: "lesson_cancelled",
      ...facts,
      amount: "20.00",
      paid: false,
      reason: "the teacher is no longer available on Halaqa.",
    },
    { kind: "report_written", ...facts, reportId: 5, studentId: 6, rating: 4, homework: "" },
  ].map((e) => ({ ...e, to: arabic }) as Resolved<UserEvent>);
  const mailed = [...events, ...more].filter((e) => emailText(e as Resolved) !== null);

  it.each(
    mailed.map((e) => [`${e.kind}${"for" in e ? ` (${e.for})` : ""}${"refund" in e ? ` ${e.by}/${e.refund}` : ""}`, e]),
  )("%s: subject and letter are Arabic, its values as written", (_name, e) => {
    // With the link to what it is about (issue 32), whose line is Arabic too.
    const email = withLink(emailText(e as Resolved)!, e, "https://halaqa.example");
    const bare = `${email.subject}\n${email.text}`.replace(/https:\/\/\S+/g, " ");
    expect(latinLeft(bare.split("PayPal").join(" "))).toEqual([]);
    expect(plain(email.text).startsWith("السلام عليكم Maryam،\n\n")).toBe(true);
    expect(email.text.endsWith("\n\nفريق Halaqa")).toBe(true);
  });

  it("covers every kind of email a user gets", () => {
    const kinds = new Set(mailed.map((e) => e.kind));
    // review_replied has no email, nor a booking not yet paid (issue 32: its payment confirms it); the others each
    // have one.
    const silent = ["review_replied", "lesson_booked"];
    expect([...kinds].sort()).toEqual(
      [...new Set([...events, ...more].map((e) => e.kind))].filter((k) => !silent.includes(k)).sort(),
    );
  });

  it("leaves a link and an order id bare, so a mail client finds them whole and a reader copies them whole", () => {
    const reminder = emailText({
      kind: "lesson_reminder",
      ...facts,
      for: "parent",
      reminder: "1h",
      meetingUrl: "https://meet.example/abc",
      to: arabic,
    } as Resolved)!;
    expect(reminder.text).toContain("رابط الحصة: https://meet.example/abc\n");
    const receipt = emailText({
      kind: "lesson_paid",
      ...facts,
      for: "parent",
      amount: "20.00",
      orderId: "ORDER9",
      to: arabic,
    } as Resolved)!;
    expect(receipt.text).toContain("رقم الطلب: ORDER9");
  });

  it("drops a value's embeddings and overrides, so a name cannot turn the sentence backwards", () => {
    const replied = inAppText({
      kind: "review_replied",
      reviewId: 8,
      teacherId: 7,
      teacherName: "Amina\u202E Yusuf",
      to: arabic,
    } as Resolved)!;
    expect(replied.message).toBe("ردّ من \u2068Amina Yusuf\u2069 على تقييمك.");
    const english = inAppText({
      kind: "review_replied",
      reviewId: 8,
      teacherId: 7,
      teacherName: "Amina\u202E Yusuf",
      to: { ...arabic, language: "en" },
    } as Resolved)!;
    expect(english.message).toBe("Amina Yusuf replied to your review.");
  });

  it("drops isolate marks without their pair from a value, so a class title cannot break out of the marks around it", () => {
    const title = "Tajweed\u2069 cancelled by admin \u2066 for Young Readers";
    const booked = inAppText({
      kind: "lesson_booked",
      ...facts,
      classTitle: title,
      for: "teacher",
      amount: "20.00",
      to: arabic,
    } as Resolved)!;
    expect(booked.message).toContain("«\u2068Tajweed cancelled by admin  for Young Readers\u2069»");
    // Every isolate the message opens, it closes.
    let depth = 0;
    for (const c of booked.message) {
      if (c >= "\u2066" && c <= "\u2068") depth++;
      else if (c === "\u2069") expect(--depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });

  it("writes an English reader's email as before", () => {
    const email = emailText({ kind: "welcome", to: { ...arabic, language: "en" } } as Resolved)!;
    expect(email).toEqual({
      subject: "Welcome to Halaqa",
      text: "Assalamu alaikum Maryam,\n\nWelcome to Halaqa. Your account is ready.\n\nThe Halaqa team",
    });
  });
});
