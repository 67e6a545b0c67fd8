// Issue 32: the words of an interview moved, relinked or cancelled, in English (Arabic: notify-language.test.ts).
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import type { Recipient, Resolved } from "./events";
import { emailText, inAppText } from "./templates";

const teacher: Recipient = {
  id: 7,
  email: "amina@example.com",
  firstName: "Amina",
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
  timeZone: "Europe/London",
};
const at = new Date("2026-12-08T14:00:00Z");
const before = new Date("2026-12-01T14:00:00Z");
const link = "/teacher/dashboard?tab=interviews";

describe("interview templates", () => {
  it("a move names both times and the link, in the bell and the email", () => {
    const e = {
      kind: "interview_updated",
      to: teacher,
      interviewId: 4,
      scheduledAt: at,
      previousAt: before,
      meetingUrl: "https://zoom.us/j/4",
    } as Resolved;
    const moved =
      "Your vetting interview has moved from Tuesday 1 December 2026, 14:00 (Europe/London) to Tuesday 8 December 2026, 14:00 (Europe/London).";
    expect(inAppText(e)).toEqual({
      type: "interview_updated",
      title: "Interview changed",
      message: `${moved} Interview link: https://zoom.us/j/4`,
      data: { interviewId: 4, scheduledAt: at.toISOString(), link },
    });
    expect(emailText(e)).toEqual({
      subject: "Your Halaqa interview has changed",
      text: `Assalamu alaikum Amina,\n\n${moved}\n\nInterview link: https://zoom.us/j/4\n\nThe Halaqa team`,
    });
  });

  it("a new link alone says so, and a cancellation carries no link", () => {
    const relinked = inAppText({
      kind: "interview_updated",
      to: teacher,
      interviewId: 4,
      scheduledAt: at,
      meetingUrl: "https://zoom.us/j/5",
    } as Resolved)!;
    expect(relinked.message).toBe(
      "The meeting link of your vetting interview on Tuesday 8 December 2026, 14:00 (Europe/London) has changed. Interview link: https://zoom.us/j/5",
    );
    const cancelled = { kind: "interview_cancelled", to: teacher, interviewId: 4, scheduledAt: at } as Resolved;
    expect(inAppText(cancelled)).toMatchObject({ type: "interview_cancelled", title: "Interview cancelled" });
    expect(emailText(cancelled)).toEqual({
      subject: "Your Halaqa interview was cancelled",
      text: "Assalamu alaikum Amina,\n\nYour vetting interview on Tuesday 8 December 2026, 14:00 (Europe/London) was cancelled. We will schedule a new one with you.\n\nThe Halaqa team",
    });
  });

  it("a scheduled interview's email carries its link and then the admin's notes", () => {
    const email = emailText({
      kind: "interview_scheduled",
      to: teacher,
      interviewId: 4,
      scheduledAt: at,
      notes: "Bring your ijazah.",
      meetingUrl: "https://zoom.us/j/4",
    } as Resolved)!;
    expect(email.text).toBe(
      "Assalamu alaikum Amina,\n\nYour vetting interview is scheduled for Tuesday 8 December 2026, 14:00 (Europe/London).\n\nInterview link: https://zoom.us/j/4\n\nBring your ijazah.\n\nThe Halaqa team",
    );
  });
});
