// The frame of every email the server sends: the greeting by first name and the team's signature, in the recipient's
// language (words.ts).
import type { Recipient } from "./events";
import { say } from "./words";

// No greeting by name to an address not confirmed yet: the name is whatever the registrant typed (issue 31, finding 9).
export const letter = (to: Pick<Recipient, "firstName" | "language" | "emailVerified">, body: string): string =>
  `${to.emailVerified === false ? "" : `${say(to.language, "Assalamu alaikum {{name}},", { name: to.firstName })}\n\n`}${body}\n\n${say(to.language, "The Halaqa team")}`;

/**
 * Text a user wrote, set apart as a quotation ("> " before each line) so that no paragraph of it can pass for the
 * platform's own words (issue 31, finding 8).
 */
export const quoted = (text: string): string =>
  text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");

/** Text a user wrote, inside a one-line notification: its lines joined, in quotation marks. */
export const inline = (text: string): string => `"${text.replace(/\s+/g, " ").trim()}"`;
