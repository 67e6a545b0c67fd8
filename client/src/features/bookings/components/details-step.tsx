import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BookingItem, CreateBookingValues } from "@shared/bookings";
import type { StudentItem } from "@shared/students";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import type { BookingForm } from "../lib/booking-form";
import type { ChosenSlot } from "../lib/slot-times";
import { ScheduleSummary } from "./schedule-summary";
import { StudentField } from "./student-field";

interface DetailsStepProps {
  form: BookingForm;
  students: UseQueryResult<StudentItem[] | null>;
  /** The booking made already (back from payment): its child and notes are shown, not edited. */
  booking: BookingItem | null;
  selected: ChosenSlot | null;
  teacherTimeZone: string;
  viewerTimeZone: string;
  /** The booking is being created. */
  pending: boolean;
  /** A free trial (issue 36): booked paid, so the button books rather than leads to payment. */
  free?: boolean;
  onSubmit: (values: CreateBookingValues) => void;
  onBack: () => void;
}

/** Step 2 (spec §2): the chosen date and time, the child and optional notes; 'Proceed to Payment' books. */
export function DetailsStep(props: DetailsStepProps) {
  const { form, students, booking, selected, teacherTimeZone, viewerTimeZone, pending, free, onSubmit, onBack } = props;
  const { t } = useTranslation();
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t("Booking details")}>
        <CardContent className="grid gap-5 pt-6">
          <ScheduleSummary
            startsAt={selected?.startsAt ?? null}
            teacherTime={selected?.time ?? null}
            teacherTimeZone={teacherTimeZone}
            viewerTimeZone={viewerTimeZone}
            error={form.formState.errors.scheduledAt?.message}
          />
          {booking ? (
            <ReservedDetails booking={booking} />
          ) : (
            <>
              <StudentField form={form} students={students} />
              <FormField
                control={form.control}
                name="notes"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t("Notes for the teacher (optional)")}</FormLabel>
                    <FormControl>
                      <Textarea
                        {...field}
                        value={field.value ?? ""}
                        rows={4}
                        maxLength={2000}
                        placeholder={t("Anything the teacher should know, e.g. what your child has learned so far.")}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </>
          )}
        </CardContent>
        <CardFooter className="flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
          {booking ? (
            <span />
          ) : (
            <Button variant="outline" onClick={onBack} className="w-full sm:w-auto">
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t("Back")}
            </Button>
          )}
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? <Spinner /> : null}
            {pending ? t("Creating Booking...") : free ? t("Book the Free Trial") : t("Proceed to Payment")}
            {pending ? null : <ArrowRight aria-hidden="true" className="rtl:rotate-180" />}
          </Button>
        </CardFooter>
      </form>
    </Form>
  );
}

/** Back from payment: the booking is made, so its child and notes are shown rather than edited. */
function ReservedDetails({ booking }: { booking: BookingItem }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t("Student")}</dt>
          <dd className="mt-1 font-semibold text-foreground">{booking.studentName}</dd>
        </div>
        {booking.notes ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t("Notes for the teacher")}</dt>
            <dd dir="auto" className="mt-1 whitespace-pre-line text-foreground">
              {booking.notes}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="rounded-lg bg-muted/50 p-3 text-muted-foreground">
        {t("This booking is reserved for you. Continue to payment to confirm it.")}
      </p>
    </div>
  );
}
