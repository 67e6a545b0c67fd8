// Weekly plans told (issue 33): the teacher of a new plan once paid, a pause, a cancellation; the family of a renewal
// 7 days ahead. In the reader's language, in the bell and by email.
import type { EmailText, InAppText } from "./templates";
import { letter } from "./letter";
import { whenIn, zoneOf } from "./when";
import { say } from "./words";
import type { Recipient } from "./events";

export interface PlanUpdate {
  kind: "plan_update";
  /** The plan's teacher. */
  to: number | Recipient;
  change: "started" | "paused" | "cancelled";
  planId: number;
  studentName: string;
  classTitle: string;
  /** started: the first lesson; paused: the pause's first and last day (the teacher's calendar). */
  firstLessonAt?: Date;
  from?: string;
  until?: string;
}

/** A cycle of a plan, as the family's notices tell it. */
export interface CycleFacts {
  /** The plan's parent. */
  to: number | Recipient;
  planId: number;
  studentName: string;
  classTitle: string;
  /** The cycle's first and last day (the teacher's calendar), its lessons and its amount ("60.00"). */
  startsOn: string;
  endsOn: string;
  lessons: number;
  amount: string;
}

/** Issue 33: 7 days before a cycle ends the family is told the next one's dates and amount, and how to stop it. */
export interface PlanRenewalNotice extends CycleFacts {
  kind: "plan_renewal_notice";
  /** The day the saved method is charged. */
  chargedOn: string;
}

type Resolved = Omit<PlanUpdate, "to"> & { to: Recipient };
type ResolvedNotice = Omit<PlanRenewalNotice, "to"> & { to: Recipient };

const PLANS = "/parent/dashboard?tab=plans";

/** A plan's lesson is paid with its cycle: its price is credited, not refunded, while the plan renews (decision 092). */
export const PLAN_CREDIT =
  "The ${{amount}} paid for it is now a credit on your weekly plan: it is taken off the next renewal, or refunded when the plan ends.";

function noticeWords(e: ResolvedNotice): { title: string; message: string } {
  const lang = e.to.language;
  return {
    title: say(lang, "Your weekly plan renews soon"),
    message: say(
      lang,
      "{{student}}'s next four weeks of {{title}}, {{from}} to {{to}}: {{lessons}} lessons, ${{amount}}, charged to your saved payment method on {{charged}}. To pause or cancel, open Plans on your dashboard before then.",
      {
        student: e.studentName,
        title: e.classTitle,
        from: e.startsOn,
        to: e.endsOn,
        lessons: e.lessons,
        amount: e.amount,
        charged: e.chargedOn,
      },
    ),
  };
}

export function noticeInAppText(e: ResolvedNotice): InAppText {
  const { title, message } = noticeWords(e);
  return { type: "payment", title, message, data: { planId: e.planId, link: PLANS } };
}

export function noticeEmailText(e: ResolvedNotice): EmailText {
  const { title, message } = noticeWords(e);
  return { subject: title, text: letter(e.to, message) };
}

const ROSTER = "/teacher/dashboard?tab=bookings";

function words(e: Resolved): { title: string; message: string } {
  const lang = e.to.language;
  const names = { student: e.studentName, title: e.classTitle };
  switch (e.change) {
    case "started":
      return {
        title: say(lang, "New weekly plan"),
        message: say(lang, "{{student}} now comes to {{title}} every week, from {{when}}.", {
          ...names,
          when: e.firstLessonAt ? whenIn(e.firstLessonAt, zoneOf(e.to), lang) : "",
        }),
      };
    case "paused":
      return {
        title: say(lang, "Weekly plan paused"),
        message: say(
          lang,
          "{{student}}'s weekly plan of {{title}} is paused from {{from}} to {{until}}; those lessons are cancelled.",
          {
            ...names,
            from: e.from ?? "",
            until: e.until ?? "",
          },
        ),
      };
    case "cancelled":
      return {
        title: say(lang, "Weekly plan cancelled"),
        message: say(
          lang,
          "{{student}}'s weekly plan of {{title}} was cancelled. The lessons already paid go ahead.",
          names,
        ),
      };
  }
}

export function planInAppText(e: Resolved): InAppText {
  const { title, message } = words(e);
  return { type: "booking", title, message, data: { planId: e.planId, link: ROSTER } };
}

export function planEmailText(e: Resolved): EmailText {
  const { title, message } = words(e);
  return { subject: title, text: letter(e.to, message) };
}
