import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { BookingItem } from "@shared/bookings";
import { isHeldAttendance, type ProgressReportItem } from "@shared/lessons";
import { viewerTimeZone, zoneLabel, localPattern } from "@/lib/format";
import { dateLocale, i18n } from "@/lib/i18n";

type Reportable = Pick<BookingItem, "status" | "scheduledAt" | "attendance" | "hasReport">;

/**
 * What the teacher may record now (the server's rule, api.md): 'complete' a started lesson not yet marked; 'report' a
 * lesson marked held without a report (the older PATCH {status: "completed"} path), which POST report still accepts;
 * null otherwise (a cancelled lesson, one with its report, a missed one, one not started).
 */
export function reportAction(b: Reportable, now = Date.now()): "complete" | "report" | null {
  if (b.hasReport || Date.parse(b.scheduledAt) > now) return null;
  if (b.status === "scheduled" && b.attendance === null) return "complete";
  if (b.status === "completed" && isHeldAttendance(b.attendance)) return "report";
  return null;
}

/** 'Complete lesson' or 'Write report' is offered: the teacher has something to record. */
export const canCompleteLesson = (b: Reportable, now = Date.now()) => reportAction(b, now) !== null;

/** A report of a held lesson may be corrected until its editableUntil (48 hours after it was written). */
export const canEditReport = (r: Pick<ProgressReportItem, "attendance" | "editableUntil">, now = Date.now()) =>
  isHeldAttendance(r.attendance) && Date.parse(r.editableUntil) > now;

/** 'Mon, March 4, 2030 at 2:00 PM' in the viewer's zone. */
export function formatLessonTime(iso: string, zone = viewerTimeZone()): string {
  const options = { in: tz(zone), locale: dateLocale() };
  return i18n.t("{{date}} at {{time}}", {
    date: format(iso, localPattern("EEE, MMMM d, yyyy"), options),
    time: format(iso, "h:mm a", options),
  });
}

/** The viewer's zone, named as everywhere: '(Europe/London)'. */
export function lessonZoneName(zone = viewerTimeZone()): string {
  return zoneLabel(zone);
}
