// Times in messages: in the recipient's zone, the zone named, in the recipient's language (words.ts).
export { whenIn } from "./words";

/** The zone a recipient's times are shown in: theirs when known, else UTC (named as such). */
export const zoneOf = (to: { timeZone?: string | null }): string => to.timeZone ?? "UTC";
