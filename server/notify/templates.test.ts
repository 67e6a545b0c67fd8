import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import { notificationLink } from "@shared/links";
import { PAGES } from "@shared/pages";
import { withLink } from "./email-links";
import type { NotifyEvent, Recipient, Resolved, UserEvent } from "./events";
import { DEFAULT_REMINDER, emailText, inAppText, whenIn } from "./templates";

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
};
const winter = new Date("2026-12-01T14:00:00Z");
const summer = new Date("2026-07-01T13:00:00Z");

const lesson = (overrides: Partial<Resolved<Extract<NotifyEvent, { kind: "lesson_cancelled" }>>> = {}): Resolved => ({
  kind: "lesson_cancelled",
  to: parent,
  bookingId: 31,
  classTitle: "Tajweed for beginners",
  studentName: "Zayd",
  teacherName: "Amina Yusuf",
  scheduledAt: winter,
  amount: "20.00",
  paid: true,
  reason: "the teacher is no longer available on Halaqa.",
  ...overrides,
});

describe("whenIn", () => {
  it("shows the instant in the zone, with the zone named, summer time included", () => {
    expect(whenIn(winter, "Europe/London")).toBe("Tuesday 1 December 2026, 14:00 (Europe/London)");
    expect(whenIn(summer, "Europe/London")).toBe("Wednesday 1 July 2026, 14:00 (Europe/London)");
    expect(whenIn(winter, "America/New_York")).toBe("Tuesday 1 December 2026, 09:00 (America/New_York)");
  });

  it("names UTC for users without a zone, and falls back to it for an unknown zone", () => {
    expect(whenIn(winter)).toBe("Tuesday 1 December 2026, 14:00 (UTC)");
    expect(whenIn(winter, "Nowhere/Atlantis")).toBe("Tuesday 1 December 2026, 14:00 (UTC)");
  });
});

