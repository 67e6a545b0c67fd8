import { zodResolver } from "@hookform/resolvers/zod";
import type { UseQueryResult } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  createBookingSchema,
  type BookingItem,
  type CreateBookingInput,
  type CreateBookingValues,
} from "@shared/bookings";
import type { ClassDetail } from "@shared/classes";
import type { StudentItem } from "@shared/students";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toaster";
import { useStepHistory } from "@/lib/use-step-history";
import { useWizardSteps } from "@/lib/use-wizard-steps";
import { emptyBookingValues } from "../lib/booking-form";
import { monthOf, todayIn, viewerTimeZone, wallClockIn, type ChosenSlot } from "../lib/slot-times";
import { useBookingDraft } from "../lib/use-booking-draft";
import { useBookingLookup } from "../lib/use-booking-lookup";
import { useSubmitBooking } from "../lib/use-submit-booking";
import { BookingDraftBanner } from "./booking-draft-banner";
import { BookingSideCard } from "./booking-side-card";
import { BOOKING_STEP_TITLES, BookingSteps } from "./booking-steps";
import { DetailsStep } from "./details-step";
import { LinkedBookingSkeleton } from "./linked-booking-skeleton";
import { PaymentStep, type PaymentSlotArgs } from "./payment-step";
import { SlotStep } from "./slot-step";
import { preloadStudentField } from "./student-field";
import { TrialChoice, trialOf } from "./trial-choice";

export type { PaymentSlotArgs } from "./payment-step";

const STEP_INTROS = [
  "Pick a day in the calendar, then one of its times.",
  "Tell us which of your children is joining the class.",
  "Confirm your booking with a secure payment.",
];

interface BookingWizardProps {
  klass: ClassDetail;
  userId: number;
  /** The parent's children (GET /api/student/profiles), composed in by the page. */
  students: UseQueryResult<StudentItem[] | null>;
  /** The payment provider's button for a created booking, composed in by the page. */
  renderPayment: (args: PaymentSlotArgs) => ReactNode;
  /** `?booking=` of the URL: open straight at payment for this existing booking of the class. */
  initialBookingId?: number | null;
  /** `?trial=1` of the URL: the class's trial lesson chosen already (issue 36). */
  initialTrial?: boolean;
}

/**
 * The booking wizard (spec §2, §4): 1 choose a slot, 2 choose the child (creates the booking), 3 pay.
 * Progress is kept as a local draft and offered back on the next visit; `?booking=` resumes a booking's payment.
 */
