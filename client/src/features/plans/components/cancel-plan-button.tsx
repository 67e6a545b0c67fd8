import { Info } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlanItem } from "@shared/plans";
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
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { useCancelPlan } from "../api/change-plan";
import { formatLessonDay } from "../lib/plan-times";

type Cancellable = Pick<PlanItem, "id" | "classTitle" | "studentName" | "lastLessonAt">;

/**
 * Cancelling stops the renewals only: it asks first and says, before the click, that the paid lessons go ahead and
 * when the last one is (api.md "Plans": cancel in one click, the page says the date of the last lesson).
 */
export function CancelPlanButton({ plan, zone }: { plan: Cancellable; zone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancelPlan = useCancelPlan();
  const names = { classTitle: plan.classTitle, studentName: plan.studentName };
  // Awaited, as for a booking: the list reloads before the mutation settles.
  const cancel = async () => {
    try {
      const after = await cancelPlan.mutateAsync(plan.id);
      setOpen(false);
      const last = after.lastLessonAt;
      toast({
        title: t("Plan cancelled"),
        description: last ? (
          <Sentence
            i18nKey="{{classTitle}} for {{studentName}} will not renew. The last lesson is on {{date}}."
            values={{ ...names, date: formatLessonDay(last, zone) }}
          />
        ) : (
          <Sentence i18nKey="{{classTitle}} for {{studentName}} will not renew." values={names} />
        ),
      });
    } catch (error) {
      toast({ title: t("Cancellation failed"), description: errorText(error), variant: "destructive" });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          {t("Cancel plan")} <span className="sr-only">{t("of {{classTitle}} for {{studentName}}", names)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Cancel this weekly plan?")}</DialogTitle>
        </DialogHeader>
        <DialogDescription asChild>
          <div className="grid gap-2 text-sm">
            <p>
              <Sentence
                i18nKey="{{classTitle}} for {{studentName}}. The plan will not renew and nothing more is charged."
                values={names}
              />
            </p>
            <p className="flex gap-2 rounded-lg border border-input bg-muted/40 p-3 font-medium text-foreground">
              <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                {plan.lastLessonAt ? (
                  <Sentence
                    i18nKey="The lessons already paid go ahead. The last lesson is on {{date}}."
                    values={{ date: formatLessonDay(plan.lastLessonAt, zone) }}
                  />
                ) : (
                  t("No lesson of this plan is paid, so its held times are released.")
                )}
              </span>
            </p>
          </div>
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("Keep plan")}
          </Button>
          <Button variant="destructive" onClick={cancel} disabled={cancelPlan.isPending}>
            {cancelPlan.isPending ? t("Cancelling...") : t("Cancel plan")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
