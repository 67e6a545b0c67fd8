// The lesson after the booking: meeting links, reports and a child's progress (api.md "Lessons after the booking").
import { placementSchema, type Placement } from "./placement";
import { z } from "zod";
import { ATTENDANCES, HELD_ATTENDANCES, LESSON_RULES, TEXT_MAX, type Attendance } from "./constants";
import { integer, text } from "./fields";
import { hifzEntriesSchema, type HifzEntryItem } from "./hifz";

/** Did the lesson take place with the student (present or late)? Only then is there a report, and a review. */
export const isHeldAttendance = (a: Attendance | null | undefined): a is (typeof HELD_ATTENDANCES)[number] =>
  (HELD_ATTENDANCES as readonly string[]).includes(a ?? "");

/** The progress answer lists at most this many lessons (the latest); lessonsTotal counts them all. */
export const PROGRESS_LESSONS_MAX = 100;

const MEETING_URL_MESSAGE = "Use an https link such as https://zoom.us/j/123";
const MEETING_URL_TOO_LONG = `Links must be at most ${LESSON_RULES.meetingUrlMax} characters`;

/**
 * The link as stored, or a reason it is not a lesson link. The URL parser forgives what a family's browser should
 * never be handed: spaces, tabs and line breaks inside (dropped or encoded), "https:/x" and "https:zoom.us" (read as
 * https://x/), credentials, a host with no dot (localhost, an intranet name). So the text is checked as typed, and
 * what is stored is the parser's normal form, the one every browser reads alike.
 */
function normaliseMeetingUrl(typed: string): { href: string } | { problem: string } {
  // Whitespace (Unicode spaces, line breaks included) and control characters anywhere inside the link.
  if (/[\s\p{Cc}\p{Cf}]/u.test(typed) || !/^https:\/\//i.test(typed)) return { problem: MEETING_URL_MESSAGE };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { problem: MEETING_URL_MESSAGE };
  }
  // A public name: labels around at least one dot, a top-level label with a letter (no IP address).
  const labels = url.hostname.split(".");
  const publicHost = labels.length >= 2 && labels.every((l) => l !== "") && /[a-z]/i.test(labels[labels.length - 1]);
  if (url.protocol !== "https:" || !publicHost || url.username !== "" || url.password !== "")
    return { problem: MEETING_URL_MESSAGE };
  return url.href.length > LESSON_RULES.meetingUrlMax ? { problem: MEETING_URL_TOO_LONG } : { href: url.href };
}

/**
 * A lesson link: an absolute https URL to a public host, as typed without spaces or control characters, of at most 500
 * characters, stored in its normal form; empty/null clears it. Spaces around the link are forgiven.
 */
export const meetingUrl = z
  .union([z.string().max(LESSON_RULES.meetingUrlMax, MEETING_URL_TOO_LONG), z.null()], { error: MEETING_URL_MESSAGE })
  .transform((v, ctx) => {
    const typed = v?.trim() ?? "";
    if (typed === "") return null;
    const link = normaliseMeetingUrl(typed);
    if ("href" in link) return link.href;
    ctx.addIssue({ code: "custom", message: link.problem });
    return z.NEVER;
  });

/** PATCH /api/bookings/{id} {meetingUrl}: the teacher's link for one lesson (null: the class's link again). */
export const bookingMeetingSchema = z.object({ meetingUrl });

const reportText = (label: string, max: number = TEXT_MAX.note) =>
  text(max, `${label} must be at most ${max} characters`);

const rating = integer("Rating must be a whole number from 1 to 5").pipe(
  z.number().min(1, "Rating must be a whole number from 1 to 5").max(5, "Rating must be a whole number from 1 to 5"),
);

const reportFields = {
  content: reportText("What was covered", TEXT_MAX.long),
  rating,
  feedback: reportText("Feedback"),
  homework: reportText("Homework"),
  nextTopics: reportText("Next topics"),
};

