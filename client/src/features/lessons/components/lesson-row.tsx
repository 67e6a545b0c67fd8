import { ClipboardCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { Button } from "@/components/ui/button";
import { formatEventTime } from "@/lib/format";
import { reportAction } from "../lib/lesson-state";
import { JoinLessonButton } from "./join-lesson-button";
import { AttendanceBadge, AwaitingReportBadge } from "./lesson-badges";
import type { LessonView } from "./lesson-detail-body";
import { preloadLessonDetails } from "./lesson-detail-dialog";

/** What the teacher recorded on a booking row: the attendance, or 'Awaiting report' for a lesson left unreported. */
export function LessonBadges({ booking: b }: { booking: Pick<BookingItem, "attendance" | "awaitingReport"> }) {
  return (
    <>
      <AttendanceBadge attendance={b.attendance} />
      <AwaitingReportBadge awaiting={b.awaitingReport} />
    </>
  );
}

export type OpenLesson = (id: number, view: LessonView) => void;

/**
 * A booking row's 'Join lesson' (while the room is open), 'Complete lesson' (from the lesson's start) or 'Write report'
 * (marked held without a report), and 'Details'; the dialog's code loads on approach.
 */
export function LessonActions({ booking: b, onOpen }: { booking: BookingItem; onOpen: OpenLesson }) {
  const { t } = useTranslation();
  const action = reportAction(b);
  const which = (
    <span className="sr-only">
      {t("for {{name}}, {{time}}", { name: b.studentName, time: formatEventTime(b.scheduledAt) })}
    </span>
  );
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <JoinLessonButton booking={b} context={which} />
      {action ? (
        <Button
          size="sm"
          onClick={() => onOpen(b.id, "complete")}
          onPointerEnter={preloadLessonDetails}
          onFocus={preloadLessonDetails}
        >
          <ClipboardCheck aria-hidden="true" />
          {action === "report" ? t("Write report") : t("Complete lesson")} {which}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onOpen(b.id, "details")}
        onPointerEnter={preloadLessonDetails}
        onFocus={preloadLessonDetails}
      >
        {t("Details")} {which}
      </Button>
    </div>
  );
}
