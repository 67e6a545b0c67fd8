// The words of the lesson's events (issue 16): each in-app notification names what it is about in `data` and opens
// it (`data.link`); times are in the recipient's zone with the zone named.
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import { notificationLink } from "@shared/links";
import type { NotifyEvent, Recipient, Resolved } from "./events";
import { emailText, inAppText } from "./templates";

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
// 13:00 UTC is 14:00 in London (summer time): a time in the wrong zone shows.
const summer = new Date("2026-07-01T13:00:00Z");
const earlier = new Date("2026-06-30T09:30:00Z");
const facts = {
  bookingId: 31,
  classTitle: "Tajweed for beginners",
  studentName: "Zayd",
  teacherName: "Amina Yusuf",
  scheduledAt: summer,
};
const AT_LONDON = "Wednesday 1 July 2026, 14:00 (Europe/London)";
const AT_UTC = "Wednesday 1 July 2026, 13:00 (UTC)";
const lessonAt = (when: string) => `"Tajweed for beginners" for Zayd with Amina Yusuf on ${when}`;

type Kind = NotifyEvent["kind"];
const ev = <K extends Kind>(e: Resolved<Extract<NotifyEvent, { kind: K }>>): Resolved => e as Resolved;
const parentBookings = "/parent/dashboard?tab=bookings&booking=31";
const teacherBookings = "/teacher/dashboard?tab=bookings&booking=31";

describe("booked", () => {
  it("the teacher is told in their zone; the parent in UTC, named, in the bell only until the payment", () => {
    const toTeacher = ev<"lesson_booked">({
      kind: "lesson_booked",
      to: teacher,
      for: "teacher",
      amount: "20.00",
      ...facts,
    });
    expect(inAppText(toTeacher)).toEqual({
      type: "booking",
      title: "New booking",
      message: `A family booked ${lessonAt(AT_LONDON)}.`,
      data: { bookingId: 31, link: teacherBookings },
    });
    // An unpaid hold emails no teacher (issue 31): the payment does.
    expect(emailText(toTeacher)).toBeNull();
    const toParent = ev<"lesson_booked">({ ...toTeacher, to: parent, for: "parent" } as Resolved<
      Extract<NotifyEvent, { kind: "lesson_booked" }>
    >);
    expect(inAppText(toParent)).toEqual({
      type: "booking",
      title: "Booking awaiting payment",
      message: `You booked ${lessonAt(AT_UTC)}. Price: $20.00.`,
      data: { bookingId: 31, link: parentBookings },
    });
    // Issue 32: "Your booking is confirmed" is never emailed before the payment; the payment's email confirms it.
    expect(emailText(toParent)).toBeNull();
  });
});

describe("paid", () => {
  it("the parent's receipt: amount, class, date and order id; the teacher told", () => {
    const receipt = ev<"lesson_paid">({
      kind: "lesson_paid",
      to: parent,
      for: "parent",
      amount: "20.00",
      orderId: "ORDER-9",
      ...facts,
    });
    expect(inAppText(receipt)).toEqual({
      type: "payment",
      title: "Payment received",
      message: `We received $20.00 for ${lessonAt(AT_UTC)}. Order ORDER-9.`,
      data: { bookingId: 31, orderId: "ORDER-9", amount: "20.00", link: parentBookings },
    });
    const email = emailText(receipt)!;
    expect(email.subject).toBe("Your Halaqa booking is confirmed: receipt for $20.00");
    expect(email.text).toContain("Thank you for your payment. Your lesson is confirmed.");
    expect(email.text).toContain(
      `Amount: $20.00\nClass: Tajweed for beginners\nStudent: Zayd\nTeacher: Amina Yusuf\nLesson: ${AT_UTC}\nOrder: ORDER-9`,
    );
    const told = ev<"lesson_paid">({
      kind: "lesson_paid",
      to: teacher,
      for: "teacher",
      amount: "20.00",
      orderId: "ORDER-9",
      ...facts,
    });
    expect(inAppText(told)).toMatchObject({
      title: "Lesson paid",
      message: `The family paid $20.00 for ${lessonAt(AT_LONDON)}.`,
      data: { bookingId: 31, link: teacherBookings },
    });
    // The teacher's copy carries no order id: the payment is the family's.
    expect(JSON.stringify(inAppText(told))).not.toContain("ORDER-9");
  });
});

