// The contact form (issue 32): what anyone, signed in or not, sends the admins. One schema for the form and the route.
import { z } from "zod";
import { emailSchema } from "./auth";
import { noNul, singleLineName } from "./fields";

/** What a message is about; the admins read it in their feed. */
export const CONTACT_TOPICS = [
  "booking",
  "payment",
  "teaching",
  "safeguarding",
  "account",
  "privacy",
  "other",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  booking: "A booking or a lesson",
  payment: "A payment or a refund",
  teaching: "Teaching on Halaqa",
  safeguarding: "A safeguarding concern",
  account: "My account",
  privacy: "My data and privacy",
  other: "Something else",
};

// A lone surrogate (no UTF-8 form) would reach the notification's jsonb, which refuses it.
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const contactSchema = z.object({
  name: singleLineName("Name").refine(wellFormed, "Name must be plain text"),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: "Please choose a topic" }),
  message: z
    .string({ error: "Please write your message" })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Your message must be at most ${CONTACT_MESSAGE_MAX} characters`)
    .refine(noNul, "Your message must not contain control characters")
    .refine(wellFormed, "Your message must be plain text"),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** The 429 of a sender (or an email address) who wrote too often. */
export const TOO_MANY_MESSAGES = "You have sent several messages recently. Please wait an hour before sending another.";

/** What the sender is shown once the message is sent. */
export const CONTACT_SENT =
  "Thank you. Your message has reached our team. We will reply to the email address you gave.";
