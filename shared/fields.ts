// Field schemas reused by several request contracts.
import { z } from "zod";
import { toAmount } from "./money";
import { currentZoneName } from "./time-zone-names";

// PostgreSQL text cannot hold NUL; refusing it here makes it a 400 rather than a database error.
export const noNul = (s: string) => !s.includes("\u0000");
export const NUL_MESSAGE = "Must not contain control characters";

/** Free text, trimmed, bounded. */
export const text = (max: number, message = `Must be at most ${max} characters`) =>
  z.string().trim().max(max, message).refine(noNul, NUL_MESSAGE);

/**
 * Money as a decimal string with 2 places ("25.00"), never a float (api.md). Accepts a number or a numeric
 * string from forms; an empty value reports `requiredMessage`.
 */
export const money = (requiredMessage: string) =>
  z
    // 32 characters hold any amount this accepts, with room for the spaces a form may add.
    .union([z.number(), z.string().max(32, "Enter an amount such as 25 or 25.50")], { error: requiredMessage })
    .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
    .refine((v) => v !== "", { message: requiredMessage, abort: true })
    .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), "Enter an amount such as 25 or 25.50")
    .transform(toAmount);

/** An IANA time zone name the runtime knows, e.g. Europe/London. */
export const timeZone = z
  .string()
  .trim()
  // The longest IANA name is about 30 characters; bounded before Intl looks at it.
  .max(64, "Please choose a valid time zone")
  // A zone's name (Europe/London, UTC, Etc/GMT+5), never an offset such as "+05:00": Intl takes those too, but they
  // name no place, follow no summer time, and cannot stand as an iCalendar TZID.
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, "Please choose a valid time zone")
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return tz.length > 0;
    } catch {
      return false;
    }
  }, "Please choose a valid time zone")
  // Intl accepts names in any case and answers ICU's id, which keeps retired names (Asia/Calcutta): store the
  // current name the pickers show (Asia/Kolkata).
  .transform((tz) => currentZoneName(new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone));

/** A database id in a path or query: digits only, within PostgreSQL's integer range. */
export const dbId = (name: string) =>
  z
    .string({ error: `${name} must be a number` })
    .regex(/^[1-9]\d{0,9}$/, `${name} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, `${name} is out of range`);

/** The `:id` of a path such as /api/classes/:id. */
export const idParam = z.object({ id: dbId("id") });

/** An integer from a number input (which may hand over a string). */
export const integer = (message: string) =>
  z
    // Digits only in a string: Number() would also read "0x1f", "1e3" and "  " as numbers.
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .max(20, message)
          .regex(/^-?\d+$/, message),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(z.number({ error: message }).int(message));

// Control characters (line breaks, tabs, NUL, escapes), the Unicode line and paragraph separators, and the invisible
// direction controls (embeddings, overrides, isolates: U+202A-202E, U+2066-2069), with which a name could turn the
// sentence the platform writes around it backwards.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
export const oneLine = (v: string) => !NOT_ONE_LINE.test(v);

/**
 * A person's name: trimmed, bounded, one line. A name is shown and emailed as if the platform wrote the text around
 * it, so it must not carry a paragraph of its own (api.md: names contain no control characters or line breaks).
 */
export const singleLineName = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(oneLine, `${label} must be a single line without control characters`);
