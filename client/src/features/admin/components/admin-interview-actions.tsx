// An open interview's changes by the admin (issue 32): move it or change its link, cancel it; the server tells the
// teacher. Each form says the server's reason for a refusal beside itself.
import { format } from "date-fns";
import { CalendarClock, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InterviewItem } from "@shared/bookings";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { Sentence } from "@/lib/bdi";
import { useUpdateInterview } from "../api/interviews";
import { GENERIC_ERROR } from "./generic-error";
import { MeetingLinkInput } from "./meeting-link-input";
import { interviewErrorText, readMeetingLink } from "./use-interview-scheduler";

/** True from `iso` on, turning true by itself when that moment comes (the page may stay open until then). */
export function useReached(iso: string): boolean {
  const at = new Date(iso).getTime();
  const [reached, setReached] = useState(() => Date.now() >= at);
  useEffect(() => {
    const wait = at - Date.now();
    if (wait <= 0) {
      setReached(true);
      return;
    }
    setReached(false);
    // setTimeout holds at most 2^31-1 ms (~24.8 days); a later start is looked at again then.
    const timer = setTimeout(() => setReached(Date.now() >= at), Math.min(wait, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}

function Problem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  ) : null;
}

/** Moving the interview and/or changing its meeting link: only what changed is sent. */
export function RescheduleForm({ interview, onDone }: { interview: InterviewItem; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInterview();
  const [when, setWhen] = useState(() => format(new Date(interview.scheduledAt), "yyyy-MM-dd'T'HH:mm"));
  const [link, setLink] = useState(interview.meetingUrl ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const whenId = useId();
  const linkId = useId();
  const problemId = useId();
  const submit = () => {
    setProblem(null);
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) return setProblem(t("Please choose a date and time."));
    const meeting = readMeetingLink(link);
    if ("problem" in meeting) return setProblem(meeting.problem);
    const moved = at.getTime() !== new Date(interview.scheduledAt).getTime();
    const relinked = meeting.link !== interview.meetingUrl;
    if (!moved && !relinked) return setProblem(t("Change the time or the link first."));
    update.mutate(
      {
        id: interview.id,
        ...(moved ? { scheduledAt: at.toISOString() } : {}),
        ...(relinked ? { meetingUrl: meeting.link } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: t("Interview Updated"),
            description: (
              <Sentence i18nKey="{{name}} has been told of the change." values={{ name: interview.teacherName }} />
            ),
          });
          onDone();
        },
        onError: (error) => setProblem(interviewErrorText(error, GENERIC_ERROR, t)),
      },
    );
  };
  return (
    <div className="mt-4 grid gap-3 border-t pt-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={whenId}>{t("New date and time")}</Label>
          <Input id={whenId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={linkId}>{t("Meeting link")}</Label>
          <MeetingLinkInput id={linkId} value={link} onChange={setLink} problemId={problemId} problem={problem} />
        </div>
      </div>
      <Problem id={problemId} text={problem} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <CalendarClock aria-hidden="true" />}
          {t("Save and tell the teacher")}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t("Back")}
        </Button>
      </div>
    </div>
  );
}

/** Asks once before cancelling: the teacher is told at once, and a new interview can then be scheduled. */
export function CancelInterview({ interview, onDone }: { interview: InterviewItem; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInterview();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const cancel = () => {
    setProblem(null);
    update.mutate(
      { id: interview.id, status: "cancelled" },
      {
        onSuccess: () => {
          toast({
            title: t("Interview Cancelled"),
            description: (
              <Sentence
                i18nKey="{{name}} has been told the interview is cancelled."
                values={{ name: interview.teacherName }}
              />
            ),
          });
          onDone();
        },
        onError: (error) => setProblem(interviewErrorText(error, GENERIC_ERROR, t)),
      },
    );
  };
  return (
    <div className="mt-4 grid gap-3 border-t pt-4" role="group" aria-describedby={problem ? problemId : undefined}>
      <p className="text-sm text-foreground">
        {t("Cancel this interview? The teacher is told, and you can schedule a new one from their application.")}
      </p>
      <Problem id={problemId} text={problem} />
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" onClick={cancel} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <X aria-hidden="true" />}
          {t("Cancel interview")}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t("Keep it")}
        </Button>
      </div>
    </div>
  );
}
