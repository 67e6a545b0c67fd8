// The Help Center's answers for families (issue 32), drawn from what the product does: booking, paying, moving,
// cancelling and refunds, lesson links and reminders, the hifz ledger and certificates.
import type { Sections } from "./section";

export const helpFamilies: Sections = (t) => [
  {
    id: "book",
    title: t("How do I book a lesson?"),
    blocks: [
      t(
        "Sign up as a parent and add your child in your dashboard. Then open Find Teachers, choose a teacher and a class, pick your child and one of the times the teacher offers, shown in your own time zone.",
      ),
    ],
  },
  {
    id: "pay",
    title: t("How do I pay?"),
    blocks: [
      t(
        "The last step of the booking is the payment, through PayPal. The time is held for you for 30 minutes; once paid, the lesson is confirmed and you get an email with the receipt. Halaqa never sees your card number.",
      ),
    ],
  },
  {
    id: "move",
    title: t("Can I move a lesson?"),
    blocks: [
      t(
        "Yes, until 12 hours before it starts: open the lesson in your Bookings and choose another time the teacher offers. The teacher is told. Reminders follow the new time.",
      ),
    ],
  },
  {
    id: "cancel",
    title: t("How do cancellations and refunds work?"),
    blocks: [
      t(
        "Cancel 12 hours or more before the start and a paid lesson is refunded in full; later, it is not refunded. If the teacher or Halaqa cancels, or the teacher misses the lesson, you are refunded in full. The money goes back to your PayPal account and we email you when it is refunded.",
      ),
    ],
  },
  {
    id: "link",
    title: t("Where is the lesson's link?"),
    blocks: [
      t(
        "Once the lesson is paid, its link is in the lesson's details in your Bookings, in the calendar file you can download, and in the reminder 1 hour before. Reminders come 24 hours and 1 hour before each paid lesson.",
      ),
    ],
  },
  {
    id: "hifz",
    title: t("What is the hifz ledger?"),
    blocks: [
      t(
        "After each lesson the teacher writes a progress report and records the ayat your child recited, memorised or revised. Your child's Progress tab shows the juz map, what was last revised and the reports, lesson by lesson.",
      ),
    ],
  },
  {
    id: "certificates",
    title: t("How do badges and certificates work?"),
    blocks: [
      t(
        "Milestones such as a first surah or a whole juz earn a badge, and some come with a certificate to download from the Progress tab. Each certificate has a code that anyone can check on Halaqa; a certificate that was withdrawn no longer verifies.",
      ),
    ],
  },
];
