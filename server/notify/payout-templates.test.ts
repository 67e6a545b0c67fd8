// The emails of a payout (issue 34, decision 097): sent, or returned with PayPal's reason in words, each linking to the
// Earnings tab, in English and in Arabic; neither has an in-app notification.
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import type { Recipient, Resolved, UserEvent } from "./events";
import { withLink } from "./email-links";
import { emailText, inAppText } from "./templates";

const reader = (language: "en" | "ar"): Recipient => ({
  id: 9,
  email: "amina@example.com",
  firstName: "Amina",
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
  timeZone: "Europe/London",
  language,
});
const sent = (language: "en" | "ar"): Resolved<UserEvent> => ({
  kind: "payout_sent",
  to: reader(language),
  amount: "34.00",
  paypalEmail: "amina@paypal.test",
});
const returned = (language: "en" | "ar", reason: string): Resolved<UserEvent> => ({
  kind: "payout_returned",
  to: reader(language),
  amount: "25.50",
  paypalEmail: "amina@paypal.test",
  reason,
});

describe("payout emails", () => {
  it("says what was sent where, and links to the Earnings tab", () => {
    const e = sent("en");
    expect(inAppText(e)).toBeNull();
    const text = withLink(emailText(e)!, e, "https://halaqa.example");
    expect(text.subject).toBe("Halaqa sent you $34.00");
    expect(text.text).toContain("Your weekly payout of $34.00 was sent to your PayPal account amina@paypal.test.");
    expect(text.text).toContain("https://halaqa.example/teacher/dashboard?tab=earnings");
  });

  it("says why a payout came back, in words for PayPal's common reasons and by code for the rest", () => {
    const unregistered = emailText(returned("en", "RECEIVER_UNREGISTERED"))!;
    expect(unregistered.subject).toBe("Your Halaqa payout of $25.50 did not arrive");
    expect(unregistered.text).toContain("PayPal could not pay $25.50 to amina@paypal.test: that address has no PayPal");
    expect(unregistered.text).toContain("The amount is back in your available balance");
    expect(emailText(returned("en", "UNCLAIMED"))!.text).toContain("that address has no PayPal account yet.");
    expect(emailText(returned("en", "RECEIVER_ACCOUNT_LOCKED"))!.text).toContain("cannot receive money");
    expect(emailText(returned("en", "INSUFFICIENT_FUNDS"))!.text).toContain("PayPal answered INSUFFICIENT_FUNDS.");
    expect(inAppText(returned("en", "FAILED"))).toBeNull();
  });

  it("is written in Arabic for an Arabic reader, the amounts and address as they are", () => {
    for (const e of [sent("ar"), returned("ar", "RECEIVER_UNREGISTERED")]) {
      const text = withLink(emailText(e)!, e, "https://halaqa.example");
      expect(text.subject).toMatch(/[\u0600-\u06FF]/);
      expect(text.subject).not.toMatch(/Halaqa|payout/);
      expect(text.text).toContain("amina@paypal.test");
      expect(text.text).not.toMatch(/Your weekly payout|could not pay|Your earnings and payouts/);
    }
  });
});
