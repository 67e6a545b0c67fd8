// The words of the lesson's events (issue 16): booking, payment, cancellation, reschedule, report, review; and the
// queue's (issue 17): reminders, an unpaid booking released, a report overdue. Each in-app notification's data names
// what it is about and carries `link`, the page that opens it (shared/links.ts).
import { LESSON_RULES, SCHEDULING } from "@shared/constants";
import { lessonLinks } from "@shared/links";
import type { Resolved } from "./events";
import { plainArabic, SURAHS } from "@shared/quran";
import { DEFAULT_LANGUAGE, type Language } from "@shared/i18n";
import { letter } from "./letter";
import type { EmailText, InAppText } from "./templates";
import { whenIn, zoneOf } from "./when";
import { ours, say } from "./words";

type LessonKind =
  | "lesson_booked"
  | "lesson_paid"
  | "lesson_cancelled_by"
  | "lesson_rescheduled"
  | "report_written"
  | "badge_earned"
  | "badge_withdrawn"
  | "review_written"
  | "review_replied"
  | "lesson_reminder"
  | "booking_expired"
  | "report_nudge";
export type LessonEvent = Resolved & { kind: LessonKind };

// Texts with {{placeholders}}, written in the reader's language by say() (words.ts); `lang` absent is English.
type Lang = Language | undefined;

const REFUND_WORDS = {
  full: "The payment of ${{amount}} is refunded in full.",
  pending: "The payment of ${{amount}} is being refunded.",
  none: "The payment is not refunded automatically; reply to this message if you think it should be.",
  unpaid: "Nothing had been paid for it.",
} as const;
const refundWords = (refund: keyof typeof REFUND_WORDS, amount: string, lang?: Lang) =>
  say(lang, REFUND_WORDS[refund], { amount });

const CANCELLED_BY = {
  admin: "Our team cancelled {{lesson}}.",
  parent: "The family cancelled {{lesson}}.",
  teacher: "The teacher cancelled {{lesson}}.",
} as const;

/**
 * A badge's title in the reader's words, as the client's badgeText writes it: the juz by its number, the first surah
 * by its Arabic name in Arabic.
 */
function badgeIn(e: { code: string; title: string }, lang?: Lang) {
  if (!lang || lang === DEFAULT_LANGUAGE) return e.title;
  const juz = /^juz-(\d+)$/.exec(e.code);
  if (juz) return say(lang, "Juz {{juz}} memorised", { juz: Number(juz[1]) });
  const named = /^First surah memorised: (.+)$/.exec(e.title)?.[1];
  if (named) {
    const surah = SURAHS.find((s) => s.transliteration === named);
    return say(lang, "First surah memorised: {{surah}}", {
      surah: surah && lang === "ar" ? plainArabic(surah.arabic) : named,
    });
  }
  return ours(lang, e.title);
}

function lessonIn(
  e: LessonEvent & { classTitle: string; studentName: string; teacherName: string; scheduledAt: Date },
  lang?: Lang,
) {
  return say(lang, '"{{title}}" for {{student}} with {{teacher}} on {{when}}', {
    title: e.classTitle,
    student: e.studentName,
    teacher: e.teacherName,
    when: whenIn(e.scheduledAt, zoneOf(e.to), lang),
  });
}

type Reminder = LessonEvent & { kind: "lesson_reminder" };

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

const expiredText = (e: LessonEvent & { kind: "booking_expired" }, lang?: Lang) =>
  say(
    lang,
    "Your booking of {{lesson}} was not paid within {{minutes}} minutes, so it was released and the time is free again.",
    {
      lesson: lessonIn(e, lang),
      minutes: SCHEDULING.unpaidHoldMinutes,
    },
  );

const nudgeText = (e: LessonEvent & { kind: "report_nudge" }, lang?: Lang) =>
  say(lang, "{{lesson}} ended more than {{hours}} hours ago and awaits its report.", {
    lesson: lessonIn(e, lang),
    hours: LESSON_RULES.awaitingReportAfterHours,
  }) +
  " " +
  say(lang, "Please record the attendance and write the report for the family.");

