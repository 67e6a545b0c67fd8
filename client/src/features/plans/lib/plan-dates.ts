// A plan's calendar dates ("yyyy-MM-dd", the teacher's calendar) in the reader's language: "December 7, 2026".
import { format, parseISO } from "date-fns";
import { dateLocale, i18n } from "@/lib/i18n";

export function formatLongDate(date: string): string {
  return format(parseISO(date), i18n.t("MMMM d, yyyy"), { locale: dateLocale() });
}
