// The dashboard's Hours tab (issue 17): weekly hours, zone and notice saved at once; each exception is saved on its own
// when confirmed (issue 32), so Save Hours never carries one and leaving with unsaved hours asks first.
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import {
  teacherHoursSchema,
  windowsOn,
  type TeacherHours,
  type TeacherHoursInput,
  type TeacherHoursValues,
} from "@shared/teacher-hours";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { TimeZoneOptions } from "@/features/onboarding";
import { errorText } from "@/lib/api-client";
import { useTeacherHours } from "../api/get-teacher-hours";
import { useSaveTeacherHours } from "../api/save-teacher-hours";
import { issuesOf, issueText } from "../lib/issues";
import { noticeChoices, noticeLabel, todayIn, toFormValues } from "../lib/week";
import { ExceptionsCard } from "./exceptions-card";
import { LeaveHoursGuard } from "./leave-hours-dialog";
import { FieldMessage } from "./window-row";
import { WeeklyHours } from "./weekly-hours";

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t("Loading your teaching hours...")}
      </p>
      <Skeleton className="h-36 rounded-xl" />
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-[28rem] rounded-xl lg:col-span-3" />
        <Skeleton className="h-56 rounded-xl lg:col-span-2" />
      </div>
    </div>
  );
}

function SettingsCard() {
  const { t } = useTranslation();
  return (
    <Card interactive={false} className="lg:col-span-5">
      <CardHeader className="pb-4">
        <CardTitle as="h3">{t("Time zone and notice")}</CardTitle>
      </CardHeader>
      <CardContent className="grid items-start gap-6 md:grid-cols-2">
        <FormField<TeacherHoursInput, "timeZone", TeacherHoursValues>
          name="timeZone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Time zone")}</FormLabel>
              <FormControl>
                <NativeSelect {...field} value={field.value ?? ""}>
                  <TimeZoneOptions current={field.value} />
                </NativeSelect>
              </FormControl>
              <FormDescription>
                {t("Your hours are clock times in this zone; families see them in theirs.")}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField<TeacherHoursInput, "minimumNoticeHours", TeacherHoursValues>
          name="minimumNoticeHours"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Minimum notice")}</FormLabel>
              <FormControl>
                <NativeSelect
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={String(field.value)}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                >
                  {noticeChoices(field.value).map((hours) => (
                    <option key={hours} value={hours}>
                      {noticeLabel(hours)}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormDescription>{t("How long before a lesson starts a family can still book it.")}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </CardContent>
    </Card>
  );
}

/** The form's values: the week, zone and notice. The exceptions are saved apart, so the form never holds them. */
const weekValues = (hours: TeacherHours): TeacherHoursInput => ({
  ...toFormValues(hours, todayIn(hours.timeZone)),
  exceptions: undefined,
});

interface EditorProps {
  /** Told whether the weekly hours have unsaved changes (the dashboard asks before another tab). */
  onDirtyChange?: (dirty: boolean) => void;
}

function TeacherHoursForm({ hours, onDirtyChange }: { hours: TeacherHours } & EditorProps) {
  const { t } = useTranslation();
  const form = useForm<TeacherHoursInput, unknown, TeacherHoursValues>({
    resolver: zodResolver(teacherHoursSchema),
    defaultValues: weekValues(hours),
    mode: "onChange",
  });
  const save = useSaveTeacherHours();
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const values = useWatch({ control: form.control });
  const issues = useMemo(() => issuesOf(values), [values]);
  const today = todayIn(values.timeZone ?? hours.timeZone);
  const { isDirty, submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const hasIssues = issues.general.length > 0 || issues.weekly.days.size > 0 || issues.weekly.windows.size > 0;

  const onSubmit = async (input: TeacherHoursValues) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync(input);
      form.reset(weekValues(saved));
      toast({ title: t("Availability saved"), description: t("Families can now book you inside these hours.") });
    } catch (error) {
      setServerError(errorText(error));
      toast({ title: t("Failed to save availability"), description: errorText(error), variant: "destructive" });
    }
  };
  // A day's overlap has no field of its own to focus: go to the first marked control or message.
  const onInvalid = () =>
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-day-issue]')?.focus();

  return (
    <Form {...form}>
      <LeaveHoursGuard dirty={isDirty} />
      <form
        ref={formRef}
        noValidate
        aria-label={t("Teaching hours")}
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        className="space-y-4"
      >
        <div className="grid items-start gap-4 lg:grid-cols-5">
          <SettingsCard />
          <WeeklyHours issues={issues.weekly} className="lg:col-span-3" />
          <ExceptionsCard
            saved={hours.exceptions}
            today={today}
            weeklyOn={(date) => windowsOn(date, { weekly: form.getValues("weekly"), exceptions: [] })}
            className="lg:col-span-2"
          />
        </div>
        {serverError ? (
          <Alert variant="destructive" role="alert" title={t("Your hours were not saved")}>
            <p>{serverError}</p>
          </Alert>
        ) : null}
        {/* Follows the screen only while there is something to save; saved, it rests at the end of the form. */}
        <div
          className={cn(
            "z-10 flex flex-wrap items-center justify-end gap-x-2 gap-y-2 rounded-xl border bg-card/95 p-3 shadow-lift backdrop-blur-sm sm:gap-x-3",
            isDirty && "sticky bottom-3",
          )}
        >
          <div className="me-auto min-w-0 text-sm" aria-live="polite">
            {submitCount > 0 && !isSubmitSuccessful && hasIssues ? (
              <FieldMessage>{t("Fix the hours marked above, then save.")}</FieldMessage>
            ) : (
              <p className="text-muted-foreground">
                {isDirty ? t("You have unsaved changes.") : t("Your hours are saved.")}
              </p>
            )}
            {issues.general.map((message) => (
              <FieldMessage key={message}>{issueText(message)}</FieldMessage>
            ))}
          </div>
          <Button
            variant="ghost"
            disabled={!isDirty || save.isPending}
            onClick={() => {
              form.reset();
              setServerError(null);
            }}
          >
            <Trans
              i18nKey="Discard<wide> Changes</wide>"
              components={{ wide: <span className="hidden sm:inline" /> }}
            />
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            {save.isPending ? t("Saving...") : t("Save Hours")}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** The Hours tab: loads the teacher's hours, then the week view to edit it. */
export function TeacherHoursEditor({ onDirtyChange }: EditorProps = {}) {
  const { t } = useTranslation();
  const query = useTeacherHours();
  return (
    <section aria-labelledby="hours-heading" className="space-y-4">
      <div>
        <h2 id="hours-heading" className="font-display text-xl font-semibold text-foreground">
          {t("Teaching hours")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("Families can book your classes only inside these hours. Lessons already booked stay as they are.")}
        </p>
      </div>
      {query.isPending ? (
        <EditorSkeleton />
      ) : query.isError || !query.data ? (
        <ErrorState
          message={t("Your teaching hours could not be loaded.")}
          detail={query.isError ? errorText(query.error) : undefined}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <TeacherHoursForm hours={query.data} onDirtyChange={onDirtyChange} />
      )}
    </section>
  );
}