/** The in-app notification of a lesson's event, in its recipient's language. */
export function lessonInAppText(e: LessonEvent): InAppText {
  const lang = e.to.language;
  switch (e.kind) {
    case "lesson_booked": {
      const link = lessonLinks.booking(e.bookingId, e.for);
      return e.for === "teacher"
        ? {
            type: "booking",
            title: say(lang, "New booking"),
            message: say(lang, "A family booked {{lesson}}.", { lesson: lessonIn(e, lang) }),
            data: { bookingId: e.bookingId, link },
          }
        : {
            type: "booking",
            title: say(lang, "Booking confirmed"),
            message: say(lang, "You booked {{lesson}}. Price: ${{amount}}.", {
              lesson: lessonIn(e, lang),
              amount: e.amount,
            }),
            data: { bookingId: e.bookingId, link },
          };
    }
    case "lesson_paid": {
      const link = lessonLinks.booking(e.bookingId, e.for);
      return e.for === "parent"
        ? {
            type: "payment",
            title: say(lang, "Payment received"),
            message: say(lang, "We received ${{amount}} for {{lesson}}. Order {{order}}.", {
              amount: e.amount,
              lesson: lessonIn(e, lang),
              order: e.orderId,
            }),
            data: { bookingId: e.bookingId, orderId: e.orderId, amount: e.amount, link },
          }
        : {
            type: "payment",
            title: say(lang, "Lesson paid"),
            message: say(lang, "The family paid ${{amount}} for {{lesson}}.", {
              amount: e.amount,
              lesson: lessonIn(e, lang),
            }),
            data: { bookingId: e.bookingId, link },
          };
    }
    case "lesson_cancelled_by": {
      const money = e.for === "parent" ? ` ${refundWords(e.refund, e.amount, lang)}` : "";
      return {
        type: "booking_cancelled",
        title: say(lang, "Lesson cancelled"),
        message: say(lang, CANCELLED_BY[e.by], { lesson: lessonIn(e, lang) }) + money,
        data: { bookingId: e.bookingId, refund: e.refund, link: lessonLinks.booking(e.bookingId, e.for) },
      };
    }
    case "lesson_rescheduled":
      return {
        type: "booking_rescheduled",
        title: say(lang, "Lesson moved"),
        message: say(lang, "{{lesson}} was moved from {{when}}.", {
          lesson: lessonIn(e, lang),
          when: whenIn(e.previousAt, zoneOf(e.to), lang),
        }),
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, e.for) },
      };
    case "report_written":
      return {
        type: "progress_report",
        title: say(lang, "New progress report for {{student}}", { student: e.studentName }),
        message:
          say(lang, "{{teacher}} reported on {{lesson}}.", { teacher: e.teacherName, lesson: lessonIn(e, lang) }) +
          (e.homework ? ` ${say(lang, "Homework: {{homework}}", { homework: e.homework })}` : ""),
        data: {
          bookingId: e.bookingId,
          reportId: e.reportId,
          studentId: e.studentId,
          link: lessonLinks.progress(e.studentId),
        },
      };
    case "badge_earned":
      return {
        type: "badge",
        title: say(lang, "{{student}} earned a badge", { student: e.studentName }),
        message:
          say(lang, "{{badge}}.", { badge: badgeIn(e, lang) }) +
          (e.certificateCode ? ` ${say(lang, "A certificate is ready to download.")}` : ""),
        data: { studentId: e.studentId, badge: e.code, link: lessonLinks.progress(e.studentId) },
      };
    case "badge_withdrawn":
      return {
        type: "badge",
        title: say(lang, "A badge of {{student}}'s was withdrawn", { student: e.studentName }),
        message: say(
          lang,
          "{{badge}}: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.",
          {
            badge: badgeIn(e, lang),
          },
        ),
        data: { studentId: e.studentId, badge: e.code, link: lessonLinks.progress(e.studentId) },
      };
    case "review_written":
      return {
        type: "review",
        title: say(lang, "New review"),
        message: e.classTitle
          ? say(lang, '{{reviewer}} rated "{{title}}" {{rating}} out of 5.', {
              reviewer: e.reviewerName,
              title: e.classTitle,
              rating: e.rating,
            })
          : say(lang, "{{reviewer}} rated your lesson {{rating}} out of 5.", {
              reviewer: e.reviewerName,
              rating: e.rating,
            }),
        data: { reviewId: e.reviewId, teacherId: e.teacherId, link: lessonLinks.review(e.teacherId, e.reviewId) },
      };
    case "review_replied":
      return {
        type: "review",
        title: say(lang, "Your review was answered"),
        message: say(lang, "{{teacher}} replied to your review.", { teacher: e.teacherName }),
        data: { reviewId: e.reviewId, teacherId: e.teacherId, link: lessonLinks.review(e.teacherId, e.reviewId) },
      };
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

