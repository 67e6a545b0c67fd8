// The frame of every email the server sends: the greeting by first name and the team's signature.
import type { Recipient } from "./events";

export const letter = (to: Pick<Recipient, "firstName">, body: string): string => `Assalamu alaikum ${to.firstName},\n\n${body}\n\nThe Halaqa team`;
