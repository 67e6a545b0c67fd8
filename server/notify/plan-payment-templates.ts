// A weekly plan's payments told to the family (issue 33): a cycle paid (the receipt), a renewal refused (pay by hand
// within 48 hours), and a plan ended because it was not. In the reader's language, in the bell and by email.
import type { EmailText, InAppText } from "./templates";
import type { Recipient } from "./events";
import { letter } from "./letter";
import type { CycleFacts } from "./plan-templates";
import { whenIn, zoneOf } from "./when";
import { say } from "./words";

/** The payment's facts: the cycle's, and the class, for the link to its payment page. */
interface PaymentFacts extends CycleFacts {
  classId: number;
}

/** The receipt of a cycle paid: the first, a renewal charged to the saved method, or a past-due one paid by hand. */
export interface PlanPaid extends PaymentFacts {
  kind: "plan_paid";
  /** The provider's order: the receipt's reference. */
  orderId: string;
}

/** A renewal the saved method refused (`payBy` set), or a plan ended because it was not paid by then. */
export interface PlanPaymentDue extends PaymentFacts {
  kind: "plan_payment_due";
  outcome: "refused" | "ended";
  payBy?: Date;
}

type Resolved<E> = Omit<E, "to"> & { to: Recipient };

const PLANS = "/parent/dashboard?tab=plans";

function paidWords(e: Resolved<PlanPaid>) {
  const lang = e.to.language;
  return {
    title: say(lang, "Weekly plan paid"),
    message: say(
      lang,
      "We received ${{amount}} for {{student}}'s {{title}}, {{from}} to {{to}}: {{lessons}} lessons. Reference: {{ref}}.",
      {
        amount: e.amount,
        student: e.studentName,
        title: e.classTitle,
        from: e.startsOn,
        to: e.endsOn,
        lessons: e.lessons,
        ref: e.orderId,
      },
    ),
  };
}

function dueWords(e: Resolved<PlanPaymentDue>) {
  const lang = e.to.language;
  const names = { student: e.studentName, title: e.classTitle };
  if (e.outcome === "ended")
    return {
      title: say(lang, "Weekly plan ended"),
      message: say(
        lang,
        "{{student}}'s renewal of {{title}} was not paid in time, so its lessons were released and the plan has ended. You can book weekly lessons again at any time.",
        names,
      ),
    };
  return {
    title: say(lang, "Your weekly plan's payment did not go through"),
    message: say(
      lang,
      "Your saved payment method was refused for {{student}}'s next four weeks of {{title}}, {{from}} to {{to}} (${{amount}}). Pay by {{payBy}} to keep the lessons; after that they are released and the plan ends.",
      {
        ...names,
        from: e.startsOn,
        to: e.endsOn,
        amount: e.amount,
        payBy: e.payBy ? whenIn(e.payBy, zoneOf(e.to), lang) : "",
      },
    ),
  };
}

/** Where the family pays a refused renewal by hand: the plan's own payment page. */
const payLink = (e: Resolved<PlanPaymentDue>) =>
  e.outcome === "refused" ? `/class/${e.classId}/weekly?plan=${e.planId}` : PLANS;

export function paidInAppText(e: Resolved<PlanPaid>): InAppText {
  const { title, message } = paidWords(e);
  return { type: "payment", title, message, data: { planId: e.planId, link: PLANS } };
}

export function paidEmailText(e: Resolved<PlanPaid>): EmailText {
  const { title, message } = paidWords(e);
  return { subject: title, text: letter(e.to, message) };
}

export function dueInAppText(e: Resolved<PlanPaymentDue>): InAppText {
  const { title, message } = dueWords(e);
  return { type: "payment", title, message, data: { planId: e.planId, link: payLink(e) } };
}

export function dueEmailText(e: Resolved<PlanPaymentDue>): EmailText {
  const { title, message } = dueWords(e);
  return { subject: title, text: letter(e.to, message) };
}
