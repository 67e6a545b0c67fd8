import { useState } from "react";
import { LessonDetailDialog, type LessonView } from "@/features/lessons";
import { useBooking } from "../api/get-booking";
import { useBookingPages } from "../api/get-bookings";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";

/**
 * The lesson dialog of the booking `id`: from the loaded list, else read on its own (a notification's link may name
 * one on a later page). The last one opened stays drawn while the dialog closes.
 */
export function TeacherLessonDialog({
  id,
  startWith,
  onClose,
}: {
  id: number | null;
  startWith: LessonView;
  onClose: () => void;
}) {
  const pages = useBookingPages();
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  // Once the list has answered, or failed: a failed list must not leave the dialog waiting for it.
  const settled = pages.query.isSuccess || pages.query.isError;
  const inList = pages.items.find((b) => b.id === shownId);
  const single = useBooking(settled && !inList && shownId !== null ? shownId : null);
  const booking = inList ?? (settled ? single.data : undefined);
  return (
    <LessonDetailDialog
      booking={shownId === null ? undefined : booking}
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      startWith={startWith}
      statusBadges={
        booking ? (
          <>
            <BookingStatusBadge status={booking.status} onHold={booking.onHold} />
            <PaymentStatusBadge status={booking.paymentStatus} />
          </>
        ) : null
      }
    />
  );
}
