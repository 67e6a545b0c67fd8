import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TeacherListItem } from "@shared/teachers";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { MeetingLinkInput } from "./meeting-link-input";
import { useInterviewScheduler } from "./use-interview-scheduler";

/** Under the Decision: scheduling the applicant's vetting interview. */
export function ReviewScheduleInterview({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  const { when, setWhen, link, setLink, notes, setNotes, problem, submit, isPending } = useInterviewScheduler(teacher);
  const whenId = useId();
  const linkId = useId();
  const notesId = useId();
  const problemId = useId();
  return (
    <section aria-labelledby={`${whenId}-heading`} className="grid gap-3 border-t pt-4">
      <h3 id={`${whenId}-heading`} className="font-semibold text-foreground">
        {t("Schedule Interview")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={whenId}>{t("Date and time")}</Label>
          <Input id={whenId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={notesId}>{t("Notes")}</Label>
          <Input id={notesId} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={linkId}>{t("Meeting link (optional)")}</Label>
          <MeetingLinkInput id={linkId} value={link} onChange={setLink} problemId={problemId} problem={problem} />
        </div>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div>
        <Button variant="outline" onClick={submit} disabled={isPending}>
          {isPending ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
          {t("Schedule Interview")}
        </Button>
      </div>
    </section>
  );
}
