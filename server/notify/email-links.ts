// Every email links to what it is about (issue 32): the page its in-app notification opens, or the email's own page,
// as an absolute URL on the app's configured origin (APP_URL), put in before the signature.
import { accountLinks, infoLinks, notificationLink } from "@shared/links";
import type { Resolved, UserEvent } from "./events";
import { inAppText, type EmailText } from "./templates";
import { say } from "./words";

/** The line that carries the link, in the reader's language; null when the email has none to add. */
export function linkLine(e: Resolved<UserEvent>, origin: string): string | null {
  const lang = e.to.language;
  const at = (path: string) => `${origin.replace(/\/$/, "")}${path}`;
  switch (e.kind) {
    // These carry their own link already (a reset, a confirmation, the forgot-password page).
    case "password_reset":
    case "verify_email":
    case "signup_attempted":
      return null;
    case "welcome":
      return say(lang, "Open Halaqa: {{url}}", { url: at("/") });
    case "account_status":
      // A suspended user cannot sign in: the contact page is open to them (never a no-reply address).
      return e.suspended
        ? say(lang, "If you think this is a mistake, write to us through our contact page: {{url}}", {
            url: at(infoLinks.contact),
          })
        : say(lang, "Sign in: {{url}}", { url: at("/auth") });
    case "payout_method_changed":
      return say(lang, "If it was not you, change your password and write to us through our contact page: {{url}}", {
        url: at(infoLinks.contact),
      });
    case "payout_sent":
    case "payout_returned":
      return say(lang, "Your earnings and payouts: {{url}}", { url: at(accountLinks.teacherEarnings()) });
    case "application_reminder":
      return say(lang, "Open it on Halaqa: {{url}}", { url: at(accountLinks.onboarding()) });
    case "message_received":
      return say(lang, "Read it on Halaqa: {{url}}", { url: at(accountLinks.messages(e.conversationId)) });
    default: {
      const path = notificationLink(inAppText(e)?.data);
      return path ? say(lang, "Open it on Halaqa: {{url}}", { url: at(path) }) : null;
    }
  }
}

/** The email with its link put in before the signature (the last paragraph of every letter). */
export function withLink(email: EmailText, e: Resolved<UserEvent>, origin: string): EmailText {
  const line = linkLine(e, origin);
  if (!line) return email;
  const cut = email.text.lastIndexOf("\n\n");
  const text = cut < 0 ? `${email.text}\n\n${line}` : `${email.text.slice(0, cut)}\n\n${line}${email.text.slice(cut)}`;
  return { ...email, text };
}
