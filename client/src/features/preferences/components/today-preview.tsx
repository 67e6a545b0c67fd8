import { Trans, useTranslation } from "react-i18next";
import type { PrayerSettings } from "@shared/prayer-times";
import { dateIn, formatPrayerTime, PRAYER_LABELS, prayerTimesOn, type PrayerTime } from "@/features/prayer-times";
import { zoneLabel } from "@/lib/format";

/** Today's five prayers in the chosen city, in its own zone: what the marks will be computed from. */
export function TodayPreview({ settings, now }: { settings: PrayerSettings; now?: Date }) {
  const { t } = useTranslation();
  const { city } = settings;
  let times: PrayerTime[] = [];
  try {
    times = prayerTimesOn(dateIn(now ?? new Date(), city.timeZone), settings);
  } catch {
    // A zone this browser cannot read: no preview rather than a broken card.
  }
  if (times.length === 0) return null;
  return (
    <section aria-labelledby="prayer-preview-title" className="rounded-lg border border-input bg-muted/30 p-4">
      <h3 id="prayer-preview-title" className="text-sm font-medium">
        <Trans
          i18nKey="Today in {{city}} <zone>{{zone}}</zone>"
          values={{ city: city.name, zone: zoneLabel(city.timeZone) }}
          components={{ zone: <span className="font-normal text-muted-foreground" /> }}
        />
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
        {times.map(({ prayer, at }) => (
          <div key={prayer}>
            <dt className="text-xs text-muted-foreground">{t(PRAYER_LABELS[prayer])}</dt>
            <dd className="text-sm font-semibold tabular-nums">{formatPrayerTime(at, city.timeZone)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