/** The email of a lesson's event, in its recipient's language. */
export function lessonEmailText(e: LessonEvent): EmailText | null {
  const lang = e.to.language;
  switch (e.kind) {
    case "lesson_booked":
      return e.for === "teacher"
        ? {
            subject: say(lang, "New Halaqa booking"),
            text: letter(e.to, say(lang, "A family booked {{lesson}}.", { lesson: lessonIn(e, lang) })),
          }
        : {
            subject: say(lang, "Your Halaqa booking is confirmed"),
            text: letter(
              e.to,
              `${say(lang, "You booked {{lesson}}.", { lesson: lessonIn(e, lang) })}\n\n${say(lang, "Price: ${{amount}}. The lesson is held once it is paid.", { amount: e.amount })}`,
            ),
          };
    case "lesson_paid":
      return e.for === "parent"
        ? {
            subject: say(lang, "Halaqa receipt: ${{amount}}", { amount: e.amount }),
            text: letter(
              e.to,
              `${say(lang, "Thank you for your payment.")}\n\n` +
                [
                  say(lang, "Amount: ${{amount}}", { amount: e.amount }),
                  say(lang, "Class: {{title}}", { title: e.classTitle }),
                  say(lang, "Student: {{student}}", { student: e.studentName }),
                  say(lang, "Teacher: {{teacher}}", { teacher: e.teacherName }),
                  say(lang, "Lesson: {{when}}", { when: whenIn(e.scheduledAt, zoneOf(e.to), lang) }),
                  say(lang, "Order: {{order}}", { order: e.orderId }),
                ].join("\n"),
            ),
          }
        : {
            subject: say(lang, "A Halaqa lesson was paid"),
            text: letter(
              e.to,
              say(lang, "The family paid ${{amount}} for {{lesson}}.", { amount: e.amount, lesson: lessonIn(e, lang) }),
            ),
          };
    case "lesson_cancelled_by": {
      const money = e.for === "parent" ? `\n\n${refundWords(e.refund, e.amount, lang)}` : "";
      return {
        subject: say(lang, "A Halaqa lesson was cancelled"),
        text: letter(e.to, `${say(lang, CANCELLED_BY[e.by], { lesson: lessonIn(e, lang) })}${money}`),
      };
    }
    case "lesson_rescheduled":
      return {
        subject: say(lang, "A Halaqa lesson was moved"),
        text: letter(
          e.to,
          say(lang, "{{lesson}} was moved from {{when}}.", {
            lesson: lessonIn(e, lang),
            when: whenIn(e.previousAt, zoneOf(e.to), lang),
          }),
        ),
      };
    case "report_written":
      return {
        subject: say(lang, "Progress report for {{student}}", { student: e.studentName }),
        text: letter(
          e.to,
          say(lang, "{{teacher}} wrote a progress report on {{lesson}}.", {
            teacher: e.teacherName,
            lesson: lessonIn(e, lang),
          }) +
            (e.rating ? `\n\n${say(lang, "Lesson rating: {{rating}} out of 5", { rating: e.rating })}` : "") +
            (e.homework ? `\n\n${say(lang, "Homework: {{homework}}", { homework: e.homework })}` : ""),
        ),
      };
    case "badge_earned":
      return {
        subject: say(lang, "{{student}} earned a badge on Halaqa", { student: e.studentName }),
        text: letter(
          e.to,
          say(lang, "{{student}} earned a badge: {{badge}}.", { student: e.studentName, badge: badgeIn(e, lang) }) +
            (e.certificateCode
              ? `\n\n${say(lang, "A certificate is ready to download from the child's Progress page.")}`
              : ""),
        ),
      };
    case "badge_withdrawn":
      return {
        subject: say(lang, "A badge of {{student}}'s was withdrawn on Halaqa", { student: e.studentName }),
        text: letter(
          e.to,
          say(
            lang,
            "{{student}}'s badge \"{{badge}}\" was withdrawn: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.",
            { student: e.studentName, badge: badgeIn(e, lang) },
          ),
        ),
      };
    case "review_written":
      return {
        subject: say(lang, "You have a new Halaqa review"),
        text: letter(
          e.to,
          say(lang, "{{reviewer}} rated your lesson {{rating}} out of 5.", {
            reviewer: e.reviewerName,
            rating: e.rating,
          }),
        ),
      };
    case "review_replied":
      return null;
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
