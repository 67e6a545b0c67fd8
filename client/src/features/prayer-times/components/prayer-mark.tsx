import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { Moon, Sun, Sunrise, Sunset, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { PRAYER_LABELS, type Prayer, type PrayerTime } from "../lib/prayer-times";

const ICONS: Record<Prayer, LucideIcon> = { fajr: Sunrise, dhuhr: Sun, asr: Sun, maghrib: Sunset, isha: Moon };

/** "3:42 PM": a prayer's time read in `timeZone` (the zone the slots around it are shown in). */
export function formatPrayerTime(at: Date, timeZone: string): string {
  return format(at, "h:mm a", { in: tz(timeZone) });
}

/** The words a screen reader hears for a mark, e.g. "falls at Asr prayer time". */
export const prayerMarkSentence = (prayer: Prayer) => `falls at ${PRAYER_LABELS[prayer]} prayer time`;

interface PrayerMarkProps {
  time: PrayerTime;
  timeZone: string;
  className?: string;
}

/** A slot's hint that the lesson holds a prayer time: "Asr 3:42 PM". It informs; it never blocks a booking. */
export function PrayerMark({ time, timeZone, className }: PrayerMarkProps) {
  const Icon = ICONS[time.prayer];
  return (
    <span data-slot="prayer-mark" className={cn("inline-flex items-center gap-1 text-xs tabular-nums text-accent-ink", className)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">
        {PRAYER_LABELS[time.prayer]} {formatPrayerTime(time.at, timeZone)}
      </span>
      <span className="sr-only">
        {prayerMarkSentence(time.prayer)}, {formatPrayerTime(time.at, timeZone)}
      </span>
    </span>
  );
}
