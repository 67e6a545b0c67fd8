import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, CalendarCheck2, CircleCheck, Clock, PartyPopper, UserRound, Users } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { createBookingSchema, type BookingItem } from "@shared/bookings";
import type { ClassDetail } from "@shared/classes";
import { PLATFORM_FEE } from "@shared/constants";
import { fromCents, toCents } from "@shared/money";
import type { StudentItem } from "@shared/students";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useDraft } from "@/lib/drafts";
import { formatMoney } from "@/lib/format";
import { useCreateBooking } from "../api/create-booking";
import { availabilityKey } from "../api/get-availability";
import { useBooking } from "../api/get-booking";
import {
  bookingDraftKey,
  bookingSlotKey,
  clearSlot,
  loadSlot,
  parseBookingDraft,
  saveSlot,
  type BookingDraftValues,
} from "../lib/booking-storage";
import { formatLongDateIn, formatTimeIn, isSunday, monthOf, todayIn, viewerTimeZone, wallClockIn } from "../lib/slot-times";
import { BookingDraftBanner } from "./booking-draft-banner";
import { BookingSideCard } from "./booking-side-card";
import { BOOKING_STEP_TITLES, BookingSteps } from "./booking-steps";
import { SlotPicker, type ChosenSlot } from "./slot-picker";
import type { SelectField as SelectFieldType } from "@/components/ui/select-field";

// The student select (Radix Select and its popper) is only needed on the details step: it loads when a time is
// chosen (or when that step opens), not with the calendar.
const loadSelectField = () => import("@/components/ui/select-field");
// (lazy() loses SelectField's generic props; the cast restores them.)
const SelectField = lazy(() => loadSelectField().then((m) => ({ default: m.SelectField }))) as unknown as typeof SelectFieldType;

type FormIn = z.input<typeof createBookingSchema>;
type FormOut = z.output<typeof createBookingSchema>;

const STEP_INTROS = [
  "Pick a day in the calendar, then one of its times.",
  "Tell us which of your children is joining the class.",
  "Confirm your booking with a secure payment.",
];

export interface PaymentSlotArgs {
  booking: BookingItem;
  onPaid: () => void;
}

interface BookingWizardProps {
  klass: ClassDetail;
  userId: number;
  /** The parent's children (GET /api/student/profiles), composed in by the page. */
  students: UseQueryResult<StudentItem[] | null>;
  /** The payment provider's button for a created booking, composed in by the page. */
  renderPayment: (args: PaymentSlotArgs) => ReactNode;
  /** `?booking=` of the URL: open straight at payment for this existing booking of the class. */
  initialBookingId?: number | null;
}

/** A 400 names the bad fields (api.md): show each message under its field. */
/**
 * The booking wizard (spec §2, §4): 1 choose a slot, 2 choose the child (creates the booking), 3 pay.
 * Progress is kept as a local draft and offered back on the next visit; `?booking=` resumes a booking's payment.
 */
