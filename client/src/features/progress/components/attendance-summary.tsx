import { useTranslation } from "react-i18next";
import type { StudentProgress } from "@shared/lessons";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { AttendanceBadge } from "@/features/lessons";
import { lessonDate } from "./report-card";

/** Newest first across the pages loaded (each page is newest first on its own). */
const newestLessonFirst = (lessons: StudentProgress["lessons"]) =>
  [...lessons].sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt));

/** 0.875 → '88%'; no lesson recorded yet → null. */
export const ratePercent = (rate: number | null) => (rate === null ? null : `${Math.round(rate * 100)}%`);

function Count({ label, value, className }: { label: string; value: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border bg-background/60 px-3 py-2 text-center">
      <dt className="text-xs font-medium text-muted-foreground">{t(label)}</dt>
      <dd className={`font-display text-xl font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  );
}

/** Attendance: the rate (present or late of all recorded), the three counts, and the lessons with theirs. */
export function AttendanceSummary({
  attendance,
  lessons,
  lessonsTotal = lessons.length,
  zone,
}: {
  attendance: StudentProgress["attendance"];
  lessons: StudentProgress["lessons"];
  /** Every lesson with attendance; the list holds only the latest. */
  lessonsTotal?: number;
  zone?: string;
}) {
  const { t } = useTranslation();
  const percent = ratePercent(attendance.rate);
  return (
    <Card interactive={false} className="h-full">
      <CardHeader className="pb-3">
        <CardTitle as="h3" className="text-base">
          {t("Attendance")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <p className="flex items-baseline gap-2">
            <span className="font-display text-4xl font-semibold tabular-nums text-foreground">{percent ?? "–"}</span>
            <span className="text-sm text-muted-foreground">{t("attendance rate")}</span>
          </p>
          {attendance.rate !== null ? (
            // The figure above says it in words; the bar only draws it.
            <Progress value={Math.round(attendance.rate * 100)} className="mt-2" aria-hidden="true" />
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{t("No attendance recorded yet.")}</p>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-2" aria-label={t("Lessons by attendance")}>
          <Count label="Present" value={attendance.present} className="text-success" />
          <Count label="Late" value={attendance.late} className="text-warning" />
          <Count label="Absent" value={attendance.absent} className="text-destructive" />
        </dl>
        {lessons.length > 0 ? (
          <ul aria-label={t("Lessons and attendance")} className="divide-y rounded-lg border">
            {newestLessonFirst(lessons).map((lesson) => (
              <li
                key={lesson.bookingId}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
              >
                <div className="min-w-0">
                  <p dir="auto" className="break-words text-sm font-medium text-foreground">
                    {lesson.classTitle}
                  </p>
                  <time dateTime={lesson.scheduledAt} className="text-xs text-muted-foreground">
                    {lessonDate(lesson.scheduledAt, zone)}
                  </time>
                </div>
                <AttendanceBadge attendance={lesson.attendance} />
              </li>
            ))}
          </ul>
        ) : null}
        {lessonsTotal > lessons.length ? (
          <p className="text-xs text-muted-foreground">
            {t("The latest {{shown}} of {{total}} lessons; the rate and counts include them all.", {
              shown: lessons.length,
              total: lessonsTotal,
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
