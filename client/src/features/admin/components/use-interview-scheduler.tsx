import { addDays, format, set } from "date-fns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeacherListItem } from "@shared/teachers";
import { toast } from "@/components/ui/toaster";
import { Sentence } from "@/lib/bdi";
import { useScheduleInterview } from "../api/interviews";
import { fullName } from "./list-states";

export const DEFAULT_INTERVIEW_NOTES = "Initial teacher evaluation interview";

/** The default interview time for <input type="datetime-local">: 7 days ahead at 14:00 local. */
export function defaultInterviewTime(now = new Date()): string {
  const at = set(addDays(now, 7), { hours: 14, minutes: 0, seconds: 0, milliseconds: 0 });
  return format(at, "yyyy-MM-dd'T'HH:mm");
}

/** The interview form of one applicant: when (local time) and notes, and scheduling it. */
export function useInterviewScheduler(teacher: TeacherListItem) {
  const { t } = useTranslation();
  const schedule = useScheduleInterview();
  const [when, setWhen] = useState(() => defaultInterviewTime());
  // The suggested note in the admin's language: it is theirs to edit, and what they save is theirs too.
  const [notes, setNotes] = useState(() => t(DEFAULT_INTERVIEW_NOTES));
  const submit = () => {
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) {
      toast({ title: t("Error"), description: t("Please choose a date and time."), variant: "destructive" });
      return;
    }
    schedule.mutate(
      { teacherId: teacher.userId, scheduledAt: at.toISOString(), ...(notes.trim() ? { notes: notes.trim() } : {}) },
      {
        onSuccess: () =>
          toast({
            title: t("Interview Scheduled"),
            description: (
              <Sentence
                i18nKey="The interview with {{name}} has been scheduled."
                values={{ name: fullName(teacher) }}
              />
            ),
          }),
        onError: () =>
          toast({
            title: t("Error"),
            description: t("Failed to schedule interview. Please try again."),
            variant: "destructive",
          }),
      },
    );
  };
  return { when, setWhen, notes, setNotes, submit, isPending: schedule.isPending };
}
