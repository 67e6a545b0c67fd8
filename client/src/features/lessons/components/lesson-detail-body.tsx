import { ClipboardCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import type { ProgressReportItem } from "@shared/lessons";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Separator } from "@/components/ui/separator";
import { Sentence } from "@/lib/bdi";
import { BadgesOnRequest } from "@/features/hifz";
import { canCompleteLesson, formatLessonTime, reportAction } from "../lib/lesson-state";
import { CompleteLessonForm } from "./complete-lesson-form";
import { EditReportForm } from "./edit-report-form";
import { JoinLessonButton } from "./join-lesson-button";
import { LessonFacts, SectionHeading, StudentFacts } from "./lesson-facts";
import { LessonReport } from "./lesson-report";
import { MeetingLinkForm } from "./meeting-link-form";

export type LessonView = "details" | "complete";

type View = { kind: "details" } | { kind: "complete" } | { kind: "edit"; report: ProgressReportItem };

const TITLES: Record<View["kind"], string> = {
  details: "Lesson details",
  complete: "Complete lesson",
  edit: "Edit report",
};

/** The dialog's title: 'Write report' for a lesson already marked held that only lacks its report. */
const titleOf = (kind: View["kind"], booking: BookingItem) =>
  kind === "complete" && reportAction(booking) === "report" ? "Write report" : TITLES[kind];

function MeetingSection({ booking }: { booking: BookingItem }) {
  const { t } = useTranslation();
  const headingId = `lesson-${booking.id}-link`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionHeading id={headingId}>{t("Lesson link")}</SectionHeading>
        <JoinLessonButton booking={booking} />
      </div>
      <p className="break-all text-sm text-foreground">
        {booking.meetingUrl ?? (
          <span className="break-normal text-muted-foreground">
            {t("No link yet. Set one for the class in My Classes, or for this lesson below.")}
          </span>
        )}
      </p>
      <MeetingLinkForm booking={booking} />
    </section>
  );
}

function CompleteHint({ booking, onComplete }: { booking: BookingItem; onComplete: () => void }) {
  const { t } = useTranslation();
  const action = reportAction(booking);
  if (action) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-foreground">
          {action === "report"
            ? t("This lesson was marked held but has no report yet: tell the family what you covered.")
            : t("Record attendance and, if the student came, what you covered.")}
        </p>
        <Button onClick={onComplete}>
          <ClipboardCheck aria-hidden="true" />
          {action === "report" ? t("Write report") : t("Complete lesson")}
        </Button>
      </div>
    );
  }
  if (booking.status === "scheduled" && booking.attendance === null) {
    return <p className="text-sm text-muted-foreground">{t("You can complete this lesson from its start.")}</p>;
  }
  return null;
}

/**
 * What the teacher sees of one booking, and the forms that act on it: the details, 'Complete lesson' and 'Edit
 * report' take turns in the one dialog, so a phone never stacks two.
 */
export function LessonDetailBody({
  booking,
  startWith = "details",
  statusBadges,
}: {
  booking: BookingItem;
  startWith?: LessonView;
  statusBadges?: ReactNode;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: startWith });
  const details = () => setView({ kind: "details" });
  // A lesson completed meanwhile (another tab, a refetch) shows its details instead of a form the server would refuse.
  const shown: View = view.kind === "complete" && !canCompleteLesson(booking) ? { kind: "details" } : view;

  let body: ReactNode;
  if (shown.kind === "complete") body = <CompleteLessonForm booking={booking} onDone={details} onBack={details} />;
  else if (shown.kind === "edit") body = <EditReportForm report={shown.report} onDone={details} onBack={details} />;
  else {
    body = (
      <div className="grid gap-5">
        <LessonFacts booking={booking} statusBadges={statusBadges} />
        <CompleteHint booking={booking} onComplete={() => setView({ kind: "complete" })} />
        {/* Once held, what happened comes before who came. */}
        {booking.hasReport ? (
          <>
            <LessonReport bookingId={booking.id} onEdit={(report) => setView({ kind: "edit", report })} />
            <Separator />
          </>
        ) : null}
        <StudentFacts booking={booking} />
        {booking.student && booking.status !== "cancelled" ? (
          <BadgesOnRequest studentId={booking.student.id} name={booking.student.name} />
        ) : null}
        {/* The link matters until the lesson is completed or cancelled. */}
        {booking.status === "scheduled" ? (
          <>
            <Separator />
            <MeetingSection booking={booking} />
          </>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(titleOf(shown.kind, booking))}</DialogTitle>
        <DialogDescription>
          <Sentence
            i18nKey="{{classTitle}} with {{studentName}}, {{time}}"
            values={{
              classTitle: booking.classTitle,
              studentName: booking.studentName,
              time: formatLessonTime(booking.scheduledAt),
            }}
          />
        </DialogDescription>
      </DialogHeader>
      {body}
    </>
  );
}
