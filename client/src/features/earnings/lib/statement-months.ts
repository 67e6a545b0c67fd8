// The months a teacher can download a statement of: this month and the eleven before, in the viewer's time zone.
import { format } from "date-fns";
import { dateLocale } from "@/lib/i18n";
import { dateIn, localPattern, viewerTimeZone } from "@/lib/format";

export interface StatementMonth {
  /** "2026-12", as the statement's route names it. */
  value: string;
  /** "December 2026" ("ديسمبر 2026"). */
  label: string;
}

/** Newest first: the month the viewer is in, then back a year. */
export function statementMonths(now: Date = new Date(), zone = viewerTimeZone(), count = 12): StatementMonth[] {
  const [year, month] = dateIn(zone, now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    // The first of the month at noon: no zone moves it into another month.
    const first = new Date(year, month - 1 - back, 1, 12);
    return {
      value: format(first, "yyyy-MM"),
      label: format(first, localPattern("MMMM yyyy"), { locale: dateLocale() }),
    };
  });
}
