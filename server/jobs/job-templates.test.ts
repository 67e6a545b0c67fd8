// The words of the queue's events (issue 17): reminders, an unpaid booking released, a report overdue.
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import { notificationLink } from "@shared/links";
import { PAGES } from "@shared/pages";
import { EMAIL_RULE, type NotifyEvent, type Recipient, type Resolved } from "../notify/events";
import { emailText, inAppText } from "../notify/templates";

const teacher: Recipient = {
  id: 7,
  email: "amina@example.com",
  firstName: "Amina",
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
  timeZone: "Europe/London",
};
const parent: Recipient = {
  id: 9,
  email: "maryam@example.com",
  firstName: "Maryam",
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
  timeZone: "America/New_York",
};
const facts = {
  bookingId: 31,
  classTitle: "Tajweed for beginners",
  studentName: "Zayd",
  teacherName: "Amina Yusuf",
  scheduledAt: new Date("2026-12-01T14:00:00Z"),
};

type Reminder = Resolved<Extract<NotifyEvent, { kind: "lesson_reminder" }>>;
const reminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  kind: "lesson_reminder",
  to: parent,
  for: "parent",
  reminder: "24h",
  meetingUrl: "https://meet.example/tajweed",
  ...facts,
  ...overrides,
});

describe("lesson reminder", () => {
  it("the 24-hour one: the lesson in the recipient's zone, named, and the link to join", () => {
    expect(inAppText(reminder())).toEqual({
      type: "lesson_reminder",
      title: "Lesson reminder",
      message:
        'Coming up: "Tajweed for beginners" for Zayd with Amina Yusuf on Tuesday 1 December 2026, 09:00 (America/New_York). ' +
        "Lesson link: https://meet.example/tajweed",
      data: {
        bookingId: 31,
        reminder: "24h",
        meetingUrl: "https://meet.example/tajweed",
        link: "/parent/dashboard?tab=bookings&booking=31",
      },
    });
    expect(emailText(reminder())).toEqual({
      subject: "Halaqa lesson reminder",
      text:
        "Assalamu alaikum Maryam,\n\n" +
        'Coming up: "Tajweed for beginners" for Zayd with Amina Yusuf on Tuesday 1 December 2026, 09:00 (America/New_York).\n\n' +
        "Lesson link: https://meet.example/tajweed\n\nThe Halaqa team",
    });
  });

  it("the 1-hour one, to the teacher in their zone, opening their booking", () => {
    const e = reminder({ to: teacher, for: "teacher", reminder: "1h" });
    expect(inAppText(e)).toMatchObject({
      type: "lesson_reminder",
      title: "Lesson starting soon",
      message: expect.stringMatching(
        /^Starting within the hour: "Tajweed for beginners" for Zayd with Amina Yusuf on Tuesday 1 December 2026, 14:00 \(Europe\/London\)\. /,
      ),
      data: { bookingId: 31, reminder: "1h", link: "/teacher/dashboard?tab=bookings&booking=31" },
    });
    expect(emailText(e)?.subject).toBe("Your Halaqa lesson starts within the hour");
    expect(emailText(e)?.text).toContain("14:00 (Europe/London)");
  });

  it("without a link: the teacher is asked to add one, the family told it is not there yet", () => {
    expect(inAppText(reminder({ to: teacher, for: "teacher", meetingUrl: null }))?.message).toMatch(
      /No lesson link is set yet: add one to the lesson in your bookings\.$/,
    );
    expect(emailText(reminder({ meetingUrl: null }))?.text).toContain("The teacher has not added the lesson link yet.");
    expect(inAppText(reminder({ meetingUrl: null }))?.data.meetingUrl).toBeNull();
  });

  it("a recipient without a zone reads UTC, named", () => {
    expect(inAppText(reminder({ to: { ...parent, timeZone: undefined } }))?.message).toContain("14:00 (UTC)");
  });
});

describe("booking released and report overdue", () => {
  it("booking released: the parent is told it was not paid in time and the time is free again", () => {
    const e: Resolved = { kind: "booking_expired", to: parent, ...facts };
    expect(inAppText(e)).toEqual({
      type: "booking_expired",
      title: "Booking released",
      message:
        'Your booking of "Tajweed for beginners" for Zayd with Amina Yusuf on Tuesday 1 December 2026, 09:00 (America/New_York) was not paid ' +
        "within 30 minutes, so it was released and the time is free again. You can book again at any time.",
      data: { bookingId: 31, link: "/parent/dashboard?tab=bookings&booking=31" },
    });
    expect(emailText(e)?.subject).toBe("Your Halaqa booking was released");
    expect(emailText(e)?.text).toContain(
      "was not paid within 30 minutes, so it was released and the time is free again.\n\nYou can book again on Halaqa at any time.",
    );
  });

  it("report overdue: a reminder to the teacher that opens the lesson", () => {
    const e: Resolved = { kind: "report_nudge", to: teacher, ...facts };
    expect(inAppText(e)).toEqual({
      type: "reminder",
      title: "A lesson awaits your report",
      message:
        '"Tajweed for beginners" for Zayd with Amina Yusuf on Tuesday 1 December 2026, 14:00 (Europe/London) ended more than 72 hours ago and ' +
        "awaits its report. Please record the attendance and write the report for the family.",
      data: { bookingId: 31, link: "/teacher/dashboard?tab=bookings&booking=31" },
    });
    expect(emailText(e)?.subject).toBe("A Halaqa lesson awaits your report");
  });

  it("each goes by email under its own switch", () => {
    expect(EMAIL_RULE.lesson_reminder).toBe("lessonReminders");
    expect(EMAIL_RULE.booking_expired).toBe("bookingConfirmations");
    expect(EMAIL_RULE.report_nudge).toBe("teacherUpdates");
  });

  it("every one opens a page of the app", () => {
    const paths = new Set(PAGES.map((p) => p.path));
    const events: Resolved[] = [
      reminder(),
      reminder({ to: teacher, for: "teacher", reminder: "1h", meetingUrl: null }),
      { kind: "booking_expired", to: parent, ...facts },
      { kind: "report_nudge", to: teacher, ...facts },
    ];
    for (const e of events) {
      const link = notificationLink(inAppText(e)?.data);
      expect(link, e.kind).not.toBeNull();
      expect(paths.has(link!.split(/[?#]/)[0]), `${e.kind}: ${link}`).toBe(true);
    }
  });
});
