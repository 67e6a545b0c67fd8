// The privacy policy, part 1: what Halaqa keeps about families, children and teachers, as shared/schema/*.ts stores it.
import type { Sections } from "./section";

export const privacyData: Sections = (t) => [
  {
    id: "who",
    title: t("Who we are and what this covers"),
    blocks: [
      t(
        "Halaqa connects families with vetted teachers of the Quran, Arabic and Islamic studies. This policy explains what the Halaqa website keeps about you and your children, who can see it, how long it is kept and what you can ask us to do with it.",
      ),
    ],
  },
  {
    id: "accounts",
    title: t("Your account"),
    blocks: [
      t("When you sign up we keep:"),
      [
        t("your username, email address, first name and last name;"),
        t("your password, only as an argon2id hash: nobody at Halaqa can read it;"),
        t(
          "your roles (parent, teacher), your language, preferred currency, time zone and email preferences, and the city and method for prayer times if you turn them on;",
        ),
        t("when you confirmed your email address, and the private address of your calendar feed if you ask for one."),
      ],
    ],
  },
  {
    id: "children",
    title: t("Your children"),
    blocks: [
      t(
        "A parent adds a profile for each child: the child's name, age (3 to 18), level, and, only if you choose to write them, learning goals and special needs. We do not ask for a child's photo, school, address or date of birth.",
      ),
      t(
        "As lessons happen we keep what the teacher records about them: attendance, the progress report (what was covered, a rating, feedback, homework and next topics), the hifz ledger (the ayat memorised and revised), and the badges and certificates the child earns.",
      ),
      t(
        "Your notes on a booking, and your child's goals and special needs, are shown only to you, to the teacher of that booking and to our admins. They are never in class pages, search results, other teachers' lists or emails to anyone else.",
      ),
    ],
  },
  {
    id: "teachers",
    title: t("Teachers and their documents"),
    blocks: [
      t(
        "A teacher's application holds their bio, qualifications, experience, rate, specializations, teaching languages, weekly hours and phone number. Families see the profile, the classes and the reviews; the phone number and email address are seen only by our admins.",
      ),
      t(
        "Teachers upload an identity document, a police clearance, and may upload a CV and qualifications. Each file is checked by its content (PDF, Word, JPEG or PNG, at most 10 MB) and kept in private storage under a random name, never on a public address. Only the teacher who uploaded it and our admins can download it.",
      ),
    ],
  },
  {
    id: "payments",
    title: t("Payments"),
    blocks: [
      t(
        "Lessons are paid through PayPal. Your card or bank details are entered with PayPal, never on Halaqa, and Halaqa never receives or stores card numbers. We keep the PayPal order and refund references, the amount and whether the lesson is paid or refunded.",
      ),
    ],
  },
];