/** POST /api/bookings/{id}/report. `content` is required when the student came (present or late). */
export const createReportSchema = z
  .object({
    attendance: z.enum(ATTENDANCES, { error: "Attendance must be present, late, absent or teacher_absent" }),
    content: reportFields.content.optional(),
    rating: reportFields.rating.optional(),
    feedback: reportFields.feedback.optional(),
    homework: reportFields.homework.optional(),
    nextTopics: reportFields.nextTopics.optional(),
    /** What the teacher heard (the hifz ledger, issue 19). */
    hifz: hifzEntriesSchema.optional(),
    /** A trial's report only, and required there when the child came (issue 36). */
    placement: placementSchema.optional(),
  })
  .refine((v) => !(v.attendance === "present" || v.attendance === "late") || (v.content ?? "").length > 0, {
    message: "Please describe what was covered",
    path: ["content"],
  })
  .refine((v) => v.attendance === "present" || v.attendance === "late" || !v.hifz?.length, {
    message: "Hifz entries can only be recorded for a lesson the student attended",
    path: ["hifz"],
  });
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReportValues = z.output<typeof createReportSchema>;

/** PATCH /api/bookings/{id}/report: a correction within 48 hours (attendance stays as recorded). */
export const updateReportSchema = z
  .object({
    content: reportFields.content.min(1, "Please describe what was covered"),
    rating: reportFields.rating.nullable(),
    feedback: reportFields.feedback,
    homework: reportFields.homework,
    nextTopics: reportFields.nextTopics,
    /** Replaces the report's hifz entries (an empty list removes them). */
    hifz: hifzEntriesSchema,
    /** A trial's placement, corrected (issue 36). */
    placement: placementSchema,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["content"] });
export type UpdateReportInput = z.input<typeof updateReportSchema>;

/** A progress report as its readers see it. */
export interface ProgressReportItem {
  id: number;
  bookingId: number;
  studentId: number;
  classTitle: string;
  /** The lesson's start. */
  scheduledAt: string;
  teacherName: string;
  attendance: Attendance;
  content: string;
  rating: number | null;
  feedback: string | null;
  homework: string | null;
  nextTopics: string | null;
  /** A trial's placement (issue 36): the level and where in the Quran to start. */
  placement?: Placement | null;
  createdAt: string;
  updatedAt: string;
  /** Until then the teacher may correct it. */
  editableUntil: string;
  /** What the teacher heard, in the report's order. */
  hifz: HifzEntryItem[];
}

/**
 * GET /api/students/{id}/progress: limit/offset page the reports only (`total` of reports, also in X-Total-Count);
 * the lessons are not paged: the latest PROGRESS_LESSONS_MAX, with `lessonsTotal` counting them all.
 */
export interface StudentProgress {
  attendance: {
    present: number;
    late: number;
    absent: number /** (present + late) / all recorded, 0–1; null with none. */;
    rate: number | null;
  };
  /** Lessons with attendance, newest first: the latest PROGRESS_LESSONS_MAX, whatever the page of reports. */
  lessons: { bookingId: number; classTitle: string; scheduledAt: string; attendance: Attendance }[];
  /** Every lesson with attendance, listed or not. */
  lessonsTotal: number;
  reports: ProgressReportItem[];
  total: number;
}

/** What a child's card shows beside the profile (GET /api/students items). */
export interface StudentLessonSummary {
  nextLesson: { bookingId: number; classTitle: string; teacherName: string; scheduledAt: string } | null;
  lastReport: {
    bookingId: number;
    classTitle: string;
    /** The lesson's start: what the card dates the report by (issue 32). */
    scheduledAt: string;
    /** When the report was written (a day or two after the lesson, often). */
    createdAt: string;
    rating: number | null;
    homework: string | null;
  } | null;
  /** Badges earned (issue 19), oldest first, each with the date it was earned. */
  badges?: { code: string; title: string; earnedAt: string }[];
}
