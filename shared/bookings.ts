// Booking and interview shapes on the wire (api.md "Students and bookings", "Interviews").
import { z } from "zod";
import {
  BOOKING_STATUSES,
  CAPS,
  TEXT_MAX,
  type BookingStatus,
  type InterviewResult,
  type InterviewStatus,
  type PaymentStatus,
} from "./constants";
import { integer, text } from "./fields";

export interface BookingItem {
  id: number;
  classId: number;
  studentId: number;
  parentId: number;
  teacherId: number;
  scheduledAt: string;
  endsAt: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  amount: string;
  notes: string | null;
  classTitle: string;
  studentName: string;
  teacherName: string;
  createdAt: string;
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
});

/** The 409 of the upcoming-bookings cap. */
export const UPCOMING_BOOKINGS_CAP_MESSAGE = `You can have at most ${CAPS.upcomingBookingsPerParent} upcoming bookings`;
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingValues = z.output<typeof createBookingSchema>;

/** PATCH /api/bookings/{id}: cancel, reschedule, or (the teacher) mark completed with attendance. */
export const updateBookingSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES).extract(["cancelled", "completed"], { error: "status must be cancelled or completed" }).optional(),
    scheduledAt: instant("Please select a date and time").optional(),
    attended: z.boolean({ error: "attended must be true or false" }).optional(),
  })
  .refine((v) => v.status !== undefined || v.scheduledAt !== undefined, { message: "Nothing to update", path: ["status"] })
  .refine((v) => !(v.status && v.scheduledAt), { message: "Reschedule and status change are separate requests", path: ["scheduledAt"] });
export type UpdateBookingInput = z.input<typeof updateBookingSchema>;