export function BookingWizard({ klass, userId, students, renderPayment, initialBookingId = null }: BookingWizardProps) {
  const queryClient = useQueryClient();
  const teacherTimeZone = klass.teacher.timeZone || "UTC";
  const [viewerZone] = useState(viewerTimeZone);
  const today = todayIn(teacherTimeZone);

  const [step, setStep] = useState(0);
  const [month, setMonth] = useState(() => monthOf(today));
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<ChosenSlot | null>(null);
  const [booking, setBooking] = useState<BookingItem | null>(null);
  const paid = booking?.paymentStatus === "paid";

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(createBookingSchema),
    defaultValues: { classId: klass.id, studentId: "", scheduledAt: "", notes: "" },
  });
  const createBooking = useCreateBooking();

  // Local progress: the draft (debounced) and the chosen slot (stored at once), offered back on the next visit.
  const slotKey = bookingSlotKey(userId, klass.id);
  const draft = useDraft<BookingDraftValues>(bookingDraftKey(userId, klass.id), { parse: parseBookingDraft });
  const { save: saveDraftValues } = draft;
  const [savedSlot, setSavedSlot] = useState(() => loadSlot(slotKey));
  const [bannerOpen, setBannerOpen] = useState(true);

  // A booking to look up in the parent's bookings: from the URL, or from a restored draft that had one.
  const [lookup, setLookup] = useState<{ id: number; source: "link" | "draft" } | null>(() =>
    initialBookingId ? { id: initialBookingId, source: "link" } : null,
  );
  const linked = useBooking(lookup?.id ?? null);

  const latest = useRef({ step, booking });
  latest.current = { step, booking };
  const persist = useCallback(
    (stepValue?: number) => {
      const { step: current, booking: created } = latest.current;
      if (created?.paymentStatus === "paid") return;
      const { studentId, notes } = form.getValues();
      saveDraftValues(
        { studentId: studentId === undefined || studentId === null ? "" : String(studentId), notes: notes ?? "", bookingId: created?.id ?? 0 },
        stepValue ?? current,
      );
    },
    [form, saveDraftValues],
  );

  // Only what the parent types is saved: programmatic changes (restores, a single child preselected) are not.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === "change") persist();
      if ((name === "studentId" || name === "notes") && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, persist]);

  // On a step change: save it with the draft, and move focus to the new step's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    persist(step);
    headingRef.current?.focus();
  }, [step, persist]);

  const applyBooking = useCallback(
    (found: BookingItem) => {
      const wall = wallClockIn(found.scheduledAt, teacherTimeZone);
      setBooking(found);
      setSelectedDate(wall.date);
      setSelected({ date: wall.date, time: wall.time, startsAt: found.scheduledAt });
      setMonth(monthOf(wall.date));
      form.reset({ classId: klass.id, studentId: String(found.studentId), notes: found.notes ?? "", scheduledAt: found.scheduledAt });
      setStep(2);
    },
    [form, klass.id, teacherTimeZone],
  );

  useEffect(() => {
    if (!lookup || linked.isPending) return;
    const b = linked.data;
    const found = b && b.id === lookup.id && b.classId === klass.id && b.status !== "cancelled" ? b : null;
    setLookup(null);
    // A link to a booking that is not there (or not this class's) is ignored: the wizard starts as usual.
    if (found) applyBooking(found);
  }, [lookup, linked.isPending, linked.data, klass.id, applyBooking]);

  // One child: choose them already (the parent can still change it).
  const studentList = students.data;
  useEffect(() => {
    if (!studentList) return;
    const current = form.getValues("studentId");
    const known = studentList.some((s) => String(s.id) === String(current));
    if (studentList.length === 1 && !current) form.setValue("studentId", String(studentList[0].id));
    else if (current && !known && !booking) form.setValue("studentId", "");
  }, [studentList, form, booking]);

  const chooseDate = (date: string) => {
    setSelectedDate(date);
    if (selected?.date === date) return;
    setSelected(null);
    form.setValue("scheduledAt", "");
    saveSlot(slotKey, { date, time: null, startsAt: null });
    persist();
  };

  const chooseSlot = (slot: ChosenSlot) => {
    void loadSelectField().catch(() => undefined);
    setSelected(slot);
    form.setValue("scheduledAt", slot.startsAt);
    saveSlot(slotKey, slot);
    persist();
  };

  const continueToDetails = () => {
    if (!selectedDate || !selected) {
      toast({ title: "Please select both date and time" });
      return;
    }
    setStep(1);
  };

  const onValid = (values: FormOut) => {
    // Back from payment: the booking exists already and is never created twice.
    if (booking) {
      setStep(2);
      return;
    }
    createBooking.mutate(
      { ...values, notes: values.notes ? values.notes : undefined },
      {
        onSuccess: (created) => {
          setBooking(created);
          setStep(2);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Someone else took the slot: say so, show the fresh times and let the parent choose again.
            toast({ variant: "destructive", title: "Booking Failed", description: errorText(error) });
            void queryClient.invalidateQueries({ queryKey: availabilityKey(klass.id) });
            setSelected(null);
            form.setValue("scheduledAt", "");
            if (selectedDate) saveSlot(slotKey, { date: selectedDate, time: null, startsAt: null });
            setStep(0);
            return;
          }
          showServerFieldErrors(error, form.setError, ["studentId", "notes"], { focus: false });
          toast({ variant: "destructive", title: "Booking Failed", description: "Failed to create booking. Please try again." });
        },
      },
    );
  };

  const showBanner = bannerOpen && (draft.saved !== null || savedSlot !== null) && !booking && lookup?.source !== "link";

  const continueDraft = () => {
    const saved = draft.saved;
    const slot = savedSlot;
    draft.dismiss();
    setSavedSlot(null);
    setBannerOpen(false);
    const date = slot && slot.date >= today && !isSunday(slot.date) ? slot.date : null;
    const chosen =
      date && slot?.time && slot.startsAt && Date.parse(slot.startsAt) > Date.now()
        ? { date, time: slot.time, startsAt: slot.startsAt }
        : null;
    setSelectedDate(date);
    setSelected(chosen);
    setMonth(monthOf(date ?? today));
    form.reset({
      classId: klass.id,
      studentId: saved?.values.studentId ?? "",
      notes: saved?.values.notes ?? "",
      scheduledAt: chosen?.startsAt ?? "",
    });
    // Details need a slot; payment needs the booking, which is looked up again (it may have been paid since).
    const savedStep = saved?.step ?? 0;
    const target = chosen ? Math.min(savedStep, 1) : 0;
    if (savedStep >= 2 && saved?.values.bookingId) setLookup({ id: saved.values.bookingId, source: "draft" });
    if (target === step) headingRef.current?.focus();
    setStep(target);
    toast({ title: "Booking Draft Restored", description: "Your saved booking progress is back where you left it." });
  };

  const startFresh = () => {
    draft.clear();
    clearSlot(slotKey);
    setSavedSlot(null);
    setBannerOpen(false);
    setSelectedDate(null);
    setSelected(null);
    setMonth(monthOf(today));
    form.reset({ classId: klass.id, studentId: "", scheduledAt: "", notes: "" });
    setStep(0);
  };

  const onPaid = () => {
    setBooking((b) => (b ? { ...b, paymentStatus: "paid" } : b));
    draft.clear();
    clearSlot(slotKey);
  };
  useEffect(() => {
    if (paid) headingRef.current?.focus();
  }, [paid]);

  const resolvingLink = lookup?.source === "link";
  const title = paid ? "Payment Complete" : BOOKING_STEP_TITLES[step];
  const intro = paid ? "Your class is confirmed." : STEP_INTROS[step];

  return (
    <div className="grid gap-6">
      {showBanner ? <BookingDraftBanner onContinue={continueDraft} onStartFresh={startFresh} /> : null}
      <Card interactive={false} className="px-3 py-5 sm:px-6">
        <BookingSteps current={step} complete={paid} />
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {resolvingLink ? (
          <Card interactive={false} aria-busy="true" className="gap-4 p-6">
            <p role="status" className="sr-only">
              Loading your booking...
            </p>
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-72 max-w-full" />
            <Skeleton className="h-48 rounded-xl" />
          </Card>
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
                {title}
              </CardTitle>
              <CardDescription>{intro}</CardDescription>
            </CardHeader>
            {step === 0 ? (
              <>
                <CardContent className="pt-6">
                  <SlotPicker
                    classId={klass.id}
                    teacherTimeZone={teacherTimeZone}
                    viewerTimeZone={viewerZone}
                    month={month}
                    onMonthChange={setMonth}
                    selectedDate={selectedDate}
                    selected={selected}
                    onSelectDate={chooseDate}
                    onSelectSlot={chooseSlot}
                  />
                </CardContent>
                <CardFooter className="justify-end border-t pt-6">
                  <Button onClick={continueToDetails} className="w-full sm:w-auto">
                    Continue to Booking Details
                    <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
                  </Button>
                </CardFooter>
              </>
            ) : null}
            {step === 1 ? (
              <Form {...form}>
                <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Booking details">
                  <CardContent className="grid gap-5 pt-6">
                    <ScheduleSummary
                      startsAt={selected?.startsAt ?? null}
                      teacherTime={selected?.time ?? null}
                      teacherTimeZone={teacherTimeZone}
                      viewerTimeZone={viewerZone}
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
                              <FormLabel>Notes for the teacher (optional)</FormLabel>
                              <FormControl>
                                <Textarea
                                  {...field}
                                  value={field.value ?? ""}
                                  rows={4}
                                  maxLength={2000}
                                  placeholder="Anything the teacher should know, e.g. what your child has learned so far."
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
                      <Button variant="outline" onClick={() => setStep(0)} className="w-full sm:w-auto">
                        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                        Back
                      </Button>
                    )}
                    <Button type="submit" disabled={createBooking.isPending} className="w-full sm:w-auto">
                      {createBooking.isPending ? <Spinner /> : null}
                      {createBooking.isPending ? "Creating Booking..." : "Proceed to Payment"}
                      {createBooking.isPending ? null : <ArrowRight aria-hidden="true" className="rtl:rotate-180" />}
                    </Button>
                  </CardFooter>
                </form>
              </Form>
            ) : null}
            {step === 2 && booking ? (
              <>
                <CardContent className="grid gap-5 pt-6">
                  {paid ? (
                    <PaidConfirmation />
                  ) : (
                    <div role="status" className="flex gap-3 rounded-xl border border-success/30 bg-success-soft p-4">
                      <PartyPopper className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                      <div className="text-sm">
                        <p className="font-semibold text-foreground">Booking Created Successfully!</p>
                        <p className="mt-0.5 text-muted-foreground">Please complete the payment to confirm your class booking.</p>
                      </div>
                    </div>
                  )}
                  <BookingFacts booking={booking} viewerTimeZone={viewerZone} />
                  <PaymentSummary amount={booking.amount} />
                  {paid ? null : renderPayment({ booking, onPaid })}
                </CardContent>
                {paid ? null : (
                  <CardFooter className="border-t pt-6">
                    <Button variant="outline" onClick={() => setStep(1)} className="w-full sm:w-auto">
                      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                      Back to Details
                    </Button>
                  </CardFooter>
                )}
              </>
            ) : null}
          </Card>
        )}
        <div className="lg:sticky lg:top-24">
          <BookingSideCard klass={klass} />
        </div>
      </div>
    </div>
  );
}

