// The Help Center's answers for teachers and for accounts (issue 32): applying, vetting, hours, reports.
import type { Sections } from "./section";

export const helpTeachers: Sections = (t) => [
  {
    id: "apply",
    title: t("How do I become a teacher?"),
    blocks: [
      t(
        "Sign up as a teacher and complete the four steps of the application: personal information, qualifications and experience, specializations and availability, and your documents. Upload an identity document and a police clearance; a CV and qualifications help too.",
      ),
    ],
  },
  {
    id: "vetting",
    title: t("What happens after I apply?"),
    blocks: [
      t(
        "Our admins verify your identity document and police clearance and invite you to an interview, shown in your Interviews tab. Once all three checks are done your profile is approved and you can create classes. If changes are needed, you get feedback and can update your application.",
      ),
    ],
  },
  {
    id: "hours",
    title: t("How do I set my hours?"),
    blocks: [
      t(
        "In your dashboard's Hours tab, set your weekly hours in your time zone, the notice you need before a lesson, and exceptions such as Eid or a day off. Families can only book the times you offer.",
      ),
    ],
  },
  {
    id: "reports",
    title: t("How do I report on a lesson?"),
    blocks: [
      t(
        "From the lesson's start, open it in your Bookings and write its report: attendance, what you covered and the hifz entries. You can correct a report for 48 hours after writing it. If you could not attend, report it: the lesson is cancelled and the family refunded.",
      ),
    ],
  },
  {
    id: "account",
    title: t("I forgot my password or cannot sign in"),
    blocks: [
      t(
        "Use Forgot password? on the sign-in page: we email you a link that works once, for one hour. If you are still stuck, write to us through the contact page.",
      ),
    ],
  },
];
