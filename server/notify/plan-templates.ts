// A weekly plan told to its teacher (issue 33): a new plan once its first cycle is paid, a pause, a cancellation; in the
// teacher's language, in the bell (the roster on the Bookings tab) and by email under their booking emails.
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

type Resolved = Omit<PlanUpdate, "to"> & { to: Recipient };

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
