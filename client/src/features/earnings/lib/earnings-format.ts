// How the earnings read: a fee percent in the UI's number forms, and a lesson's day in the viewer's time zone.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { dateLocale, numberLocale } from "@/lib/i18n";
import { localPattern, viewerTimeZone } from "@/lib/format";

const percentFormats = new Map<string, Intl.NumberFormat>();

/** 15 → "15%", 12.5 → "12.5%" (two decimals at most, as the fee is set), as the UI's language writes a percent. */
export function formatPercent(percent: number): string {
  const locale = numberLocale();
  let formatter = percentFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
    percentFormats.set(locale, formatter);
  }
  // Hundredths of a percent are whole numbers: divided as such, 33.33 stays 33.33 and not 33.330000000000005.
  return formatter.format(Math.round(percent * 100) / 10_000);
}

/** The lesson's day as the viewer's zone has it: "Mar 4, 2030" ("4 مارس 2030"). */
export function lessonDay(iso: string, zone = viewerTimeZone()): string {
  return format(new Date(iso), localPattern("MMM d, yyyy"), { in: tz(zone), locale: dateLocale() });
}
