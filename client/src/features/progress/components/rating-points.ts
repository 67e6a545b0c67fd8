// The chart's data, apart from the chart so the tab can decide to draw it without loading recharts.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { ProgressReportItem } from "@shared/lessons";
import { viewerTimeZone, localPattern } from "@/lib/format";
import { dateLocale } from "@/lib/i18n";

export interface RatingPoint {
  date: string;
  rating: number;
  classTitle: string;
}

/** The rated lessons, oldest first: the chart reads left to right in time. */
export function ratingPoints(reports: ProgressReportItem[], zone = viewerTimeZone()): RatingPoint[] {
  return reports
    .filter((r): r is ProgressReportItem & { rating: number } => r.rating !== null)
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt))
    .map((r) => ({
      date: format(r.scheduledAt, localPattern("MMM d"), { in: tz(zone), locale: dateLocale() }),
      rating: r.rating,
      classTitle: r.classTitle,
    }));
}
