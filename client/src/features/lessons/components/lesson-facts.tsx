import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { LEVEL_LABELS } from "@shared/constants";
import { Sentence } from "@/lib/bdi";
import { cn } from "@/lib/utils";
import { formatLessonTime, lessonZoneName } from "../lib/lesson-state";
import { AttendanceBadge, AwaitingReportBadge } from "./lesson-badges";

/** A label and its value; the label is the English text, translated here. */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={cn("min-w-0", wide && "col-span-full")}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(label)}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="font-display text-base font-semibold text-foreground">
      {children}
    </h3>
  );
}

const none = (text: string) => <span className="text-muted-foreground">{text}</span>;
// What a family wrote, in its own direction inside either page (issue 32).
const written = (text: string) => (
  <span dir="auto" className="block">
    {text}
  </span>
);

/** When, the booking's state and what the teacher recorded. */
export function LessonFacts({ booking, statusBadges }: { booking: BookingItem; statusBadges?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg bg-muted/40 p-4 sm:grid-cols-2">
      <Fact label="Time" wide>
        <time dateTime={booking.scheduledAt}>{formatLessonTime(booking.scheduledAt)}</time>{" "}
        <span className="text-muted-foreground">{t("{{zone}}, your time zone", { zone: lessonZoneName() })}</span>
      </Fact>
      <Fact label="Status and payment">
        <span className="flex flex-wrap gap-2">{statusBadges}</span>
      </Fact>
      <Fact label="Attendance">
        <span className="flex flex-wrap gap-2">
          {booking.attendance ? <AttendanceBadge attendance={booking.attendance} /> : none(t("Not recorded yet"))}
          <AwaitingReportBadge awaiting={booking.awaitingReport} />
        </span>
      </Fact>
    </dl>
  );
}

/** The child and the parent's notes: the booking's teacher only, and only while the booking is not cancelled. */
export function StudentFacts({ booking }: { booking: BookingItem }) {
  const { t } = useTranslation();
  const child = booking.student;
  if (!child || booking.status === "cancelled") {
    return (
      <p className="text-sm text-muted-foreground">
        {booking.status === "cancelled"
          ? t("A cancelled lesson's child details are no longer shown.")
          : t("The child's details are not available.")}
      </p>
    );
  }
  return (
    <section aria-labelledby={`lesson-${booking.id}-student`} className="space-y-3">
      <SectionHeading id={`lesson-${booking.id}-student`}>
        <Sentence i18nKey="About {{name}}" values={{ name: child.name }} />
      </SectionHeading>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label="Age">{t("{{count}} years", { count: child.age })}</Fact>
        <Fact label="Level">{LEVEL_LABELS[child.level] ? t(LEVEL_LABELS[child.level]) : child.level}</Fact>
        <Fact label="Goals" wide>
          {child.goals ? written(child.goals) : none(t("None noted"))}
        </Fact>
        <Fact label="Special needs" wide>
          {child.specialNeeds ? written(child.specialNeeds) : none(t("None noted"))}
        </Fact>
        <Fact label="Parent's notes" wide>
          {booking.notes ? written(booking.notes) : none(t("No notes for this lesson"))}
        </Fact>
      </dl>
    </section>
  );
}
