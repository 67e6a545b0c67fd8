import { CalendarClock, CircleCheck, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InterviewItem } from "@shared/bookings";
import type { InterviewResult } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { interviewResultLook, interviewStatusLook, MeetingLink, useInterviewPages } from "@/features/interviews";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { formatEventTime } from "@/lib/format";
import { useUpdateInterview } from "../api/interviews";
import { CancelInterview, RescheduleForm, useReached } from "./admin-interview-actions";
import { ListSkeleton } from "./list-states";
import { GENERIC_ERROR } from "./review-dialog";

function CompleteForm({ interview, onDone }: { interview: InterviewItem; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInterview();
  const resultId = useId();
  const feedbackId = useId();
  const [result, setResult] = useState<InterviewResult>("approved");
  const [feedback, setFeedback] = useState("");
  const submit = () =>
    update.mutate(
      { id: interview.id, status: "completed", result, ...(feedback.trim() ? { feedback: feedback.trim() } : {}) },
      {
        onSuccess: () => {
          toast({
            title: t("Interview Completed"),
            description: (
              <Sentence
                i18nKey="The interview with {{name}} has been recorded."
                values={{ name: interview.teacherName }}
              />
            ),
          });
          onDone();
        },
        onError: (error) =>
          toast({ title: t("Error"), description: errorText(error) || t(GENERIC_ERROR), variant: "destructive" }),
      },
    );
  return (
    <div className="mt-4 grid gap-3 border-t pt-4">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={resultId}>{t("Result")}</Label>
        <NativeSelect id={resultId} value={result} onChange={(e) => setResult(e.target.value as InterviewResult)}>
          <option value="approved">{t("Passed (approved)")}</option>
          <option value="rejected">{t("Not passed (rejected)")}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={feedbackId}>{t("Feedback")}</Label>
        <Textarea id={feedbackId} rows={3} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t("Save Result")}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}

type Panel = "complete" | "reschedule" | "cancel" | null;

function InterviewRow({ interview }: { interview: InterviewItem }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const status = interviewStatusLook(interview.status);
  const result = interviewResultLook(interview.result);
  const open = interview.status === "scheduled" || interview.status === "pending";
  // The server refuses completing an interview before its start (409): the button appears from that moment on.
  const started = useReached(interview.scheduledAt);
  const name = interview.teacherName;
  const close = () => setPanel(null);
  return (
    <li className="min-w-0 rounded-xl border bg-card p-5 shadow-soft">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">{name}</h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={interview.scheduledAt}>{formatEventTime(interview.scheduledAt)}</time>
          </p>
          {interview.meetingUrl ? <MeetingLink href={interview.meetingUrl} /> : null}
          {interview.notes ? <p className="mt-1 text-sm text-muted-foreground">{interview.notes}</p> : null}
          {interview.feedback ? (
            <p className="mt-1 text-sm text-foreground">
              <Sentence i18nKey="Feedback: {{feedback}}" values={{ feedback: interview.feedback }} />
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant}>{t(status.label)}</Badge>
          <Badge variant={result.variant}>{t(result.label)}</Badge>
        </div>
      </div>
      {open && panel === null ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {started ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setPanel("complete")}
              aria-label={t("Mark interview with {{name}} completed", { name })}
            >
              <CircleCheck aria-hidden="true" />
              {t("Mark completed")}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => setPanel("reschedule")}
            aria-label={t("Reschedule the interview with {{name}}", { name })}
          >
            <CalendarClock aria-hidden="true" />
            {t("Reschedule")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setPanel("cancel")}
            aria-label={t("Cancel the interview with {{name}}", { name })}
          >
            <X aria-hidden="true" />
            {t("Cancel interview")}
          </Button>
        </div>
      ) : null}
      {panel === "complete" ? <CompleteForm interview={interview} onDone={close} /> : null}
      {panel === "reschedule" ? <RescheduleForm interview={interview} onDone={close} /> : null}
      {panel === "cancel" ? <CancelInterview interview={interview} onDone={close} /> : null}
    </li>
  );
}

export function AdminInterviews() {
  const { t } = useTranslation();
  const pages = useInterviewPages();
  const query = pages.query;
  if (query.isPending) return <ListSkeleton label={t("Loading interviews...")} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t("Interviews could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        title={t("No interviews yet")}
        description={t("Schedule one from an application's review dialog (Decision tab).")}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3" aria-label={t("Interviews")}>
        {list.map((i) => (
          <InterviewRow key={i.id} interview={i} />
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