describe("cancelled and rescheduled", () => {
  const cancelled = (over: Partial<Resolved<Extract<NotifyEvent, { kind: "lesson_cancelled_by" }>>>) =>
    ev<"lesson_cancelled_by">({
      kind: "lesson_cancelled_by",
      to: parent,
      for: "parent",
      by: "teacher",
      refund: "full",
      amount: "20.00",
      ...facts,
      ...over,
    });

  it("the other party: the family hears what happens to the money; the teacher hears no money", () => {
    expect(inAppText(cancelled({}))).toEqual({
      type: "booking_cancelled",
      title: "Lesson cancelled",
      message: `The teacher cancelled ${lessonAt(AT_UTC)}. The payment of $20.00 is refunded in full.`,
      data: { bookingId: 31, refund: "full", link: parentBookings },
    });
    expect(inAppText(cancelled({ by: "admin", refund: "unpaid" }))?.message).toBe(
      `Our team cancelled ${lessonAt(AT_UTC)}. Nothing had been paid for it.`,
    );
    expect(emailText(cancelled({ refund: "none" }))?.text).toContain("The payment is not refunded automatically");
    // Told before the refund ran (the teacher was absent): being refunded, not refunded.
    expect(inAppText(cancelled({ refund: "pending" }))?.message).toBe(
      `The teacher cancelled ${lessonAt(AT_UTC)}. The payment of $20.00 is being refunded.`,
    );
    expect(emailText(cancelled({ refund: "pending" }))?.text).toContain(
      "\n\nThe payment of $20.00 is being refunded.\n\n",
    );
    const toTeacher = inAppText(cancelled({ to: teacher, for: "teacher", by: "parent" }))!;
    expect(toTeacher).toMatchObject({
      message: `The family cancelled ${lessonAt(AT_LONDON)}.`,
      data: { link: teacherBookings },
    });
  });

  it("a reschedule names both times in the recipient's zone", () => {
    const moved = ev<"lesson_rescheduled">({
      kind: "lesson_rescheduled",
      to: teacher,
      for: "teacher",
      previousAt: earlier,
      ...facts,
    });
    expect(inAppText(moved)).toEqual({
      type: "booking_rescheduled",
      title: "Lesson moved",
      message: `${lessonAt(AT_LONDON)} was moved from Tuesday 30 June 2026, 10:30 (Europe/London).`,
      data: { bookingId: 31, link: teacherBookings },
    });
    expect(emailText({ ...moved, to: parent, for: "parent" } as Resolved)?.text).toContain(
      "Tuesday 30 June 2026, 09:30 (UTC)",
    );
  });
});

