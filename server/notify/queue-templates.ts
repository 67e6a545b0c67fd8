// The words of the job queue's lesson events (issue 17): reminders, an unpaid booking released, a report overdue.
// Each in-app notification opens the booking (data.link, shared/links.ts).
import { LESSON_RULES, SCHEDULING } from "@shared/constants";
import { lessonLinks } from "@shared/links";
import { letter } from "./letter";
import { lessonIn, type Lang, type LessonOf } from "./lesson-text";
import type { EmailText, InAppText } from "./templates";
import { say } from "./words";

type QueueEvent = LessonOf<"lesson_reminder" | "booking_expired" | "report_nudge">;
type Reminder = LessonOf<"lesson_reminder">;

/** The 24-hour reminder may go later than that (a lesson paid or moved within the day): its words name no duration. */
const REMINDER_WORDS = {
  "24h": { title: "Lesson reminder", lead: "Coming up: {{lesson}}.", subject: "Halaqa lesson reminder" },
  "1h": {
    title: "Lesson starting soon",
    lead: "Starting within the hour: {{lesson}}.",
    subject: "Your Halaqa lesson starts within the hour",
  },
} as const;

/** The meeting link as the party may see it, or what to do without one. */
const reminderLink = (e: Reminder, lang?: Lang) =>
  e.meetingUrl
    ? say(lang, "Lesson link: {{url}}", { url: e.meetingUrl })
    : say(
        lang,
        e.for === "teacher"
          ? "No lesson link is set yet: add one to the lesson in your bookings."
          : "The teacher has not added the lesson link yet.",
      );

export const expiredText = (e: LessonOf<"booking_expired">, lang?: Lang) =>
  say(
    lang,
    "Your booking of {{lesson}} was not paid within {{minutes}} minutes, so it was released and the time is free again.",
    {
      lesson: lessonIn(e, lang),
      minutes: SCHEDULING.unpaidHoldMinutes,
    },
  );

const nudgeText = (e: LessonOf<"report_nudge">, lang?: Lang) =>
  say(lang, "{{lesson}} ended more than {{hours}} hours ago and awaits its report.", {
    lesson: lessonIn(e, lang),
    hours: LESSON_RULES.awaitingReportAfterHours,
  }) +
  " " +
  say(lang, "Please record the attendance and write the report for the family.");

/** The in-app notification of a queued lesson event, in its recipient's language. */
export function queueInAppText(e: QueueEvent): InAppText {
  const lang = e.to.language;
  switch (e.kind) {
    case "lesson_reminder": {
      const words = REMINDER_WORDS[e.reminder];
      return {
        type: "lesson_reminder",
        title: say(lang, words.title),
        message: `${say(lang, words.lead, { lesson: lessonIn(e, lang) })} ${reminderLink(e, lang)}`,
        data: {
          bookingId: e.bookingId,
          reminder: e.reminder,
          meetingUrl: e.meetingUrl,
          link: lessonLinks.booking(e.bookingId, e.for),
        },
      };
    }
    case "booking_expired":
      // Opens the released booking in the family's Bookings tab, where they book again.
      return {
        type: "booking_expired",
        title: say(lang, "Booking released"),
        message: `${expiredText(e, lang)} ${say(lang, "You can book again at any time.")}`,
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, "parent") },
      };
    case "report_nudge":
      return {
        type: "reminder",
        title: say(lang, "A lesson awaits your report"),
        message: nudgeText(e, lang),
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, "teacher") },
      };
  }
}

/** The email of a queued lesson event, in its recipient's language. */
export function queueEmailText(e: QueueEvent): EmailText {
  const lang = e.to.language;
  switch (e.kind) {
    case "lesson_reminder": {
      const words = REMINDER_WORDS[e.reminder];
      return {
        subject: say(lang, words.subject),
        text: letter(e.to, `${say(lang, words.lead, { lesson: lessonIn(e, lang) })}\n\n${reminderLink(e, lang)}`),
      };
    }
    case "booking_expired":
      return {
        subject: say(lang, "Your Halaqa booking was released"),
        text: letter(e.to, `${expiredText(e, lang)}\n\n${say(lang, "You can book again on Halaqa at any time.")}`),
      };
    case "report_nudge":
      return { subject: say(lang, "A Halaqa lesson awaits your report"), text: letter(e.to, nudgeText(e, lang)) };
  }
}
