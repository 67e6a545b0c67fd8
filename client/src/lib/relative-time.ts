// "3 days ago" in the UI's language through the translation files' plural forms: Arabic has six ("منذ يومين", "منذ 27
// يومًا"), which date-fns's Arabic words get wrong ("منذ يومان", "منذ 27 يوم"; issue 32).
import { i18n } from "./i18n";

const DAY = 86_400_000;

/** "today" under a day, "1 day ago", "3 days ago"; `n` whole days. */
export function daysAgo(n: number): string {
  if (n <= 0) return i18n.t("today");
  return n === 1 ? i18n.t("1 day ago") : i18n.t("{{count}} days ago", { count: n });
}

/**
 * How long ago `iso` was, whole units rounded down: days under 30, then months (of 30 days) under a year, then years;
 * "today" under a day.
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY);
  if (days < 30) return daysAgo(days);
  if (days < 365) {
    const months = Math.floor(days / 30);
    return months === 1 ? i18n.t("1 month ago") : i18n.t("{{count}} months ago", { count: months });
  }
  const years = Math.floor(days / 365);
  return years === 1 ? i18n.t("1 year ago") : i18n.t("{{count}} years ago", { count: years });
}
