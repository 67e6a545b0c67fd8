import { CalendarCheck2, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatHijriDate, formatLongDateIn, formatTimeIn, wallClockIn } from "../lib/slot-times";

interface ScheduleSummaryProps {
  startsAt: string | null;
  /** The slot's wall-clock time in the teacher's zone, as chosen. */
  teacherTime: string | null;
  teacherTimeZone: string;
  viewerTimeZone: string;
  /** The form's message for a missing slot. */
  error?: string;
}

/** Step 2's chosen date and time (spec §2: 'MMMM d, yyyy'), in the viewer's zone and, when it differs, the teacher's. */
export function ScheduleSummary({
  startsAt,
  teacherTime,
  teacherTimeZone,
  viewerTimeZone: zone,
  error,
}: ScheduleSummaryProps) {
  const { t } = useTranslation();
  if (!startsAt) {
    return error ? (
      <p role="alert" className="text-sm font-medium text-destructive">
        {t(error)}
      </p>
    ) : null;
  }
  const viewer = wallClockIn(startsAt, zone);
  const teacher = wallClockIn(startsAt, teacherTimeZone);
  const differs = viewer.date !== teacher.date || viewer.time !== teacher.time;
  const hijri = formatHijriDate(viewer.date);
  return (
    <dl className="grid gap-3 rounded-xl border bg-primary-soft/40 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarCheck2 className="size-4 text-primary" aria-hidden="true" />
          {t("Date")}
        </dt>
        <dd className="mt-1 font-semibold text-foreground">{formatLongDateIn(startsAt, zone)}</dd>
        {hijri ? (
          <dd className="mt-0.5 text-xs text-muted-foreground">
            <span className="sr-only">{`${t("In the Hijri calendar:")} `}</span>
            {hijri}
          </dd>
        ) : null}
      </div>
      <div>
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          {t("Time")}
        </dt>
        <dd className="mt-1 font-semibold text-foreground">
          <span>{formatTimeIn(startsAt, zone)}</span>{" "}
          <span className="font-normal text-muted-foreground">({zone})</span>
        </dd>
        {differs ? (
          <dd className="mt-0.5 text-xs text-muted-foreground">
            {t("{{time}} in {{zone}}", { time: teacherTime ?? teacher.time, zone: teacherTimeZone })}
          </dd>
        ) : null}
      </div>
    </dl>
  );
}
