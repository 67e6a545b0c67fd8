import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { BookingItem, CancelOutcome, UpdateBookingInput } from "@shared/bookings";
import type { RefundPolicy } from "@shared/scheduling";
import { classQueryOptions } from "@/features/classes";
import { dashboardQueryOptions } from "@/features/dashboard";
import { studentsQueryOptions } from "@/features/students";
import { apiRequest } from "@/lib/api-client";
import { slotsKey } from "./get-slots";
import { bookingsQueryOptions } from "./get-bookings";

/** The lists, figures, free slots and the child's card (its next lesson) follow a changed booking. */
const afterChange = (queryClient: QueryClient, booking: Pick<BookingItem, "classId">) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: classQueryOptions(booking.classId).queryKey }),
    queryClient.invalidateQueries({ queryKey: studentsQueryOptions.queryKey }),
  ]);

const patchBooking = <T>({ id, ...input }: UpdateBookingInput & { id: number }) =>
  apiRequest<T>("PATCH", `/api/bookings/${id}`, input);

/** Cancels or reschedules a booking (PATCH /api/bookings/{id}). */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingInput & { id: number }) => patchBooking<BookingItem>(input),
    onSuccess: (booking) => afterChange(queryClient, booking),
  });
}

/**
 * PATCH {status: "cancelled", expectedRefund}: the booking as it now is, and `refund` ("full" | "none") as the policy
 * gave it. `expectedRefund` is what the dialog said; the server refuses (409) rather than cancel on other terms.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedRefund }: { id: number; expectedRefund: RefundPolicy }) =>
      patchBooking<CancelOutcome>({ id, status: "cancelled", expectedRefund }),
    onSuccess: (booking) => afterChange(queryClient, booking),
  });
}

/**
 * PATCH {scheduledAt}: the moved booking. 400 when the time is not one the class offers, 409 when it was just taken
 * or (a parent) it is too late to move: the free times are read again either way.
 */
export function useRescheduleBooking(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scheduledAt }: { id: number; scheduledAt: string }) =>
      patchBooking<BookingItem>({ id, scheduledAt }),
    onSuccess: (booking) => afterChange(queryClient, booking),
    onError: () => queryClient.invalidateQueries({ queryKey: slotsKey(classId) }),
  });
}

/** PATCH {acceptMove: true}: the family accepts the time the teacher moved the lesson to at short notice (issue 31). */
export function useAcceptMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => patchBooking<BookingItem>({ id, acceptMove: true }),
    onSuccess: (booking) => afterChange(queryClient, booking),
  });
}
