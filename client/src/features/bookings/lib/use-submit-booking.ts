import { useQueryClient } from "@tanstack/react-query";
import type { BookingItem, CreateBookingValues } from "@shared/bookings";
import { SECOND_TRIAL_MESSAGE } from "@shared/matching";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useCreateBooking } from "../api/create-booking";
import { slotsKey } from "../api/get-slots";
import type { BookingForm } from "./booking-form";

interface SubmitBookingOptions {
  classId: number;
  form: BookingForm;
  onBooked: (booking: BookingItem) => void;
  /** 409: someone else took the slot meanwhile; the times are being asked for again. */
  onSlotTaken: () => void;
  /** 409: this child had a trial lesson with this teacher already (issue 36); the server's words, translated. */
  onSecondTrial: (message: string) => void;
}

/**
 * Step 2's submit: creates the booking (spec §2), or goes on with the one made already, never booking twice.
 * Held by the wizard rather than the step, so an answer that arrives after the parent went back is not lost.
 */
export function useSubmitBooking({ classId, form, onBooked, onSlotTaken, onSecondTrial }: SubmitBookingOptions) {
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();

  const submit = (values: CreateBookingValues, existing: BookingItem | null) => {
    if (existing) {
      onBooked(existing);
      return;
    }
    createBooking.mutate(
      { ...values, notes: values.notes ? values.notes : undefined },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.userMessage === SECOND_TRIAL_MESSAGE) {
            onSecondTrial(errorText(error));
            return;
          }
          if (error instanceof ApiError && error.status === 409) {
            // Someone else took the slot: say so, show the fresh times and let the parent choose again.
            toast({ variant: "destructive", title: i18n.t("Booking Failed"), description: errorText(error) });
            void queryClient.invalidateQueries({ queryKey: slotsKey(classId) });
            onSlotTaken();
            return;
          }
          showServerFieldErrors(error, form.setError, ["studentId", "notes"], { focus: false });
          toast({
            variant: "destructive",
            title: i18n.t("Booking Failed"),
            description: i18n.t("Failed to create booking. Please try again."),
          });
        },
      },
    );
  };

  return { submit, pending: createBooking.isPending };
}
