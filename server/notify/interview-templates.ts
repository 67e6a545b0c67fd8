// The words of a vetting interview's events (issue 32): scheduled, moved or given a link, cancelled. Each names the
// time in the teacher's zone and, once set, the meeting link; the in-app one opens the teacher's Interviews tab.
import { accountLinks } from "@shared/links";
import type { Resolved, UserEvent } from "./events";
import { letter } from "./letter";
import type { EmailText, InAppText } from "./templates";
import { whenIn, zoneOf } from "./when";
import { say } from "./words";

export type InterviewEvent = Resolved<
  Extract<UserEvent, { kind: "interview_scheduled" | "interview_updated" | "interview_cancelled" }>
>;

const when = (e: InterviewEvent, at: Date) => whenIn(at, zoneOf(e.to), e.to.language);

/** The event's one sentence: what happened and when the interview is (or was). */
function line(e: InterviewEvent): string {
  const lang = e.to.language;
  switch (e.kind) {
    case "interview_scheduled":
      return say(lang, "Your vetting interview is scheduled for {{when}}.", { when: when(e, e.scheduledAt) });
    case "interview_updated":
      return e.previousAt
        ? say(lang, "Your vetting interview has moved from {{previous}} to {{when}}.", {
            previous: when(e, e.previousAt),
            when: when(e, e.scheduledAt),
          })
        : say(lang, "The meeting link of your vetting interview on {{when}} has changed.", {
            when: when(e, e.scheduledAt),
          });
    case "interview_cancelled":
      return say(lang, "Your vetting interview on {{when}} was cancelled. We will schedule a new one with you.", {
        when: when(e, e.scheduledAt),
      });
  }
}

const TITLES: Record<InterviewEvent["kind"], string> = {
  interview_scheduled: "Interview scheduled",
  interview_updated: "Interview changed",
  interview_cancelled: "Interview cancelled",
};

const SUBJECTS: Record<InterviewEvent["kind"], string> = {
  interview_scheduled: "Your Halaqa interview is scheduled",
  interview_updated: "Your Halaqa interview has changed",
  interview_cancelled: "Your Halaqa interview was cancelled",
};

/** The link line, bare (a mail client must find it whole); none for a cancellation or an interview without one. */
function linkLine(e: InterviewEvent): string | null {
  if (e.kind === "interview_cancelled" || !e.meetingUrl) return null;
  return say(e.to.language, "Interview link: {{url}}", { url: e.meetingUrl });
}

export function interviewInAppText(e: InterviewEvent): InAppText {
  const link = linkLine(e);
  return {
    type: e.kind,
    title: say(e.to.language, TITLES[e.kind]),
    message: link ? `${line(e)} ${link}` : line(e),
    data: {
      interviewId: e.interviewId,
      scheduledAt: e.scheduledAt.toISOString(),
      link: accountLinks.teacherInterviews(),
    },
  };
}

export function interviewEmailText(e: InterviewEvent): EmailText {
  // The admin's notes go with the first letter only, as they always did.
  const notes = e.kind === "interview_scheduled" ? e.notes?.trim() : undefined;
  const body = [line(e), linkLine(e), notes].filter((p): p is string => Boolean(p)).join("\n\n");
  return { subject: say(e.to.language, SUBJECTS[e.kind]), text: letter(e.to, body) };
}
