import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { BookOpenCheck, CalendarClock, NotebookPen, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { StudentLessonSummary } from "@shared/lessons";
import { Sentence } from "@/lib/bdi";
import { formatInZone, viewerTimeZone, localPattern } from "@/lib/format";
import { dateLocale } from "@/lib/i18n";

const lessonTime = (iso: string, zone: string) => formatInZone(iso, "EEE, MMM d, h:mm a", zone);
const lessonDate = (iso: string, zone: string) =>
  format(iso, localPattern("MMM d, yyyy"), { in: tz(zone), locale: dateLocale() });

function Heading({ icon: Icon, children }: { icon: typeof Star; children: string }) {
  return (
    <h4 className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </h4>
  );
}

/** The child's card beside the profile: the next lesson (class, teacher, time) and the last report. */
export function StudentLessonSummaryView({
  summary,
  zone = viewerTimeZone(),
}: {
  summary: StudentLessonSummary;
  zone?: string;
}) {
  const { t } = useTranslation();
  const { nextLesson: next, lastReport: last } = summary;
  return (
    <div className="grid gap-3 border-t pt-4">
      <section aria-label={t("Next lesson")} className="min-w-0">
        <Heading icon={CalendarClock}>{t("Next lesson")}</Heading>
        {next ? (
          <>
            <p dir="auto" className="mt-0.5 break-words text-sm font-medium text-foreground">
              {next.classTitle}
            </p>
            <p className="text-sm text-muted-foreground">
              <Sentence
                i18nKey="with {{teacher}}, <when>{{time}}</when>"
                values={{ teacher: next.teacherName, time: lessonTime(next.scheduledAt, zone) }}
                components={{ when: <time dateTime={next.scheduledAt} className="text-foreground" /> }}
              />
            </p>
          </>
        ) : (
          <p className="mt-0.5 text-sm text-muted-foreground">{t("No lesson booked")}</p>
        )}
      </section>
      {last ? (
        <section aria-label={t("Last report")} className="min-w-0">
          <Heading icon={BookOpenCheck}>{t("Last report")}</Heading>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-foreground">
            <bdi className="break-words font-medium">{last.classTitle}</bdi>
            {/* The lesson's date, as the progress tab dates its reports: not the day the report was written. */}
            <time dateTime={last.scheduledAt} className="text-muted-foreground">
              {lessonDate(last.scheduledAt, zone)}
            </time>
            {last.rating !== null ? (
              <span className="inline-flex items-center gap-0.5 font-medium text-accent-ink">
                <Star className="size-3.5 fill-accent text-accent" aria-hidden="true" />
                <span aria-hidden="true">{last.rating}/5</span>
                <span className="sr-only">{t("Rated {{rating}} out of 5", { rating: last.rating })}</span>
              </span>
            ) : null}
          </p>
          {last.homework ? (
            <div className="mt-2 rounded-md border-s-4 border-accent bg-accent-soft/70 px-3 py-2">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-accent-ink">
                <NotebookPen className="size-3.5" aria-hidden="true" />
                {t("Homework")}
              </p>
              <p dir="auto" className="mt-0.5 line-clamp-3 whitespace-pre-line break-words text-sm text-foreground">
                {last.homework}
              </p>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
