import { CircleCheck, CircleMinus, CircleX, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ATTENDANCE_LABELS, type Attendance } from "@shared/constants";
import { Badge, type BadgeProps } from "@/components/ui/badge";

// The one look of an attendance, for the teacher's rows and the parent's progress alike. Colour backs up the word and
// the icon, never replaces them (design.md). The student's attendance reads as the Progress tab's counts do (present
// green, late amber, absent red); the teacher's absence is not the child's, so it stays neutral.
const LOOK: Record<Attendance, { variant: NonNullable<BadgeProps["variant"]>; icon: typeof Clock }> = {
  present: { variant: "success", icon: CircleCheck },
  late: { variant: "warning", icon: Clock },
  absent: { variant: "destructive", icon: CircleX },
  teacher_absent: { variant: "info", icon: CircleMinus },
};

/** What the teacher recorded for the lesson (Present, Late, Absent or Teacher absent); nothing until recorded. */
export function AttendanceBadge({ attendance, className }: { attendance: Attendance | null; className?: string }) {
  const { t } = useTranslation();
  if (attendance === null) return null;
  const { variant, icon: Icon } = LOOK[attendance];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {t(ATTENDANCE_LABELS[attendance])}
    </Badge>
  );
}

/** A lesson left unreported 72 hours after its end (the server decides: booking.awaitingReport). */
export function AwaitingReportBadge({ awaiting }: { awaiting: boolean }) {
  const { t } = useTranslation();
  return awaiting ? <Badge variant="warning">{t("Awaiting report")}</Badge> : null;
}
