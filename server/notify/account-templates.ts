// The emails of an account itself (decision 043): its welcome, a reset link, the confirmation of a new address and a
// sign-up attempted with it (issue 31). Email only: none of them has an in-app notification.
import type { Language } from "@shared/i18n";
import type { Resolved, UserEvent } from "./events";
import { letter } from "./letter";
import { whenIn, zoneOf } from "./when";
import type { EmailText } from "./templates";
import { say } from "./words";

type AccountEvent = Resolved<
  Extract<
    UserEvent,
    {
      kind:
        | "welcome"
        | "password_reset"
        | "verify_email"
        | "signup_attempted"
        | "payout_method_changed"
        | "payout_sent"
        | "payout_returned";
    }
  >
>;

export function accountEmailText(e: AccountEvent): EmailText {
  const lang = e.to.language;
  switch (e.kind) {
    case "welcome":
      return {
        subject: say(lang, "Welcome to Halaqa"),
        text: letter(e.to, say(lang, "Welcome to Halaqa. Your account is ready.")),
      };
    case "password_reset":
      return {
        subject: say(lang, "Reset your Halaqa password"),
        text: letter(
          e.to,
          `${say(lang, "Someone, hopefully you, asked to reset the password of your Halaqa account. To choose a new password, open this link within one hour:")}` +
            `\n\n${e.link}\n\n` +
            say(
              lang,
              "The link works once. If you did not ask for it, ignore this email: your password stays as it is.",
            ),
        ),
      };
    case "verify_email":
      // No greeting by name, nothing the registrant typed: the address may not be theirs.
      return {
        subject: say(lang, "Confirm your email address for Halaqa"),
        text:
          `${say(lang, "Someone, hopefully you, made a Halaqa account with this email address. To confirm it, open this link within 24 hours:")}` +
          `\n\n${e.link}\n\n` +
          `${say(lang, "If it was not you, ignore this email: nothing else will be sent to this address.")}\n\n` +
          say(lang, "The Halaqa team"),
      };
    case "signup_attempted":
      return {
        subject: say(lang, "Someone tried to sign up with your email address"),
        text: letter(
          e.to,
          `${say(lang, "Someone, perhaps you, tried to create a new Halaqa account with this email address. It already has an account: yours. If it was you, sign in, or choose a new password here if you have forgotten it:")}` +
            `\n\n${e.link}\n\n` +
            say(lang, "If it was not you, ignore this email: nobody can make another account with your address."),
        ),
      };
    case "payout_method_changed":
      return {
        subject: say(lang, "Your Halaqa payout address was changed"),
        text: letter(
          e.to,
          `${say(lang, "Your Halaqa payouts will now go to the PayPal address {{address}} (changed {{when}}).", {
            address: e.paypalEmail,
            when: whenIn(e.changedAt, zoneOf(e.to), lang),
          })}\n\n${say(lang, "To keep your money safe, payouts wait 48 hours after a change.")}`,
        ),
      };
    case "payout_sent":
      return {
        subject: say(lang, "Halaqa sent you ${{amount}}", { amount: e.amount }),
        text: letter(
          e.to,
          say(lang, "Your weekly payout of ${{amount}} was sent to your PayPal account {{address}}.", {
            amount: e.amount,
            address: e.paypalEmail,
          }),
        ),
      };
    case "payout_returned":
      return {
        subject: say(lang, "Your Halaqa payout of ${{amount}} did not arrive", { amount: e.amount }),
        text: letter(
          e.to,
          `${say(lang, "PayPal could not pay ${{amount}} to {{address}}: {{reason}}", {
            amount: e.amount,
            address: e.paypalEmail,
            reason: payoutReason(lang, e.reason),
          })}\n\n${say(lang, "The amount is back in your available balance and goes with the next weekly payout. Please check your payout address on your dashboard.")}`,
        ),
      };
  }
}

/** PayPal's reason in words: the common ones named, any other as PayPal's own code. */
function payoutReason(lang: Language | undefined, code: string) {
  switch (code) {
    case "RECEIVER_UNREGISTERED":
    case "UNCLAIMED":
      return say(lang, "that address has no PayPal account yet.");
    case "RECEIVER_ACCOUNT_LOCKED":
    case "RECEIVER_ACCOUNT_RESTRICTED":
      return say(lang, "that PayPal account cannot receive money at the moment.");
    default:
      return say(lang, "PayPal answered {{code}}.", { code });
  }
}