describe("report and reviews", () => {
  it("a progress report opens the child's Progress tab and names the report", () => {
    const report = ev<"report_written">({
      kind: "report_written",
      to: parent,
      reportId: 4,
      studentId: 12,
      rating: 5,
      homework: "Revise Al-Fil",
      ...facts,
    });
    expect(inAppText(report)).toEqual({
      type: "progress_report",
      title: "New progress report for Zayd",
      message: `Amina Yusuf reported on ${lessonAt(AT_UTC)}. Homework: "Revise Al-Fil"`,
      data: { bookingId: 31, reportId: 4, studentId: 12, link: "/parent/dashboard?tab=progress&child=12" },
    });
    expect(emailText(report)?.text).toContain("Lesson rating: 5 out of 5\n\nHomework:\n> Revise Al-Fil\n\n");
    expect(emailText({ ...report, homework: null, rating: null } as Resolved)?.text).not.toMatch(
      /Homework|Lesson rating/,
    );
  });

  // Issue 31, finding 8: a teacher's homework carrying a paragraph that reads like the platform's.
  it("quotes the homework a teacher wrote, so none of its lines passes for the platform's words", () => {
    const homework =
      "Revise Al-Fil.\n\nHalaqa: your payment could not be processed.\r\nPay again at https://evil.example";
    const report = ev<"report_written">({
      kind: "report_written",
      to: parent,
      reportId: 4,
      studentId: 12,
      rating: null,
      homework,
      ...facts,
    });
    const text = emailText(report)?.text ?? "";
    expect(text).toContain(
      "Homework:\n> Revise Al-Fil.\n>\n> Halaqa: your payment could not be processed.\n> Pay again at https://evil.example\n\n",
    );
    for (const line of text.split("\n")) expect(line).not.toMatch(/^(Halaqa:|Pay again)/);
    expect(inAppText(report)?.message).toContain(
      'Homework: "Revise Al-Fil. Halaqa: your payment could not be processed. Pay again at https://evil.example"',
    );
  });

  it("a review opens it on the teacher's page; a reply tells the parent in-app only", () => {
    const review = ev<"review_written">({
      kind: "review_written",
      to: teacher,
      reviewId: 8,
      teacherId: 7,
      rating: 4,
      reviewerName: "Maryam R.",
      classTitle: "Tajweed for beginners",
    });
    expect(inAppText(review)).toEqual({
      type: "review",
      title: "New review",
      message: 'Maryam R. rated "Tajweed for beginners" 4 out of 5.',
      data: { reviewId: 8, teacherId: 7, link: "/teachers/7#review-8" },
    });
    expect(emailText(review)?.subject).toBe("You have a new Halaqa review");
    const reply = ev<"review_replied">({
      kind: "review_replied",
      to: parent,
      reviewId: 8,
      teacherId: 7,
      teacherName: "Amina Yusuf",
    });
    expect(inAppText(reply)).toEqual({
      type: "review",
      title: "Your review was answered",
      message: "Amina Yusuf replied to your review.",
      data: { reviewId: 8, teacherId: 7, link: "/teachers/7#review-8" },
    });
    expect(emailText(reply)).toBeNull();
  });

  it("the admin feed's teacher absent names the time in UTC and opens the admin's lessons", () => {
    const absent = ev<"teacher_absent">({
      kind: "teacher_absent",
      bookingId: 31,
      teacherId: 7,
      teacherName: "Amina Yusuf",
      classTitle: "Tajweed for beginners",
      scheduledAt: summer,
      paid: true,
    });
    expect(inAppText(absent)).toEqual({
      type: "booking_cancelled",
      title: "Teacher absent",
      message: `Amina Yusuf reported being absent from "Tajweed for beginners" on ${AT_UTC}. The lesson was cancelled and is being refunded.`,
      data: { bookingId: 31, teacherId: 7, link: "/admin/dashboard?tab=lessons&booking=31" },
    });
    expect(emailText(absent)).toBeNull();
    const unpaid = inAppText(
      ev<"teacher_absent">({ ...(absent as Resolved<Extract<NotifyEvent, { kind: "teacher_absent" }>>), paid: false }),
    )!;
    expect(unpaid.message).toBe(
      `Amina Yusuf reported being absent from "Tajweed for beginners" on ${AT_UTC}. The lesson was cancelled; it had not been paid.`,
    );
  });

  it("every link is a path of this app the bell will follow", () => {
    const links = [
      inAppText(
        ev<"review_replied">({ kind: "review_replied", to: parent, reviewId: 8, teacherId: 7, teacherName: "A" }),
      )!,
      inAppText(
        ev<"lesson_paid">({ kind: "lesson_paid", to: parent, for: "parent", amount: "1.00", orderId: "O", ...facts }),
      )!,
    ].map((t) => notificationLink(t.data));
    expect(links).toEqual(["/teachers/7#review-8", parentBookings]);
  });
});
