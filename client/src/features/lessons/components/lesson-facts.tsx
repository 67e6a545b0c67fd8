import type { ReactNode } from "react";
import type { BookingItem } from "@shared/bookings";
import { LEVEL_LABELS } from "@shared/constants";
import { cn } from "@/lib/utils";
import { formatLessonTime, lessonZoneName } from "../lib/lesson-state";
import { AttendanceBadge, AwaitingReportBadge } from "./lesson-badges";

export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", wide && "col-span-full")}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
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

/** When, the booking's state and what the teacher recorded. */
export function LessonFacts({ booking, statusBadges }: { booking: BookingItem; statusBadges?: ReactNode }) {
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg bg-muted/40 p-4 sm:grid-cols-2">
      <Fact label="Time" wide>
        <time dateTime={booking.scheduledAt}>{formatLessonTime(booking.scheduledAt)}</time>{" "}
        <span className="text-muted-foreground">{lessonZoneName()}, your time zone</span>
      </Fact>
      <Fact label="Status and payment">
        <span className="flex flex-wrap gap-2">{statusBadges}</span>
      </Fact>
      <Fact label="Attendance">
        <span className="flex flex-wrap gap-2">
          {booking.attendance ? <AttendanceBadge attendance={booking.attendance} /> : none("Not recorded yet")}
          <AwaitingReportBadge awaiting={booking.awaitingReport} />
        </span>
      </Fact>
    </dl>
  );
}

/** The child and the parent's notes: the booking's teacher only, and only while the booking is not cancelled. */
export function StudentFacts({ booking }: { booking: BookingItem }) {
  const child = booking.student;
  if (!child || booking.status === "cancelled") {
    return (
      <p className="text-sm text-muted-foreground">
        {booking.status === "cancelled" ? "A cancelled lesson's child details are no longer shown." : "The child's details are not available."}
      </p>
    );
  }
  return (
    <section aria-labelledby={`lesson-${booking.id}-student`} className="space-y-3">
      <SectionHeading id={`lesson-${booking.id}-student`}>About {child.name}</SectionHeading>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label="Age">{child.age} years</Fact>
        <Fact label="Level">{LEVEL_LABELS[child.level] ?? child.level}</Fact>
        <Fact label="Goals" wide>
          {child.goals || none("None noted")}
        </Fact>
        <Fact label="Special needs" wide>
          {child.specialNeeds || none("None noted")}
        </Fact>
        <Fact label="Parent's notes" wide>
          {booking.notes || none("No notes for this lesson")}
        </Fact>
      </dl>
    </section>
  );
}