export function BookingWizard(props: BookingWizardProps) {
  const { klass, userId, students, renderPayment, initialBookingId = null, initialTrial = false } = props;
  const { t } = useTranslation();
  const teacherTimeZone = klass.teacher.timeZone || "UTC";
  const [viewerZone] = useState(viewerTimeZone);
  const today = todayIn(teacherTimeZone);

  const [month, setMonth] = useState(() => monthOf(today));
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<ChosenSlot | null>(null);
  const [booking, setBooking] = useState<BookingItem | null>(null);
  const paid = booking?.paymentStatus === "paid";
  // A trial (issue 36) is the class's shorter lesson at its own price; a free one is booked paid, with no payment step.
  const offer = trialOf(klass);
  const [trial, setTrial] = useState(initialTrial && offer !== null);
  const [trialRefused, setTrialRefused] = useState<string | null>(null);
  const chooseTrial = (on: boolean) => {
    setTrial(on);
    setTrialRefused(null);
  };

  const form = useForm<CreateBookingInput, unknown, CreateBookingValues>({
    resolver: zodResolver(createBookingSchema),
    defaultValues: emptyBookingValues(klass.id),
  });

  // Local progress: saved with each step change and each edit by the parent, offered back on the next visit.
  const latest = useRef({ step: 0, booking });
  const current = useCallback(() => latest.current, []);
  const draft = useBookingDraft({ userId, classId: klass.id, form, current });
  const { persist } = draft;
  const steps = useWizardSteps({ count: BOOKING_STEP_TITLES.length, onStepChange: persist });
  const { step, setStep, goTo, headingRef } = steps;
  latest.current = { step, booking };
  // The steps are browser history (issue 32); a step whose data is gone (a booking started over) shows the one before.
  const stepHistory = useStepHistory({
    key: `booking-${klass.id}`,
    step,
    show: setStep,
    reachable: (target) => {
      if (paid) return 2;
      if (target === 2 && !booking) return selected ? 1 : 0;
      return target === 1 && !selected && !booking ? 0 : target;
    },
  });

  // Only what the parent types is saved: programmatic changes (restores, a single child preselected) are not.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === "change") persist();
      if ((name === "studentId" || name === "notes") && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, persist]);

  const lookup = useBookingLookup(klass.id, initialBookingId, (found) => {
    const wall = wallClockIn(found.scheduledAt, teacherTimeZone);
    setBooking(found);
    setSelectedDate(wall.date);
    setSelected({ date: wall.date, time: wall.time, startsAt: found.scheduledAt });
    setMonth(monthOf(wall.date));
    form.reset({
      classId: klass.id,
      studentId: String(found.studentId),
      notes: found.notes ?? "",
      scheduledAt: found.scheduledAt,
    });
    // Opened by a link straight at payment: that is the page's own entry, not a step walked to.
    if (initialBookingId === found.id) stepHistory.replaceNext();
    setStep(2);
  });

  // One child: choose them already (the parent can still change it).
  const studentList = students.data;
  useEffect(() => {
    if (!studentList) return;
    const current = form.getValues("studentId");
    const known = studentList.some((s) => String(s.id) === String(current));
    if (studentList.length === 1 && !current) form.setValue("studentId", String(studentList[0].id));
    else if (current && !known && !booking) form.setValue("studentId", "");
  }, [studentList, form, booking]);

  // The details step's select, fetched while the parent picks a time: that step then opens without a skeleton.
  useEffect(() => preloadStudentField(), []);

  const chooseDate = (date: string) => {
    setSelectedDate(date);
    if (selected?.date === date) return;
    setSelected(null);
    form.setValue("scheduledAt", "");
    draft.saveSlot({ date, time: null, startsAt: null });
    persist();
  };

  const chooseSlot = (slot: ChosenSlot) => {
    preloadStudentField();
    setSelected(slot);
    form.setValue("scheduledAt", slot.startsAt);
    draft.saveSlot(slot);
    persist();
  };

  const { submit, pending } = useSubmitBooking({
    classId: klass.id,
    form,
    onBooked: (created) => {
      setBooking(created);
      setStep(2);
    },
    onSlotTaken: () => {
      setSelected(null);
      form.setValue("scheduledAt", "");
      if (selectedDate) draft.saveSlot({ date: selectedDate, time: null, startsAt: null });
      setStep(0);
    },
    onSecondTrial: setTrialRefused,
  });

  const continueDraft = () => {
    const restored = draft.restore(today);
    setSelectedDate(restored.date);
    setSelected(restored.slot);
    setMonth(monthOf(restored.date ?? today));
    const { studentId, notes } = restored.values;
    form.reset({ classId: klass.id, studentId, notes, scheduledAt: restored.slot?.startsAt ?? "" });
    if (restored.bookingId) lookup.lookUp(restored.bookingId);
    goTo(restored.step);
    toast({
      title: t("Booking Draft Restored"),
      description: t("Your saved booking progress is back where you left it."),
    });
  };

  const startFresh = () => {
    draft.clear();
    setSelectedDate(null);
    setSelected(null);
    setMonth(monthOf(today));
    form.reset(emptyBookingValues(klass.id));
    setStep(0);
  };

  // The unpaid hold ran out and the server cancelled the booking: back to the calendar, with a clean slate.
  const startOver = () => {
    setBooking(null);
    startFresh();
  };

  const onPaid = () => {
    setBooking((b) => (b ? { ...b, paymentStatus: "paid" } : b));
    draft.clear();
  };
  useEffect(() => {
    if (paid) headingRef.current?.focus();
  }, [paid, headingRef]);

  const zones = { teacherTimeZone, viewerTimeZone: viewerZone };
  return (
    <div className="grid gap-6">
      {draft.offered && !booking && !lookup.resolvingLink ? (
        <BookingDraftBanner onContinue={continueDraft} onStartFresh={startFresh} />
      ) : null}
      <Card interactive={false} className="px-3 py-5 sm:px-6">
        <BookingSteps current={step} complete={paid} />
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {lookup.resolvingLink ? (
          <LinkedBookingSkeleton />
        ) : (
          <Card interactive={false} className="min-w-0">
            <CardHeader className="border-b bg-muted/30">
              <CardTitle
                as="h2"
                ref={headingRef}
                tabIndex={-1}
                className="flex items-center gap-2 font-display text-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {paid ? <CircleCheck className="size-6 text-success" aria-hidden="true" /> : null}
                {paid
                  ? booking?.trial && Number(booking.amount) === 0
                    ? t("Trial Lesson Booked")
                    : t("Payment Complete")
                  : t(BOOKING_STEP_TITLES[step])}
              </CardTitle>
              <CardDescription>{paid ? t("Your class is confirmed.") : t(STEP_INTROS[step])}</CardDescription>
            </CardHeader>
            {step < 2 && !booking ? (
              <TrialChoice klass={klass} trial={trial} onTrialChange={chooseTrial} refused={trialRefused} />
            ) : null}
            {step === 0 ? (
              <SlotStep
                classId={klass.id}
                {...zones}
                // A time whose lesson spans a prayer time is marked (issue 17).
                lessonMinutes={trial && offer ? offer.minutes : klass.duration}
                month={month}
                onMonthChange={setMonth}
                selectedDate={selectedDate}
                selected={selected}
                onSelectDate={chooseDate}
                onSelectSlot={chooseSlot}
                onContinue={() => setStep(1)}
              />
            ) : null}
            {step === 1 ? (
              <DetailsStep
                form={form}
                students={students}
                booking={booking}
                selected={selected}
                {...zones}
                pending={pending}
                free={trial && offer?.free === true}
                onSubmit={(values) => submit(trial ? { ...values, trial: true } : values, booking)}
                onBack={stepHistory.back}
              />
            ) : null}
            {step === 2 && booking ? (
              <PaymentStep
                booking={booking}
                viewerTimeZone={viewerZone}
                renderPayment={renderPayment}
                onPaid={onPaid}
                onBack={stepHistory.back}
                onStartOver={startOver}
              />
            ) : null}
          </Card>
        )}
        <div className="lg:sticky lg:top-24">
          <BookingSideCard klass={klass} trial={booking ? booking.trial === true : trial} />
        </div>
      </div>
    </div>
  );
}
