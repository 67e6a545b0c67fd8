// Booking and interview shapes on the wire (api.md "Students and bookings", "Interviews").
import { z } from "zod";
import {
  type Attendance,
  BOOKING_STATUSES,
  CAPS,
  TEXT_MAX,
  type BookingStatus,
  type InterviewResult,
  type InterviewStatus,
  type PaymentStatus,
} from "./constants";
import { integer, text } from "./fields";
import { pageQuerySchema, type PageQuery } from "./paging";
import { bookingMeetingSchema, type ProgressReportItem } from "./lessons";

export interface BookingItem {
  id: number;
  /** The weekly plan this lesson belongs to (issue 33); null for a single booking. */
  planId?: number | null;
  /** A trial lesson (issue 36): the class's trial length and price. */
  trial?: boolean;
  classId: number;
  studentId: number;
  parentId: number;
  teacherId: number;
  scheduledAt: string;
  endsAt: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  amount: string;
  /** The parent's note to the teacher: the booking's parent and its teacher only (null for anyone else). */
  notes: string | null;
  classTitle: string;
  studentName: string;
  teacherName: string;
  createdAt: string;
  /** Issue 17: while unpaid, the booking holds its slot until then (30 minutes after it was made); null otherwise. */
  expiresAt: string | null;
  /** Issue 16 (api.md "Lessons after the booking"). The child's details: the booking's parent and teacher only. */
  student?: LessonStudent;
  /** Null until the teacher completes the lesson. */
  attendance: Attendance | null;
  hasReport: boolean;
  /** The id of the parent's review of this lesson, once written. */
  reviewId: number | null;
  /** The lesson's link: the teacher always, the parent once paid; absent for anyone else. */
  meetingUrl?: string | null;
  /** This booking's own link, overriding the class's (null: none, the class's link is in force). Teacher's copy only. */
  lessonMeetingUrl?: string | null;
  /** Not reported 72 hours after its end (teacher and admins see 'Awaiting report'). */
  awaitingReport: boolean;
  /**
   * Issue 31: a lesson still to come whose teacher is not approved now (a safeguarding check being verified again).
   * It does not take place until they are; the family may cancel it with a full refund meanwhile.
   */
  onHold: boolean;
  /**
   * Issue 31: the teacher moved it to less than 12 hours ahead and the family has not accepted the new time. Until they
   * do (PATCH {acceptMove: true}) they may move it or cancel it with a full refund.
   */
  movedAtShortNotice: boolean;
  /** The parent may review now (held, no review yet, within 60 days); false once dismissed. Parent's copy only. */
  reviewDue?: boolean;
}

/** The child as the booking's parent and teacher see it. */
export interface LessonStudent {
  id: number;
  name: string;
  age: number;
  level: "beginner" | "intermediate" | "advanced";
  goals: string | null;
  specialNeeds: string | null;
}

export interface InterviewItem {
  id: number;
  teacherId: number;
  adminId: number | null;
  scheduledAt: string;
  status: InterviewStatus;
  notes: string | null;
  result: InterviewResult | null;
  feedback: string | null;
  /** The video call's https link, set by the admin; null until one is set. */
  meetingUrl: string | null;
  teacherName: string;
  createdAt: string;
}

const positiveId = (message: string) =>
  integer(message).pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));

const instant = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(64, "Use an ISO date-time such as 2026-01-31T14:00:00Z")
    .pipe(z.iso.datetime({ offset: true, error: "Use an ISO date-time such as 2026-01-31T14:00:00Z" }));

/** POST /api/bookings (spec §3 "Booking request", §5 "Booking form"). */
export const createBookingSchema = z.object({
  classId: positiveId("classId must be a class id"),
  studentId: positiveId("Please select a student"),
  scheduledAt: instant("Please select a date and time"),
  notes: text(TEXT_MAX.note, `Notes must be at most ${TEXT_MAX.note} characters`).optional(),
  /** Book the class's trial lesson (issue 36): its length and price, once per child per teacher. */
  trial: z.boolean({ error: "trial must be true or false" }).optional(),
});

/** The 409 of the upcoming-bookings cap. */
export const UPCOMING_BOOKINGS_CAP_MESSAGE = `You can have at most ${CAPS.upcomingBookingsPerParent} upcoming bookings`;
/** The 409s of the unpaid holds: a family pays for or cancels one before holding another slot. */
export const UNPAID_HOLDS_CAP_MESSAGE = `You have ${CAPS.unpaidHoldsPerParent} unpaid bookings. Pay for or cancel one before booking another.`;
export const UNPAID_HOLDS_WITH_TEACHER_MESSAGE = `You have ${CAPS.unpaidHoldsPerTeacher} unpaid bookings with this teacher. Pay for or cancel one before booking another.`;
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingValues = z.output<typeof createBookingSchema>;

