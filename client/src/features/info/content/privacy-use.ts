// The privacy policy, part 2: who sees what, how long it is kept (as the code does it today), emails, cookies, rights.
import type { Sections } from "./section";

export const privacyUse: Sections = (t) => [
  {
    id: "who-sees",
    title: t("Who sees what"),
    blocks: [
      [
        t(
          "A teacher sees, for their own bookings only, the child's name, age, level, goals and special needs, and the parent's note.",
        ),
        t("A family sees a teacher's public profile, classes, reviews and verification badges, never their documents."),
        t("The lesson's meeting link is shown to its teacher, and to the family once the lesson is paid."),
        t(
          "Anyone holding a certificate's code can check it on the certificate page, which shows only the child's first name, the achievement, the teacher and the date.",
        ),
        t("Our admins see accounts, applications and documents to vet teachers, keep children safe and help you."),
      ],
      t("We do not sell your data, show advertising or use tracking or analytics services."),
    ],
  },
  {
    id: "retention",
    title: t("How long we keep it"),
    blocks: [
      t(
        "Halaqa has no automatic deletion today. Your account, your children's profiles, bookings, reports, the hifz ledger and certificates are kept while the account exists, so that progress and certificates stay whole. A suspended account is kept too, and cannot be used.",
      ),
      t(
        "A teacher's documents are kept while the account exists. Uploading a new document of the same kind replaces the old one, whose file is then deleted.",
      ),
      t(
        "Some things end by themselves: an unpaid booking is released 30 minutes after it was made; a password reset link works once, for one hour; an email confirmation link works for 24 hours; a session ends after 14 days without use.",
      ),
      t(
        "There is no button to delete an account yet. To ask for your account, a child's profile or a document to be deleted, write to us through the contact page.",
      ),
    ],
  },
  {
    id: "emails",
    title: t("Emails and notifications"),
    blocks: [
      t(
        "We email you about your bookings, payments, refunds, lesson reminders and progress reports, as your email preferences allow; messages about your account's safety (a password reset, a suspension) are always sent. Everything is also in the notification bell.",
      ),
    ],
  },
  {
    id: "cookies",
    title: t("Cookies and your browser"),
    blocks: [
      [
        t("a session cookie that keeps you signed in (it cannot be read by scripts);"),
        t("a cookie that remembers your language;"),
        t("in your browser's storage: drafts of long forms, so you do not lose them, and whether you were signed in."),
      ],
      t("Fonts and scripts come from Halaqa itself; PayPal's own page is loaded only when you pay."),
    ],
  },
  {
    id: "rights",
    title: t("Your choices and rights"),
    blocks: [
      t(
        "You can correct your children's profiles at any time and change your email preferences and language in Preferences. Through the contact page you can ask us to correct your details, to send you a copy of your data, or to delete it.",
      ),
      t("If something on Halaqa worries you about a child's safety, tell us at once through the contact page."),
    ],
  },
];
