import { addDays, format, set } from "date-fns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { meetingUrl } from "@shared/lessons";
import type { TeacherListItem } from "@shared/teachers";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { translateServerMessage } from "@/lib/i18n";
import { useScheduleInterview } from "../api/interviews";
import { fullName } from "./list-states";

export const DEFAULT_INTERVIEW_NOTES = "Initial teacher evaluation interview";
const SCHEDULE_FAILED = "Failed to schedule interview. Please try again.";

/** The default interview time for <input type="datetime-local">: 7 days ahead at 14:00 local. */
export function defaultInterviewTime(now = new Date()): string {
  const at = set(addDays(now, 7), { hours: 14, minutes: 0, seconds: 0, milliseconds: 0 });
  return format(at, "yyyy-MM-dd'T'HH:mm");
}

/** The server's reason for refusing (a 4xx: "already has an interview…"), else the generic sentence. */
export function interviewErrorText(error: unknown, fallback: string, t: (key: string) => string): string {
  return error instanceof ApiError && error.status < 500 ? errorText(error) : t(fallback);
}

/** A typed meeting link as the server will read it: the link, null for none, or why it is refused (translated). */
export function readMeetingLink(typed: string): { link: string | null } | { problem: string } {
  const parsed = meetingUrl.safeParse(typed);
  return parsed.success
    ? { link: parsed.data }
    : { problem: translateServerMessage(parsed.error.issues[0]?.message ?? "") };
}

/** The interview form of one applicant: when (local time), the meeting link and notes, and scheduling it. */
export function useInterviewScheduler(teacher: TeacherListItem) {
  const { t } = useTranslation();
  const schedule = useScheduleInterview();
  const [when, setWhen] = useState(() => defaultInterviewTime());
  const [link, setLink] = useState("");
  // The suggested note in the admin's language: it is theirs to edit, and what they save is theirs too.
  const [notes, setNotes] = useState(() => t(DEFAULT_INTERVIEW_NOTES));
  // Why the last attempt was refused, said in the form: a toast sits behind the dialog's overlay.
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    setProblem(null);
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) {
      toast({ title: t("Error"), description: t("Please choose a date and time."), variant: "destructive" });
      return;
    }
    const meeting = readMeetingLink(link);
    if ("problem" in meeting) {
      setProblem(meeting.problem);
      return;
    }
    schedule.mutate(
      {
        teacherId: teacher.userId,
        scheduledAt: at.toISOString(),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(meeting.link ? { meetingUrl: meeting.link } : {}),
      },
      {
        onSuccess: () => {
          setLink("");
          toast({
            title: t("Interview Scheduled"),
            description: (
              <Sentence
                i18nKey="The interview with {{name}} has been scheduled."
                values={{ name: fullName(teacher) }}
              />
            ),
          });
        },
        onError: (error) => {
          const reason = interviewErrorText(error, SCHEDULE_FAILED, t);
          // The server's reason stays beside the form; an outage is the toast's alone.
          if (error instanceof ApiError && error.status < 500) setProblem(reason);
          toast({ title: t("Error"), description: reason, variant: "destructive" });
        },
      },
    );
  };
  return { when, setWhen, link, setLink, notes, setNotes, problem, submit, isPending: schedule.isPending };
}
