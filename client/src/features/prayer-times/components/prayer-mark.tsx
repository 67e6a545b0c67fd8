import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { Moon, Sun, Sunrise, Sunset, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { dateLocale, i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { PRAYER_LABELS, type Prayer, type PrayerTime } from "../lib/prayer-times";

const ICONS: Record<Prayer, LucideIcon> = { fajr: Sunrise, dhuhr: Sun, asr: Sun, maghrib: Sunset, isha: Moon };

/** "3:42 PM": a prayer's time read in `timeZone` (the zone the slots around it are shown in). */
export function formatPrayerTime(at: Date, timeZone: string): string {
  return format(at, "h:mm a", { in: tz(timeZone), locale: dateLocale() });
}

/** The words a screen reader hears for a mark, e.g. "falls at Asr prayer time" (in the UI's language, read at call time). */
export const prayerMarkSentence = (prayer: Prayer) =>
  i18n.t("falls at {{prayer}} prayer time", { prayer: i18n.t(PRAYER_LABELS[prayer]) });

interface PrayerMarkProps {
  time: PrayerTime;
  timeZone: string;
  className?: string;
}

/** A slot's hint that the lesson holds a prayer time: "Asr 3:42 PM". It informs; it never blocks a booking. */
export function PrayerMark({ time, timeZone, className }: PrayerMarkProps) {
  const { t } = useTranslation();
  const Icon = ICONS[time.prayer];
  return (
    <span
      data-slot="prayer-mark"
      className={cn("inline-flex items-center gap-1 text-xs tabular-nums text-accent-ink", className)}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">
        {t(PRAYER_LABELS[time.prayer])} {formatPrayerTime(time.at, timeZone)}
      </span>
      <span className="sr-only">
        {t("falls at {{prayer}} prayer time, {{time}}", {
          prayer: t(PRAYER_LABELS[time.prayer]),
          time: formatPrayerTime(time.at, timeZone),
        })}
      </span>
    </span>
  );
}
