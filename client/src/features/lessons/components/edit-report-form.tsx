import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Control } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import type { z } from "zod";
import { ATTENDANCE_LABELS } from "@shared/constants";
import { updateReportSchema, type ProgressReportItem } from "@shared/lessons";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { HifzFields, type HifzFieldValues } from "@/features/hifz";
import { useUpdateReport } from "../api/report";
import { formatLessonTime } from "../lib/lesson-state";
import { FormServerError, setServerError } from "./form-server-error";
import { ReportFields, type ReportFieldValues } from "./report-fields";

type FormIn = z.input<typeof updateReportSchema>;
type FormOut = z.output<typeof updateReportSchema>;

const FIELDS = ["content", "rating", "feedback", "homework", "nextTopics", "hifz"] as const;

/** 'Edit report': the same fields, prefilled; attendance stays as recorded. An emptied field is cleared. */
export function EditReportForm({
  report,
  onDone,
  onBack,
}: {
  report: ProgressReportItem;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateReport();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(updateReportSchema),
    defaultValues: {
      content: report.content,
      rating: report.rating,
      feedback: report.feedback ?? "",
      homework: report.homework ?? "",
      nextTopics: report.nextTopics ?? "",
      // The entries as written; saving sends them back whole (a correction replaces the report's entries).
      hifz: report.hifz.map(({ kind, from, to, grade, mistakes }) => ({ kind, from, to, grade, mistakes })),
    },
  });
  const onSubmit = async (values: FormOut) => {
    form.clearErrors("root.server");
    try {
      await update.mutateAsync({ bookingId: report.bookingId, ...values, rating: values.rating ?? null });
      toast({ title: t("Report updated"), description: t("The family sees your corrected report.") });
      onDone();
    } catch (error) {
      setServerError(form.setError, error, FIELDS);
    }
  };
  const pending = update.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate aria-label={t("Edit report")}>
        <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-foreground">
          <Trans
            i18nKey="Attendance: <b>{{attendance}}</b>. You can correct this report until {{time}}."
            values={{
              attendance: t(ATTENDANCE_LABELS[report.attendance]),
              time: formatLessonTime(report.editableUntil),
            }}
            components={{ b: <span className="font-semibold" /> }}
          />
        </p>
        <ReportFields control={form.control as unknown as Control<ReportFieldValues>} emptyRating={null} />
        <HifzFields control={form.control as unknown as Control<HifzFieldValues>} studentId={report.studentId} />
        <FormServerError
          title={t("The report could not be saved")}
          message={form.formState.errors.root?.server?.message}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onBack} disabled={pending}>
            {t("Back to details")}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? t("Saving...") : t("Save report")}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
