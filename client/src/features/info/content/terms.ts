// The terms of service (issue 32): what Halaqa does, the vetting, bookings, payments and the refund policy exactly as
// ../shared/api.md states it, conduct and suspension.
import type { Sections } from "./section";

export const terms: Sections = (t) => [
  {
    id: "service",
    title: t("The service"),
    blocks: [
      t(
        "Halaqa is a marketplace: families book online lessons with independent teachers of the Quran, Arabic and Islamic studies. Teachers set their own classes, prices and hours; Halaqa vets them, takes the bookings and the payments, and keeps the record of each child's progress.",
      ),
      t(
        "A parent's account is for an adult. Children do not have accounts: a parent adds their children, books for them and stays responsible for them during lessons.",
      ),
    ],
  },
  {
    id: "vetting",
    title: t("Vetting of teachers"),
    blocks: [
      t("A teacher is approved by our admins only after three checks:"),
      [
        t("an identity document, verified by an admin;"),
        t("a police clearance, verified by an admin;"),
        t("an interview with our team."),
      ],
      t(
        "If a teacher replaces a verified document, the check is cleared and their upcoming lessons are put on hold until it is verified again; families are told and may cancel with a full refund. A teacher who is rejected or suspended leaves the listing and their upcoming lessons are cancelled and refunded.",
      ),
    ],
  },
  {
    id: "bookings",
    title: t("Bookings"),
    blocks: [
      t(
        "A booking is for one child, one class and one time the teacher offers. It holds the time for 30 minutes: if it is not paid by then it is released. A lesson is confirmed once it is paid.",
      ),
      t(
        "A family may move a lesson to another time the teacher offers until 12 hours before it starts. A teacher may also move a lesson; the family is told.",
      ),
    ],
  },
  {
    id: "payments",
    title: t("Prices and payment"),
    blocks: [
      t(
        "Prices are in US dollars; an amount in another currency is shown only as an approximation. You pay through PayPal when you book, and PayPal's terms apply to the payment.",
      ),
    ],
  },
  {
    id: "refunds",
    title: t("Cancellations and refunds"),
    blocks: [
      [
        t("A family who cancels 12 hours or more before the start gets a paid lesson refunded in full."),
        t("A family who cancels less than 12 hours before the start gets no refund."),
        t("A lesson cancelled by its teacher or by Halaqa is always refunded in full."),
        t("A lesson the teacher reports having missed is cancelled and refunded in full."),
      ],
      t(
        "A refund goes back through PayPal to the account you paid with, and the lesson then shows as refunded. We email you when a refund is made.",
      ),
    ],
  },
  {
    id: "conduct",
    title: t("Conduct and safeguarding"),
    blocks: [
      t(
        "Teachers teach with patience and care, keep to the lesson's time and link, and never ask a child for personal contact details or to meet outside Halaqa. Families treat teachers with respect.",
      ),
      t(
        "Reports, the hifz ledger and reviews must be truthful. Our admins may suspend an account that breaks these terms or puts a child at risk; a suspended teacher's upcoming lessons are cancelled and refunded.",
      ),
    ],
  },
  {
    id: "changes",
    title: t("Your data and these terms"),
    blocks: [
      t(
        "How we handle your data is explained in our privacy policy. If these terms change, the new terms are published on this page with their date.",
      ),
    ],
  },
];
