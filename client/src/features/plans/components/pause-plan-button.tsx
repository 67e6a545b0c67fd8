// Pause a weekly plan (issue 33) for Ramadan, Eid, exams or a holiday: the first and last day without lessons; the
// lessons inside become credits for the next cycle and the weekly times stay the family's. A pause in force ends early.
import { zodResolver } from "@hookform/resolvers/zod";
import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PLAN_PAUSE_MAX_DAYS, PLAN_PAUSES_PER_YEAR, pausePlanSchema, type PausePlanValues } from "@shared/plans";
import { SCHEDULING } from "@shared/constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { usePausePlan, useResumePlan } from "../api/pause-plan";

interface PausePlanButtonProps {
  planId: number;
  /** The child's name, for the button's accessible name among several plans. */
  studentName: string;
  /** The teacher's today ("yyyy-MM-dd"): the earliest first day. */
  today: string;
}

export function PausePlanButton({ planId, studentName, today }: PausePlanButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pause = usePausePlan();
  const form = useForm<PausePlanValues>({
    resolver: zodResolver(pausePlanSchema),
    defaultValues: { from: today, until: today },
  });
  // mutateAsync, not mutate's callbacks: a plan paused from today shows Resume instead, unmounting this dialog, and
  // mutate's own callbacks do not run for an unmounted component (the toast was lost). Errors show in the dialog.
  const submit = (values: PausePlanValues) =>
    pause.mutateAsync({ id: planId, ...values }).then(
      () => {
        setOpen(false);
        toast({
          title: t("Plan paused"),
          description: t("The lessons in the pause become credits for the next four weeks."),
        });
      },
      () => undefined,
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pause.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pause aria-hidden="true" />
          {t("Pause")}
          <span className="sr-only">: {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Pause the plan")}</DialogTitle>
          <DialogDescription>
            {t(
              "For Ramadan, Eid, exams or a holiday: up to {{days}} days, {{times}} times a year. The lessons in the pause are not lost: they become credits taken off the next four weeks, and nobody else can take your weekly times. A lesson less than {{hours}} hours away still goes ahead.",
              { days: PLAN_PAUSE_MAX_DAYS, times: PLAN_PAUSES_PER_YEAR, hours: SCHEDULING.fullRefundHours },
            )}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            id={`pause-plan-${planId}`}
            onSubmit={form.handleSubmit(submit)}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
          >
            <TextField
              control={form.control}
              name="from"
              label={t("First day without lessons")}
              type="date"
              min={today}
            />
            <TextField
              control={form.control}
              name="until"
              label={t("Last day without lessons")}
              type="date"
              min={today}
            />
          </form>
        </Form>
        {pause.isError ? (
          <Alert variant="destructive" role="alert" title={t("The plan could not be paused")}>
            <p>{errorText(pause.error)}</p>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("Keep the lessons")}
          </Button>
          <Button type="submit" form={`pause-plan-${planId}`} disabled={pause.isPending}>
            {pause.isPending ? <Spinner /> : <Pause aria-hidden="true" />}
            {t("Pause the plan")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Ends a pause in force early; the lessons already credited stay credits. */
export function ResumePlanButton({ planId, studentName }: { planId: number; studentName: string }) {
  const { t } = useTranslation();
  const resume = useResumePlan();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resume.isPending}
      onClick={() =>
        // mutateAsync: the button goes once the plan is resumed, and mutate's callbacks would go with it.
        resume.mutateAsync(planId).then(
          () => toast({ title: t("Plan resumed"), description: t("The next lessons go ahead as planned.") }),
          (error: unknown) =>
            toast({ title: t("The plan could not be resumed"), description: errorText(error), variant: "destructive" }),
        )
      }
    >
      {resume.isPending ? <Spinner /> : <Play aria-hidden="true" />}
      {t("Resume")}
      <span className="sr-only">: {studentName}</span>
    </Button>
  );
}
