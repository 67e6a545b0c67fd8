// "Book weekly", step 1 (issue 33): the child, the start date and 1–7 weekly times from the class's offered slots.
// The server checks every lesson of the cycle; its 400/409 names the date, shown above the button.
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarRange } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { ClassDetail } from "@shared/classes";
import { planDate, type PlanCreated } from "@shared/plans";
import type { StudentItem } from "@shared/students";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useSlots } from "@/features/bookings";
import { errorText } from "@/lib/api-client";
import { zoneLabel } from "@/lib/format";
import { useCreatePlan } from "../api/change-plan";
import { firstWeek } from "../lib/weekly";
import { WeeklyTimesPicker } from "./weekly-times-picker";

const formSchema = z.object({
  studentId: z.string().min(1, "Please select a student"),
  startsOn: planDate,
  weekly: z
    .array(z.object({ day: z.number(), time: z.string() }))
    .min(1, "Choose at least one weekly time")
    .max(7, "Choose at most 7 weekly times"),
});
type FormValues = z.infer<typeof formSchema>;

interface WeeklyPlanFormProps {
  klass: ClassDetail;
  students: StudentItem[];
  viewerZone: string;
  /** The teacher's today: the first possible start. */
  today: string;
  onCreated: (plan: PlanCreated) => void;
}

export function WeeklyPlanForm({ klass, students, viewerZone, today, onCreated }: WeeklyPlanFormProps) {
  const { t } = useTranslation();
  const create = useCreatePlan();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { studentId: students.length === 1 ? String(students[0].id) : "", startsOn: today, weekly: [] },
  });
  const startsOn = useWatch({ control: form.control, name: "startsOn" });
  const validStart = planDate.safeParse(startsOn).success && startsOn >= today;
  const slots = useSlots(klass.id, validStart ? firstWeek(startsOn) : null);

  const submit = (values: FormValues) =>
    create.mutate(
      { classId: klass.id, studentId: Number(values.studentId), startsOn: values.startsOn, weekly: values.weekly },
      { onSuccess: onCreated },
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5" aria-label={t("Book weekly")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="studentId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("Student")}</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="" disabled>
                      {t("Select your child")}
                    </option>
                    {students.map((s) => (
                      <option key={s.id} value={String(s.id)}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="startsOn"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("First week starts on")}</FormLabel>
                <FormControl>
                  <Input
                    type="date"
                    min={today}
                    {...field}
                    onChange={(e) => {
                      field.onChange(e);
                      // Another week offers other times: the choices are made again.
                      form.setValue("weekly", []);
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="weekly"
          render={({ field, fieldState }) => (
            <FormItem>
              <p id="weekly-times-label" className="text-sm font-medium text-foreground">
                {t("Weekly times")}
              </p>
              <FormDescription>
                {t("Choose up to one time a day; the same times repeat every week. Shown in your time zone {{zone}}.", {
                  zone: zoneLabel(viewerZone),
                })}
              </FormDescription>
              {validStart ? (
                <WeeklyTimesPicker
                  labelledBy="weekly-times-label"
                  slots={slots}
                  viewerZone={viewerZone}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  invalid={fieldState.invalid}
                />
              ) : (
                <p className="text-sm text-muted-foreground">{t("Choose a start date from today on.")}</p>
              )}
              <FormMessage />
            </FormItem>
          )}
        />
        {create.isError ? (
          <Alert variant="destructive" role="alert" title={t("The plan could not be made")}>
            <p>{errorText(create.error)}</p>
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={create.isPending} className="w-full sm:w-auto">
            {create.isPending ? <Spinner /> : <CalendarRange aria-hidden="true" />}
            {t("Review the four weeks")}
          </Button>
        </div>
      </form>
    </Form>
  );
}
