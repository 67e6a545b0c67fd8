// The notices of messages (issue 35, decision 098): the bell and an email saying who wrote, never what (the email shows
// no text, only a link); a reported conversation and a teacher's absence in the admins' English feed.
import { accountLinks, lessonLinks } from "@shared/links";
import type { AdminEvent, Resolved, UserEvent } from "./events";
import { letter } from "./letter";
import type { EmailText, InAppText } from "./templates";
import { whenIn } from "./when";
import { say } from "./words";

type MessageReceived = Resolved<Extract<UserEvent, { kind: "message_received" }>>;

export function messageInAppText(e: MessageReceived): InAppText | null {
  if (!e.inApp) return null;
  return {
    type: "message",
    title: say(e.to.language, "New message"),
    message: say(e.to.language, "{{name}} sent you a message.", { name: e.senderName }),
    data: { conversationId: e.conversationId, link: accountLinks.messages(e.conversationId) },
  };
}

export function messageEmailText(e: MessageReceived): EmailText | null {
  if (!e.email) return null;
  const lang = e.to.language;
  return {
    subject: say(lang, "{{name}} sent you a message on Halaqa", { name: e.senderName }),
    text: letter(
      e.to,
      say(lang, "{{name}} sent you a message on Halaqa. To keep everyone safe, messages are read on Halaqa only.", {
        name: e.senderName,
      }),
    ),
  };
}

export function reportedInAppText(e: Extract<AdminEvent, { kind: "conversation_reported" }>): InAppText {
  const by = e.reporterId === e.parentId ? "the parent" : "the teacher";
  return {
    type: "conversation_reported",
    title: "Conversation reported",
    message: `Conversation #${e.conversationId} between parent #${e.parentId} and teacher #${e.teacherId} was reported by ${by}. You may now read it.`,
    data: { conversationId: e.conversationId, reportId: e.reportId, link: accountLinks.adminReports() },
  };
}

export function teacherAbsentInAppText(e: Extract<AdminEvent, { kind: "teacher_absent" }>): InAppText {
  return {
    type: "booking_cancelled",
    title: "Teacher absent",
    message:
      // Written before the refund runs: a refund that then fails raises its own refund_failed.
      `${e.teacherName} reported being absent from "${e.classTitle}" on ${whenIn(e.scheduledAt)}. The lesson was cancelled` +
      (e.credited
        ? "; its price is a credit on the family's weekly plan."
        : e.paid
          ? " and is being refunded."
          : "; it had not been paid."),
    data: { bookingId: e.bookingId, teacherId: e.teacherId, link: lessonLinks.adminLessons(e.bookingId) },
  };
}
