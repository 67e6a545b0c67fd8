import { CalendarClock, MessageSquareQuote, NotebookPen, Video } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InterviewItem } from "@shared/bookings";
import { INTERVIEW_STATUS_LABELS, type InterviewStatus } from "@shared/constants";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatEventTime } from "@/lib/format";
import { useInterviewPages } from "../api/get-interviews";
import { MeetingLink } from "./meeting-link";

/** A badge's look; `label` is English, translated where it is drawn (t(look.label)). */
type Look = { variant: NonNullable<BadgeProps["variant"]>; label: string };

const STATUS_VARIANTS: Record<InterviewStatus, Look["variant"]> = {
  scheduled: "info",
  completed: "success",
  pending: "warning",
  cancelled: "destructive",
};

export function interviewStatusLook(status: InterviewStatus): Look {
  return { variant: STATUS_VARIANTS[status], label: INTERVIEW_STATUS_LABELS[status] };
}

export function interviewResultLook(result: InterviewItem["result"]): Look {
  if (result === "approved") return { variant: "success", label: "Passed" };
  if (result === null) return { variant: "outline", label: "No result yet" };
  return { variant: "destructive", label: "Not passed" };
}

function Note({ icon: Icon, label, children }: { icon: typeof Video; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium text-foreground">{label}</p>
        <p className="whitespace-pre-line break-words text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

function InterviewCard({ interview }: { interview: InterviewItem }) {
  const { t } = useTranslation();
  const status = interviewStatusLook(interview.status);
  const result = interviewResultLook(interview.result);
  return (
    <li className="rounded-xl border bg-card p-5 shadow-soft">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Video className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-foreground">{t("Teacher interview")}</h3>
            <p className="text-sm text-muted-foreground">
              <time dateTime={interview.scheduledAt}>{formatEventTime(interview.scheduledAt)}</time>
            </p>
            {/* The call to join, while the interview is still to come (the admin sets it). */}
            {interview.meetingUrl && (interview.status === "scheduled" || interview.status === "pending") ? (
              <MeetingLink href={interview.meetingUrl} />
            ) : null}
          </div>
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">{t("Status")}</dt>
            <dd>
              <Badge variant={status.variant}>{t(status.label)}</Badge>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">{t("Result")}</dt>
            <dd>
              <Badge variant={result.variant}>{t(result.label)}</Badge>
            </dd>
          </div>
        </dl>
      </div>
      {interview.notes || interview.feedback ? (
        <div className="mt-4 grid gap-3 border-t pt-4 sm:grid-cols-2">
          {interview.notes ? (
            <Note icon={NotebookPen} label={t("Notes")}>
              {interview.notes}
            </Note>
          ) : null}
          {interview.feedback ? (
            <Note icon={MessageSquareQuote} label={t("Feedback")}>
              {interview.feedback}
            </Note>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The teacher's own interviews, with loading, empty and error states. */
export function TeacherInterviews({ emptyAction }: { emptyAction?: ReactNode }) {
  const { t } = useTranslation();
  const pages = useInterviewPages();
  const interviews = pages.query;
  if (interviews.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading interviews...")}
        </p>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (interviews.isError) {
    return (
      <ErrorState
        message={t("Your interviews could not be loaded.")}
        detail={errorText(interviews.error)}
        onRetry={() => interviews.refetch()}
        retrying={interviews.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        title={t("No interviews yet")}
        description={t("No interviews scheduled yet. An admin will schedule one after reviewing your application.")}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3" aria-label={t("Your interviews")}>
        {list.map((interview) => (
          <InterviewCard key={interview.id} interview={interview} />
        ))}
      </ul>
      <ListShowMore
        list={pages}
        label={t("Show more interviews")}
        failedMessage={t("More interviews could not be loaded.")}
      />
    </div>
  );
}
