import { useState } from "react";
import type { BookingItem } from "@shared/bookings";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useUpdateBooking } from "../api/update-booking";

/** Cancelling frees the slot for others, so it asks first. */
export function CancelBookingButton({ booking, when }: { booking: Pick<BookingItem, "id" | "classTitle" | "studentName" | "paymentStatus">; when: string }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateBooking();
  const cancel = () =>
    update.mutate(
      { id: booking.id, status: "cancelled" },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: "Booking Cancelled", description: `${booking.classTitle} for ${booking.studentName} was cancelled.` });
        },
        onError: (error) => toast({ title: "Cancellation failed", description: errorText(error), variant: "destructive" }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Cancel <span className="sr-only">the booking of {booking.classTitle} for {booking.studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {booking.classTitle} for {booking.studentName}, {when}. The time becomes free for other families.
            {booking.paymentStatus === "paid" ? " Contact us about a refund of the payment." : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep Booking
          </Button>
          <Button variant="destructive" onClick={cancel} disabled={update.isPending}>
            {update.isPending ? "Cancelling..." : "Cancel Booking"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