describe("user events", () => {
  it("welcome: an email only", () => {
    const e: Resolved = { kind: "welcome", to: parent };
    expect(inAppText(e)).toBeNull();
    expect(emailText(e)).toEqual({
      subject: "Welcome to Halaqa",
      text: "Assalamu alaikum Maryam,\n\nWelcome to Halaqa. Your account is ready.\n\nThe Halaqa team",
    });
  });

  it("password reset: an email with the link, no in-app notification", () => {
    const e: Resolved = { kind: "password_reset", to: parent, link: "https://halaqa.example/reset-password?token=abc" };
    expect(inAppText(e)).toBeNull();
    const email = emailText(e)!;
    expect(email.subject).toBe("Reset your Halaqa password");
    expect(email.text).toContain(
      "open this link within one hour:\n\nhttps://halaqa.example/reset-password?token=abc\n\nThe link works once.",
    );
    expect(email.text).toMatch(/^Assalamu alaikum Maryam,\n\n[\s\S]*\n\nThe Halaqa team$/);
  });

  it("application reminder: the admin's words, or the standard text when blank", () => {
    const own: Resolved = {
      kind: "application_reminder",
      to: teacher,
      message: "  Please upload your police check.  ",
    };
    expect(inAppText(own)).toEqual({
      type: "reminder",
      title: "Please complete your application",
      message: "Please upload your police check.",
      data: { teacherId: 7, link: "/teacher/onboarding" },
    });
    expect(emailText(own)).toEqual({
      subject: "Please complete your Halaqa teacher application",
      text: "Assalamu alaikum Amina,\n\nPlease upload your police check.\n\nThe Halaqa team",
    });
    const blank: Resolved = { kind: "application_reminder", to: teacher, message: "   " };
    expect(inAppText(blank)?.message).toBe(DEFAULT_REMINDER);
    expect(emailText(blank)?.text).toContain(DEFAULT_REMINDER);
  });

  it("interview scheduled: the time in the teacher's zone, named, in the app and the email", () => {
    const e: Resolved = {
      kind: "interview_scheduled",
      to: teacher,
      interviewId: 4,
      scheduledAt: winter,
      notes: "Bring your ijazah.",
    };
    expect(inAppText(e)).toEqual({
      type: "interview_scheduled",
      title: "Interview scheduled",
      message: "Your vetting interview is scheduled for Tuesday 1 December 2026, 14:00 (Europe/London).",
      data: { interviewId: 4, scheduledAt: "2026-12-01T14:00:00.000Z", link: "/teacher/dashboard?tab=interviews" },
    });
    expect(emailText(e)).toEqual({
      subject: "Your Halaqa interview is scheduled",
      text: "Assalamu alaikum Amina,\n\nYour vetting interview is scheduled for Tuesday 1 December 2026, 14:00 (Europe/London).\n\nBring your ijazah.\n\nThe Halaqa team",
    });
    expect(emailText({ ...e, to: { ...teacher, timeZone: "Asia/Karachi" } })?.text).toContain("19:00 (Asia/Karachi)");
    expect(emailText({ ...e, to: parent })?.text).toContain("14:00 (UTC)");
    expect(emailText({ ...e, to: parent })?.text).not.toContain("GMT");
  });

  it("teacher reviewed: approved and needs improvement, with the feedback", () => {
    const approved: Resolved = {
      kind: "teacher_reviewed",
      to: teacher,
      profileId: 3,
      status: "approved",
      feedback: "Welcome aboard",
    };
    expect(inAppText(approved)).toEqual({
      type: "teacher_status",
      title: "Your teacher profile is approved",
      message: "Welcome aboard",
      data: { profileId: 3, verificationStatus: "approved", link: "/teacher/dashboard?tab=profile" },
    });
    expect(emailText(approved)).toEqual({
      subject: "Your Halaqa teacher profile is approved",
      text:
        "Assalamu alaikum Amina,\n\nYour teacher profile has been approved. You can now create classes for families to book.\n\n" +
        "Feedback: Welcome aboard\n\nThe Halaqa team",
    });
    const rejected: Resolved = { ...approved, status: "rejected", feedback: "Please add your CV." };
    expect(inAppText(rejected)?.title).toBe("Your teacher profile needs improvement");
    // The changes asked for are made in onboarding.
    expect(inAppText(rejected)?.data.link).toBe("/teacher/onboarding");
    expect(emailText(rejected)).toEqual({
      subject: "Your Halaqa teacher profile needs improvement",
      text:
        "Assalamu alaikum Amina,\n\nOur team reviewed your teacher profile and asks for a few changes before it can be approved.\n\n" +
        "Feedback: Please add your CV.\n\nThe Halaqa team",
    });
  });

  it("account suspended and restored", () => {
    const suspended: Resolved = { kind: "account_status", to: teacher, suspended: true, reason: "Documents forged" };
    // No link: nothing to open.
    expect(inAppText(suspended)).toEqual({
      type: "account_status",
      title: "Your account was suspended",
      message: "Reason: Documents forged",
      data: { suspended: true },
    });
    // Issue 32: the way to answer is the contact page, never a reply to the no-reply sender.
    const suspendedEmail = emailText(suspended)!;
    expect(withLink(suspendedEmail, suspended as Resolved<UserEvent>, "https://halaqa.example")).toEqual({
      subject: "Your Halaqa account has been suspended",
      text:
        "Assalamu alaikum Amina,\n\nYour Halaqa account has been suspended by our team, so you cannot sign in for now.\n\n" +
        "Reason: Documents forged\n\nIf you think this is a mistake, write to us through our contact page: " +
        "https://halaqa.example/contact\n\nThe Halaqa team",
    });
    expect(suspendedEmail.text).not.toMatch(/reply/i);
    const restored: Resolved = { kind: "account_status", to: teacher, suspended: false };
    expect(inAppText(restored)).toEqual({
      type: "account_status",
      title: "Your account has been restored",
      message: "You can use Halaqa again.",
      data: { suspended: false },
    });
    expect(emailText(restored)).toEqual({
      subject: "Your Halaqa account has been restored",
      text: "Assalamu alaikum Amina,\n\nYour Halaqa account has been restored. You can sign in again.\n\nThe Halaqa team",
    });
  });

  it("lesson cancelled: the family's zone (UTC, named), and the refund as it went", () => {
    expect(inAppText(lesson())).toEqual({
      type: "booking_cancelled",
      title: "Lesson cancelled",
      message:
        'Zayd\'s lesson "Tajweed for beginners" with Amina Yusuf on Tuesday 1 December 2026, 14:00 (UTC) was cancelled: ' +
        "the teacher is no longer available on Halaqa. Your payment of $20.00 is being refunded.",
      data: { bookingId: 31, refund: true, link: "/parent/dashboard?tab=bookings&booking=31" },
    });
    expect(inAppText(lesson({ paid: false }))?.message).not.toContain("refunded");
    const refunded = emailText(lesson({ refunded: true }))!;
    expect(refunded.subject).toBe("Your Halaqa lesson was cancelled");
    expect(refunded.text).toBe(
      "Assalamu alaikum Maryam,\n\n" +
        'Zayd\'s lesson "Tajweed for beginners" with Amina Yusuf on Tuesday 1 December 2026, 14:00 (UTC) was cancelled: ' +
        "the teacher is no longer available on Halaqa.\n\n" +
        "Your payment of $20.00 has been refunded to your PayPal account.\n\nYou can book another teacher on Halaqa at any time.\n\nThe Halaqa team",
    );
    expect(emailText(lesson({ refunded: false }))?.text).toContain(
      "Your payment of $20.00 will be refunded; our team is taking care of it.",
    );
    expect(emailText(lesson({ paid: false }))?.text).toContain(
      "You had not paid for this lesson, so nothing was charged.",
    );
  });
});