/** PATCH /api/bookings/{id}: cancel, reschedule, or (the teacher) mark completed with attendance. */
export const updateBookingSchema = z
  .object({
    status: z
      .enum(BOOKING_STATUSES)
      .extract(["cancelled", "completed"], { error: "status must be cancelled or completed" })
      .optional(),
    scheduledAt: instant("Please select a date and time").optional(),
    attended: z.boolean({ error: "attended must be true or false" }).optional(),
    /**
     * With a cancellation: the refund the dialog promised (refundOnCancel on the viewer's clock). When the server's
     * clock says otherwise (the 12-hour mark passed, a device clock off), the cancellation is refused (409), never
     * made on terms the person did not see.
     */
    expectedRefund: z.enum(["full", "none"], { error: "expectedRefund must be full or none" }).optional(),
    /** The family accepts the time the teacher moved the lesson to at short notice (issue 31). */
    acceptMove: z.literal(true, { error: "acceptMove must be true" }).optional(),
  })
  .refine((v) => v.status !== undefined || v.scheduledAt !== undefined || v.acceptMove !== undefined, {
    message: "Nothing to update",
    path: ["status"],
  })
  .refine((v) => !(v.status && v.scheduledAt), {
    message: "Reschedule and status change are separate requests",
    path: ["scheduledAt"],
  })
  .refine((v) => v.expectedRefund === undefined || v.status === "cancelled", {
    message: "expectedRefund goes with a cancellation",
    path: ["expectedRefund"],
  })
  .refine((v) => v.acceptMove === undefined || (v.status === undefined && v.scheduledAt === undefined), {
    message: "Accepting a move is a request of its own",
    path: ["acceptMove"],
  });
export type UpdateBookingInput = z.input<typeof updateBookingSchema>;

const LINK_ALONE = "Change the lesson link on its own";

/**
 * PATCH /api/bookings/{id} as the route reads it: a body naming `meetingUrl` is the teacher's link for the lesson
 * (bookingMeetingSchema), on its own; any other body is a status or time change (updateBookingSchema). `change`
 * says which, set from the body's keys (never the client's).
 */
export const bookingChangeSchema = z.preprocess(
  (body) =>
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? { ...body, change: "meetingUrl" in body ? "meeting" : "lesson" }
      : body,
  z.discriminatedUnion("change", [
    bookingMeetingSchema
      .extend({
        change: z.literal("meeting"),
        status: z.unknown().optional(),
        scheduledAt: z.unknown().optional(),
        attended: z.unknown().optional(),
        expectedRefund: z.unknown().optional(),
        acceptMove: z.unknown().optional(),
      })
      .refine(
        (v) =>
          v.status === undefined &&
          v.scheduledAt === undefined &&
          v.attended === undefined &&
          v.expectedRefund === undefined &&
          v.acceptMove === undefined,
        {
          message: LINK_ALONE,
          path: ["meetingUrl"],
        },
      ),
    updateBookingSchema.extend({ change: z.literal("lesson") }),
  ]),
);
export type BookingChangeValues = z.output<typeof bookingChangeSchema>;

/**
 * GET /api/bookings ?filter: lessons still to come, awaiting a report, past (ended, not cancelled), cancelled, or
 * cancelled because their teacher was absent.
 */
export const BOOKING_FILTERS = ["upcoming", "awaiting_report", "past", "cancelled", "teacher_absent"] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];
export const bookingsQuerySchema = pageQuerySchema.extend({
  filter: z.enum(BOOKING_FILTERS, { error: `filter must be one of ${BOOKING_FILTERS.join(", ")}` }).optional(),
});
export type BookingsQuery = PageQuery & { filter?: BookingFilter };

/** PATCH /api/bookings/{id} {status: "cancelled"}: the booking as it now is, and what the policy gave back. */
export interface CancelOutcome extends BookingItem {
  refund: "full" | "none";
}

/** POST /api/bookings/{id}/report answers the lesson as it now is and its report (null for absent or teacher absent). */
export interface ReportOutcome {
  booking: BookingItem;
  report: ProgressReportItem | null;
}
