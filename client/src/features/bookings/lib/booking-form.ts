import type { UseFormReturn } from "react-hook-form";
import type { CreateBookingInput, CreateBookingValues } from "@shared/bookings";

/** The wizard's one form (the shared schema): the slot is set on step 1, the child and notes on step 2. */
export type BookingForm = UseFormReturn<CreateBookingInput, unknown, CreateBookingValues>;

export const emptyBookingValues = (classId: number): CreateBookingInput => ({
  classId,
  studentId: "",
  scheduledAt: "",
  notes: "",
});
