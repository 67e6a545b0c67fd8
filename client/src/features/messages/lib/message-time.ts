// A message's time in the UI's language and the viewer's zone: the hour for today's, the date for older ones.
import { formatDate } from "@/lib/format";
import { numberLocale } from "@/lib/i18n";

export function messageTime(iso: string): string {
  return new Intl.DateTimeFormat(numberLocale(), { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** The list's time: today's message by its hour, an older one by its day. */
export function listTime(iso: string, now = new Date()): string {
  const when = new Date(iso);
  return when.toDateString() === now.toDateString() ? messageTime(iso) : formatDate(iso);
}
