import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ProgressReportItem } from "@shared/lessons";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { useReport } from "../api/report";
import { canEditReport, formatLessonTime } from "../lib/lesson-state";
import { placementText } from "../lib/placement-text";
import { Fact, SectionHeading } from "./lesson-facts";
import { HifzEntryList } from "@/features/hifz";

/** The report the teacher wrote, with 'Edit report' while it may still be corrected. */
export function LessonReport({
  bookingId,
  onEdit,
}: {
  bookingId: number;
  onEdit: (report: ProgressReportItem) => void;
}) {
  const { t } = useTranslation();
  const query = useReport(bookingId);
  const headingId = `lesson-${bookingId}-report`;
  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          {t("Loading the report...")}
        </p>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={t("The report could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    body = <p className="text-sm text-muted-foreground">{t("No report was written for this lesson.")}</p>;
  } else {
    const r = query.data;
    const editable = canEditReport(r);
    body = (
      <>
        <dl className="grid grid-cols-2 gap-4">
          {/* The teacher's words in their own direction inside either page (issue 32). */}
          <Fact label="What was covered" wide>
            <span dir="auto" className="block">
              {r.content}
            </span>
          </Fact>
          {r.placement ? <Fact label="Placement">{placementText(r.placement)}</Fact> : null}
          {r.rating !== null ? (
            <Fact label="Rating of the lesson">{t("{{rating}} out of 5", { rating: r.rating })}</Fact>
          ) : null}
          {r.homework ? (
            <Fact label="Homework">
              <span dir="auto" className="block">
                {r.homework}
              </span>
            </Fact>
          ) : null}
          {r.feedback ? (
            <Fact label="Feedback for the family" wide>
              <span dir="auto" className="block">
                {r.feedback}
              </span>
            </Fact>
          ) : null}
          {r.nextTopics ? (
            <Fact label="Next topics" wide>
              <span dir="auto" className="block">
                {r.nextTopics}
              </span>
            </Fact>
          ) : null}
        </dl>
        <HifzEntryList entries={r.hifz ?? []} />
        {editable ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              {t("You can correct it until {{time}}.", { time: formatLessonTime(r.editableUntil) })}
            </p>
            <Button variant="outline" size="sm" onClick={() => onEdit(r)}>
              <Pencil aria-hidden="true" />
              {t("Edit report")}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <SectionHeading id={headingId}>{t("Progress report")}</SectionHeading>
      {body}
    </section>
  );
}
