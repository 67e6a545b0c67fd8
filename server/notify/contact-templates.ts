// The admins' notification of a message sent through the contact page (issue 32): in the shared feed, in English
// like the rest of it; the sender's words quoted so they cannot pass for the platform's.
import { CONTACT_TOPIC_LABELS } from "@shared/contact";
import type { AdminEvent } from "./events";
import { inline } from "./letter";
import type { InAppText } from "./templates";

export function contactInAppText(e: Extract<AdminEvent, { kind: "contact_message" }>): InAppText {
  const who = e.userId === null ? "not signed in" : `user #${e.userId}`;
  return {
    type: "contact_message",
    title: `Contact: ${CONTACT_TOPIC_LABELS[e.topic]}`,
    message: `${e.name} <${e.email}> (${who}) wrote: ${inline(e.message)}`,
    // No link: the answer is an email to the sender's address, which the data names.
    data: { topic: e.topic, name: e.name, email: e.email, userId: e.userId },
  };
}