function ScheduleSummary({
  startsAt,
  teacherTime,
  teacherTimeZone,
  viewerTimeZone: zone,
  error,
}: {
  startsAt: string | null;
  teacherTime: string | null;
  teacherTimeZone: string;
  viewerTimeZone: string;
  error?: string;
}) {
  if (!startsAt) {
    return error ? (
      <p role="alert" className="text-sm font-medium text-destructive">
        {error}
      </p>
    ) : null;
  }
  const viewer = wallClockIn(startsAt, zone);
  const teacher = wallClockIn(startsAt, teacherTimeZone);
  const differs = viewer.date !== teacher.date || viewer.time !== teacher.time;
  return (
    <dl className="grid gap-3 rounded-xl border bg-primary-soft/40 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarCheck2 className="size-4 text-primary" aria-hidden="true" />
          Date
        </dt>
        <dd className="mt-1 font-semibold text-foreground">{formatLongDateIn(startsAt, zone)}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          Time
        </dt>
        <dd className="mt-1 font-semibold text-foreground">
          <span>{formatTimeIn(startsAt, zone)}</span> <span className="font-normal text-muted-foreground">({zone})</span>
        </dd>
        {differs ? (
          <dd className="mt-0.5 text-xs text-muted-foreground">
            {teacherTime ?? teacher.time} in {teacherTimeZone}
          </dd>
        ) : null}
      </div>
    </dl>
  );
}

