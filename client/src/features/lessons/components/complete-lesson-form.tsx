import { useId, useState } from "react";
import { useForm, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { BookingItem } from "@shared/bookings";
import { ATTENDANCE_LABELS, ATTENDANCES, HELD_ATTENDANCES, type Attendance } from "@shared/constants";
import { type createReportSchema, isHeldAttendance, type CreateReportValues } from "@shared/lessons";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { Sentence } from "@/lib/bdi";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useCreateReport } from "../api/report";
import { reportAction } from "../lib/lesson-state";
import { FormServerError, setServerError } from "./form-server-error";
import { HifzFields, type HifzFieldValues } from "@/features/hifz";
import { PLACEMENT_FIELDS, PlacementFields, reportResolver } from "./placement-fields";
import { ReportFields, type ReportFieldValues } from "./report-fields";

type FormIn = z.input<typeof createReportSchema>;

const FIELDS = [
  "attendance",
  "content",
  "rating",
  "feedback",
  "homework",
  "nextTopics",
  "hifz",
  ...PLACEMENT_FIELDS,
] as const;

// Only a paid lesson has anything to refund: an unpaid one is just cancelled.
const hints = (paid: boolean): Record<Attendance, string> => ({
  present: "The student came on time.",
  late: "The student came, but late.",
  absent: "The student did not come.",
  teacher_absent: paid
    ? "You could not hold the lesson: it is cancelled and the family refunded."
    : "You could not hold the lesson: it is cancelled.",
});

/** Only what the teacher wrote: empty fields are left out, and a missed lesson carries no report. */
function bodyOf(values: CreateReportValues): CreateReportValues {
  if (!isHeldAttendance(values.attendance)) return { attendance: values.attendance };
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0)) body[key] = value;
  return body as CreateReportValues;
}

function AttendanceField({
  control,
  choices,
  paid,
}: {
  control: Control<FormIn>;
  choices: readonly Attendance[];
  paid: boolean;
}) {
  const { t } = useTranslation();
  const hint = hints(paid);
  const labelId = useId();
  return (
    <FormField
      control={control}
      name="attendance"
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel id={labelId}>{t("Attendance")}</FormLabel>
          <FormControl>
            <RadioGroup
              aria-labelledby={labelId}
              value={field.value ?? ""}
              onValueChange={field.onChange}
              className="grid gap-2 sm:grid-cols-2"
            >
              {choices.map((a) => (
                <label
                  key={a}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors",
                    "hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    field.value === a && "border-primary bg-secondary",
                  )}
                >
                  <RadioGroupItem value={a} className="mt-0.5" aria-label={t(ATTENDANCE_LABELS[a])} />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-semibold" aria-hidden="true">
                      {t(ATTENDANCE_LABELS[a])}
                    </span>
                    <span className="text-xs text-muted-foreground">{t(hint[a])}</span>
                  </span>
                </label>
              ))}
            </RadioGroup>
          </FormControl>
          {/* The schema's own words name the wire values; the teacher just has to pick one. */}
          {fieldState.error ? (
            <p className="text-sm font-medium text-destructive" role="alert">
              {t("Please choose who attended")}
            </p>
          ) : null}
        </FormItem>
      )}
    />
  );
}

/** The toast once saved: what the teacher's choice did to the lesson (and to the family's payment). */
function savedToast(values: CreateReportValues, booking: BookingItem, reportOnly: boolean) {
  if (values.attendance === "teacher_absent") {
    // The refund runs after the answer, and only a paid lesson has one.
    const description =
      booking.paymentStatus === "paid" ? (
        <Sentence i18nKey="The family of {{name}} is being refunded." values={{ name: booking.studentName }} />
      ) : (
        i18n.t("The lesson was cancelled.")
      );
    return { title: i18n.t("Lesson cancelled"), description };
  }
  if (reportOnly) return { title: i18n.t("Report sent"), description: i18n.t("Your report was sent to the family.") };
  return {
    title: i18n.t("Lesson completed"),
    description: isHeldAttendance(values.attendance)
      ? i18n.t("Your report was sent to the family.")
      : i18n.t("The attendance was recorded."),
  };
}

/**
 * 'Complete lesson': attendance, and for a student who came the progress report. Teacher absent asks first, since
 * it cancels the lesson and refunds a paid one. 'Write report' (a lesson already marked held without its report)
 * keeps to present or late, as recorded.
 */
export function CompleteLessonForm({
  booking,
  onDone,
  onBack,
}: {
  booking: BookingItem;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateReport();
  const [confirming, setConfirming] = useState(false);
  const reportOnly = reportAction(booking) === "report";
  const paid = booking.paymentStatus === "paid";
  const form = useForm<FormIn, unknown, CreateReportValues>({
    resolver: reportResolver(booking.trial === true),
    defaultValues: {
      content: "",
      feedback: "",
      homework: "",
      nextTopics: "",
      hifz: [],
      ...(reportOnly && isHeldAttendance(booking.attendance) ? { attendance: booking.attendance } : {}),
    },
  });
  const attendance = form.watch("attendance");
  const held = isHeldAttendance(attendance);

  const send = async (values: CreateReportValues) => {
    form.clearErrors("root.server");
    try {
      await create.mutateAsync({ bookingId: booking.id, ...bodyOf(values) });
      toast(savedToast(values, booking, reportOnly));
      onDone();
    } catch (error) {
      setConfirming(false);
      setServerError(form.setError, error, FIELDS);
    }
  };
  const onSubmit = (values: CreateReportValues) => {
    if (values.attendance === "teacher_absent" && !confirming) return setConfirming(true);
    return send(values);
  };
  const pending = create.isPending;

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-5"
        noValidate
        aria-label={reportOnly ? t("Write report") : t("Complete lesson")}
      >
        <AttendanceField control={form.control} choices={reportOnly ? HELD_ATTENDANCES : ATTENDANCES} paid={paid} />
        {held ? (
          <ReportFields control={form.control as unknown as Control<ReportFieldValues>} emptyRating={undefined} />
        ) : null}
        {held && booking.trial ? <PlacementFields control={form.control} /> : null}
        {held ? (
          <HifzFields control={form.control as unknown as Control<HifzFieldValues>} studentId={booking.student?.id} />
        ) : null}
        <FormServerError
          title={reportOnly ? t("The report could not be sent") : t("The lesson could not be completed")}
          message={form.formState.errors.root?.server?.message}
        />
        {confirming && attendance === "teacher_absent" ? (
          <Alert
            variant="destructive"
            title={t("Cancel this lesson?")}
            role="alertdialog"
            aria-label={t("Cancel this lesson?")}
          >
            <p>
              {paid ? (
                <Sentence
                  i18nKey="Recording that you were absent cancels the lesson with {{name}} and refunds the family in full. Our team is told."
                  values={{ name: booking.studentName }}
                />
              ) : (
                <Sentence
                  i18nKey="Recording that you were absent cancels the lesson with {{name}}. Our team is told."
                  values={{ name: booking.studentName }}
                />
              )}
            </p>
            <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={pending}>
                {t("Go back")}
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? <Spinner /> : null}
                {pending ? t("Cancelling...") : paid ? t("Yes, cancel and refund") : t("Yes, cancel the lesson")}
              </Button>
            </div>
          </Alert>
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={onBack} disabled={pending}>
              {t("Back to details")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? t("Saving...") : reportOnly ? t("Send report") : t("Complete lesson")}
            </Button>
          </DialogFooter>
        )}
      </form>
    </Form>
  );
}
