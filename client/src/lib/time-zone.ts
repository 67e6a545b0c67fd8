// The viewer's time zone alone, apart from lib/format.ts: the sign-up form needs it, and should not download the
// date and money formatting with it.

/** The viewer's IANA time zone, e.g. "Europe/London" (UTC when the runtime cannot tell). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