function StudentField({
  form,
  students,
}: {
  form: UseFormReturn<FormIn, unknown, FormOut>;
  students: UseQueryResult<StudentItem[] | null>;
}) {
  const skeleton = (
    <div aria-busy="true" className="grid gap-2">
      <p role="status" className="sr-only">
        Loading your children...
      </p>
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-10 rounded-md" />
    </div>
  );
  if (students.isPending) return skeleton;
  if (students.isError) {
    return (
      <ErrorState
        message="Your children's profiles could not be loaded."
        detail={errorText(students.error)}
        onRetry={() => students.refetch()}
        retrying={students.isFetching}
      />
    );
  }
  const list = students.data ?? [];
  if (list.length === 0) {
    return (
      <FormField
        control={form.control}
        name="studentId"
        render={() => (
          <FormItem>
            <p className="text-sm font-medium text-foreground">Student</p>
            <div className="flex flex-col gap-3 rounded-xl border border-dashed border-input/70 bg-muted/30 p-4 sm:flex-row sm:items-center">
              <Users className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-foreground">No children added yet</p>
                <p className="mt-0.5 text-muted-foreground">
                  Add your child's profile on your dashboard, then come back to book this class.
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link href="/parent/dashboard">Add Child Profile</Link>
              </Button>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  }
  return (
    <Suspense fallback={skeleton}>
      <SelectField
        control={form.control}
        name="studentId"
        label="Student"
        placeholder="Select a student"
        options={list.map((s) => ({ value: String(s.id), label: `${s.name} (age ${s.age})` }))}
      />
    </Suspense>
  );
}

/** Back from payment: the booking is made, so its child and notes are shown rather than edited. */
function ReservedDetails({ booking }: { booking: BookingItem }) {
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Student</dt>
          <dd className="mt-1 font-semibold text-foreground">{booking.studentName}</dd>
        </div>
        {booking.notes ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Notes for the teacher</dt>
            <dd className="mt-1 whitespace-pre-line text-foreground">{booking.notes}</dd>
          </div>
        ) : null}
      </dl>
      <p className="rounded-lg bg-muted/50 p-3 text-muted-foreground">
        This booking is reserved for you. Continue to payment to confirm it.
      </p>
    </div>
  );
}

function BookingFacts({ booking, viewerTimeZone: zone }: { booking: BookingItem; viewerTimeZone: string }) {
  return (
    <dl className="grid gap-3 rounded-xl border p-4 text-sm sm:grid-cols-3">
      <div className="min-w-0">
        <dt className="text-muted-foreground">Class</dt>
        <dd className="mt-1 break-words font-semibold text-foreground">{booking.classTitle}</dd>
      </div>
      <div className="min-w-0">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" />
          Student
        </dt>
        <dd className="mt-1 break-words font-semibold text-foreground">{booking.studentName}</dd>
      </div>
      <div className="min-w-0">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarCheck2 className="size-4" aria-hidden="true" />
          When
        </dt>
        <dd className="mt-1 font-semibold text-foreground">
          <time dateTime={booking.scheduledAt}>
            {formatLongDateIn(booking.scheduledAt, zone)}, {formatTimeIn(booking.scheduledAt, zone)}{" "}
            <span className="font-normal text-muted-foreground">({zone})</span>
          </time>
        </dd>
      </div>
    </dl>
  );
}

function PaymentSummary({ amount }: { amount: string }) {
  // Cents, so that adding the fee never meets binary fractions.
  const total = fromCents(toCents(amount) + toCents(PLATFORM_FEE));
  return (
    <section aria-labelledby="payment-summary-heading" className="rounded-xl border bg-card">
      <h3 id="payment-summary-heading" className="border-b px-4 py-3 text-sm font-semibold text-foreground">
        Payment summary
      </h3>
      <dl className="grid gap-2 px-4 py-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Class Fee</dt>
          <dd className="tabular-nums text-foreground">{formatMoney(amount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Platform Fee</dt>
          <dd className="tabular-nums text-foreground">{formatMoney(PLATFORM_FEE)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold text-foreground">Total</dt>
          <dd className="font-semibold tabular-nums text-foreground">{formatMoney(total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function PaidConfirmation() {
  return (
    <div role="status" className="flex flex-col gap-4 rounded-xl border border-success/30 bg-success-soft p-4 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1 text-sm text-foreground">
        Thank you. The booking is paid, and you will find it with its time on your dashboard.
      </p>
      <Button asChild size="sm" className="shrink-0">
        <Link href="/parent/dashboard">Go to Parent Dashboard</Link>
      </Button>
    </div>
  );
}
