import { NotebookPen, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ProgressReportItem } from "@shared/lessons";
import { Sentence } from "@/lib/bdi";
import { formatInZone, viewerTimeZone } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AttendanceBadge } from "@/features/lessons";
import { HifzEntryList } from "@/features/hifz";

/** 'Tue, Mar 4, 2030, 2:00 PM (Europe/London)' in the viewer's zone, the zone named. */
export const lessonDate = (iso: string, zone = viewerTimeZone()) => formatInZone(iso, "EEE, MMM d, yyyy, h:mm a", zone);

/** A lesson rating as five stars, read out as words. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={t("Rated {{rating}} out of 5", { rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= rating ? "fill-accent text-accent" : "text-input")}
        />
      ))}
    </span>
  );
}

function Field({ label, text }: { label: string; text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(label)}</h4>
      <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm text-foreground">
        {text}
      </p>
    </div>
  );
}

/** One report: the lesson (class, date, teacher, attendance, rating), what was covered, feedback, homework and next topics. */
export function ReportCard({
  report,
  zone,
  headingLevel: Heading = "h3",
}: {
  report: ProgressReportItem;
  zone?: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t("{{classTitle}}, {{date}}", {
        classTitle: report.classTitle,
        date: lessonDate(report.scheduledAt, zone),
      })}
      className="space-y-4"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Heading dir="auto" className="break-words font-semibold leading-snug text-foreground">
            {report.classTitle}
          </Heading>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <time dateTime={report.scheduledAt}>{lessonDate(report.scheduledAt, zone)}</time>
            <span aria-hidden="true"> · </span>
            <span>
              <Sentence i18nKey="with {{teacher}}" values={{ teacher: report.teacherName }} />
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <AttendanceBadge attendance={report.attendance} />
          {report.rating !== null ? <RatingStars rating={report.rating} /> : null}
        </div>
      </header>
      <Field label="What was covered" text={report.content} />
      <HifzEntryList entries={report.hifz ?? []} />
      {report.homework ? (
        <div
          role="note"
          aria-label={t("Homework")}
          className="rounded-lg border border-accent/50 border-s-4 border-s-accent bg-accent-soft/70 px-4 py-3"
        >
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-accent-ink">
            <NotebookPen className="size-4" aria-hidden="true" />
            {t("Homework")}
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm text-foreground">
            {report.homework}
          </p>
        </div>
      ) : null}
      <Field label="Feedback" text={report.feedback} />
      <Field label="Next topics" text={report.nextTopics} />
    </article>
  );
}