describe("admin feed events: in-app only", () => {
  it("new user", () => {
    const e: Resolved = {
      kind: "new_user",
      user: { id: 5, username: "maryam", firstName: "Maryam", lastName: "Rahman", userType: "parent" },
    };
    expect(inAppText(e)).toEqual({
      type: "new_user",
      title: "New user registered",
      message: "Maryam Rahman (@maryam) joined as a parent.",
      data: { userId: 5, userType: "parent", link: "/admin/dashboard?tab=users" },
    });
    expect(emailText(e)).toBeNull();
  });

  it("teacher application, submitted and resubmitted", () => {
    const e: Resolved = {
      kind: "teacher_application",
      teacher: { id: 7, firstName: "Amina", lastName: "Yusuf" },
      resubmitted: false,
    };
    expect(inAppText(e)).toEqual({
      type: "teacher_application",
      title: "New teacher application",
      message: "Amina Yusuf submitted a teacher application.",
      data: { userId: 7, link: "/admin/dashboard?tab=pending" },
    });
    expect(inAppText({ ...e, resubmitted: true })).toEqual({
      type: "teacher_application",
      title: "Teacher application resubmitted",
      message: "Amina Yusuf updated their application after feedback.",
      data: { userId: 7, resubmitted: true, link: "/admin/dashboard?tab=pending" },
    });
    expect(emailText(e)).toBeNull();
  });

  it("document replaced", () => {
    const e: Resolved = {
      kind: "document_replaced",
      userId: 7,
      teacherName: "Amina Yusuf",
      profileId: 3,
      documentId: 12,
      documentType: "police_check",
      fileName: "dbs.pdf",
      backToReview: true,
    };
    expect(inAppText(e)).toEqual({
      type: "document_replaced",
      title: "Verified document replaced",
      message:
        'Amina Yusuf replaced their verified document "Police clearance" with the file "dbs.pdf". The check is cleared and the approved profile is back under review.',
      data: {
        userId: 7,
        profileId: 3,
        documentId: 12,
        documentType: "police_check",
        backToReview: true,
        link: "/admin/dashboard?tab=pending",
      },
    });
    expect(inAppText({ ...e, teacherName: null, backToReview: false })?.message).toMatch(
      /^A teacher replaced .* The check is cleared\.$/,
    );
    expect(emailText(e)).toBeNull();
  });

  it("refund failed: no link (the admin's lessons do not list it)", () => {
    const e: Resolved = { kind: "refund_failed", bookingId: 31, amount: "20.00", orderId: "ORDER-1" };
    expect(inAppText(e)).toEqual({
      type: "booking_cancelled",
      title: "Refund needs attention",
      message:
        "Booking #31 was cancelled but its payment of $20.00 could not be refunded automatically. Please refund it in PayPal.",
      data: { bookingId: 31, orderId: "ORDER-1" },
    });
    expect(emailText(e)).toBeNull();
  });
});

describe("links", () => {
  const events: Resolved[] = [
    { kind: "application_reminder", to: teacher },
    { kind: "interview_scheduled", to: teacher, interviewId: 4, scheduledAt: winter },
    { kind: "teacher_reviewed", to: teacher, profileId: 3, status: "approved", feedback: "Welcome" },
    { kind: "teacher_reviewed", to: teacher, profileId: 3, status: "rejected", feedback: "Add your CV" },
    lesson(),
    {
      kind: "new_user",
      user: { id: 5, username: "maryam", firstName: "Maryam", lastName: "Rahman", userType: "parent" },
    },
    { kind: "teacher_application", teacher: { id: 7, firstName: "Amina", lastName: "Yusuf" }, resubmitted: false },
    {
      kind: "document_replaced",
      userId: 7,
      teacherName: null,
      profileId: 3,
      documentId: 12,
      documentType: "id",
      fileName: "id.pdf",
      backToReview: false,
    },
    {
      kind: "teacher_absent",
      bookingId: 31,
      teacherId: 7,
      teacherName: "Amina Yusuf",
      classTitle: "Tajweed",
      scheduledAt: winter,
      paid: true,
    },
  ];

  it("a notification about something opens a page of the app the bell follows", () => {
    const paths = new Set(PAGES.map((p) => p.path));
    for (const e of events) {
      const link = notificationLink(inAppText(e)?.data);
      expect(link, e.kind).not.toBeNull();
      expect(paths.has(link!.split(/[?#]/)[0]), `${e.kind}: ${link}`).toBe(true);
    }
  });
});
