import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingItem } from "@shared/bookings";
import { bookingsQueryOptions } from "@/features/bookings";
import { apiRequest } from "@/lib/api-client";

/** PATCH /api/bookings/{id} {meetingUrl}: the teacher's link for one lesson; null goes back to the class's link. */
export function useSetBookingMeetingUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, meetingUrl }: { id: number; meetingUrl: string | null }) =>
      apiRequest<BookingItem>("PATCH", `/api/bookings/${id}`, { meetingUrl }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
  });
}
