// The frame of every email the server sends: the greeting by first name and the team's signature, in the recipient's
// language (words.ts).
import type { Recipient } from "./events";
import { say } from "./words";

export const letter = (to: Pick<Recipient, "firstName" | "language">, body: string): string =>
  `${say(to.language, "Assalamu alaikum {{name}},", { name: to.firstName })}\n\n${body}\n\n${say(to.language, "The Halaqa team")}`;
