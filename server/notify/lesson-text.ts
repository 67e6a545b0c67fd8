// What every lesson template shares (decision 043): the lesson's events, and the lesson named in a sentence in the
// reader's language (decision 067; `lang` absent is English).
import type { Language } from "@shared/i18n";
import type { Resolved } from "./events";
import { whenIn, zoneOf } from "./when";
import { say } from "./words";

type LessonKind =
  | "lesson_booked"
  | "lesson_paid"
  | "lesson_cancelled_by"
  | "refund_issued"
  | "lesson_rescheduled"
  | "lesson_on_hold"
  | "report_written"
  | "badge_earned"
  | "badge_withdrawn"
  | "certificates_withdrawn"
  | "review_written"
  | "review_replied"
  | "lesson_reminder"
  | "booking_expired"
  | "report_nudge";
export type LessonEvent = Resolved & { kind: LessonKind };
/** The lesson events of these kinds. */
export type LessonOf<K extends LessonKind> = LessonEvent & { kind: K };

// Texts with {{placeholders}}, written in the reader's language by say() (words.ts); `lang` absent is English.
export type Lang = Language | undefined;

export function lessonIn(
  e: LessonEvent & { classTitle: string; studentName: string; teacherName: string; scheduledAt: Date },
  lang?: Lang,
) {
  return say(lang, '"{{title}}" for {{student}} with {{teacher}} on {{when}}', {
    title: e.classTitle,
    student: e.studentName,
    teacher: e.teacherName,
    when: whenIn(e.scheduledAt, zoneOf(e.to), lang),
  });
}
