// The words of a booking's events (issue 16): booked, paid, cancelled by a party, moved. Each in-app notification
// opens the booking (data.link, shared/links.ts).
import { lessonLinks } from "@shared/links";
import { letter } from "./letter";
import { PLAN_CREDIT } from "./plan-templates";
import { lessonIn, type Lang, type LessonOf } from "./lesson-text";
import type { EmailText, InAppText } from "./templates";
import { whenIn, zoneOf } from "./when";
import { say } from "./words";

type BookingEvent = LessonOf<
  "lesson_booked" | "lesson_paid" | "lesson_cancelled_by" | "refund_issued" | "lesson_rescheduled" | "lesson_on_hold"
>;

const ON_HOLD =
  "{{teacher}}'s safeguarding check is being verified again, so {{lesson}} is on hold. It takes place once the check is verified; until then you can cancel it with a full refund.";

const REFUND_WORDS = {
  full: "The payment of ${{amount}} is refunded in full.",
  pending: "The payment of ${{amount}} is being refunded.",
  none: "The payment is not refunded automatically; reply to this message if you think it should be.",
  unpaid: "Nothing had been paid for it.",
  credit: PLAN_CREDIT,
} as const;
const refundWords = (refund: keyof typeof REFUND_WORDS, amount: string, lang?: Lang) =>
  say(lang, REFUND_WORDS[refund], { amount });

const CANCELLED_BY = {
  admin: "Our team cancelled {{lesson}}.",
  parent: "The family cancelled {{lesson}}.",
  teacher: "The teacher cancelled {{lesson}}.",
} as const;

/** The in-app notification of a booking's event, in its recipient's language. */
export function bookingInAppText(e: BookingEvent): InAppText {
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
            // Issue 32: nothing is confirmed before the payment (the payment's notice and email confirm it).
            title: say(lang, "Booking awaiting payment"),
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
    case "refund_issued":
      return {
        type: "payment",
        title: say(lang, "Refund issued"),
        message: say(lang, "We refunded ${{amount}} for {{lesson}}.", { amount: e.amount, lesson: lessonIn(e, lang) }),
        data: { bookingId: e.bookingId, amount: e.amount, link: lessonLinks.booking(e.bookingId, "parent") },
      };
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
    case "lesson_on_hold":
      return {
        type: "booking",
        title: say(lang, "Lesson on hold"),
        message: say(lang, ON_HOLD, { teacher: e.teacherName, lesson: lessonIn(e, lang) }),
        data: { bookingId: e.bookingId, link: lessonLinks.booking(e.bookingId, "parent") },
      };
  }
}

/** The email of a booking's event, in its recipient's language; none to the teacher for a booking not yet paid. */
export function bookingEmailText(e: BookingEvent): EmailText | null {
  const lang = e.to.language;
  switch (e.kind) {
    case "lesson_booked":
      // An unpaid hold is in the bell only (issue 31: 500 holds sent 500 emails), and nothing is confirmed before the
      // payment (issue 32): the payment's email is the confirmation.
      return null;
    case "lesson_paid":
      return e.for === "parent"
        ? {
            subject: say(lang, "Your Halaqa booking is confirmed: receipt for ${{amount}}", { amount: e.amount }),
            text: letter(
              e.to,
              `${say(lang, "Thank you for your payment. Your lesson is confirmed.")}\n\n` +
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
    case "refund_issued":
      return {
        subject: say(lang, "Halaqa refund: ${{amount}}", { amount: e.amount }),
        text: letter(
          e.to,
          `${say(lang, "We refunded your payment for {{lesson}}. The money goes back to the PayPal account you paid with.", { lesson: lessonIn(e, lang) })}\n\n` +
            [
              say(lang, "Refunded: ${{amount}}", { amount: e.amount }),
              say(lang, "Class: {{title}}", { title: e.classTitle }),
              say(lang, "Student: {{student}}", { student: e.studentName }),
              say(lang, "Lesson: {{when}}", { when: whenIn(e.scheduledAt, zoneOf(e.to), lang) }),
            ].join("\n"),
        ),
      };
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
    case "lesson_on_hold":
      return {
        subject: say(lang, "Your Halaqa lesson is on hold"),
        text: letter(e.to, say(lang, ON_HOLD, { teacher: e.teacherName, lesson: lessonIn(e, lang) })),
      };
  }
}
