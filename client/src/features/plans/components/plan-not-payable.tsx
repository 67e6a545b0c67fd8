// A plan opened to pay (?plan=) that can no longer be paid (issue 33): its refused renewal's 48 hours ran out, or the
// plan is over. The page says so instead of offering a payment the server would refuse.
import { CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { PlanItem } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Sentence } from "@/lib/bdi";
import { formatEventTime } from "@/lib/format";

/** Whether a plan opened to pay can no longer be: over, or past due with its time to pay run out at `now`. */
export function planNotPayable(plan: Pick<PlanItem, "status" | "payBy">, now = Date.now()): boolean {
  if (plan.status === "cancelled" || plan.status === "ended") return true;
  return plan.status === "past_due" && plan.payBy !== null && Date.parse(plan.payBy) <= now;
}

export function PlanNotPayable({
  plan,
  onBookAgain,
}: {
  plan: Pick<PlanItem, "status" | "payBy">;
  onBookAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CalendarX2 className="size-7" aria-hidden="true" />
      </span>
      <p className="font-display text-2xl font-semibold text-foreground">{t("This plan can no longer be paid")}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {plan.status === "past_due" && plan.payBy ? (
          <Sentence
            i18nKey="The time to pay the renewal ran out on {{time}}. Its lessons are released and the plan ends; lessons already paid go ahead."
            values={{ time: formatEventTime(plan.payBy) }}
          />
        ) : (
          t("This plan is cancelled or ended. Lessons already paid go ahead.")
        )}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/parent/dashboard?tab=plans">{t("See your plans")}</Link>
        </Button>
        <Button variant="outline" onClick={onBookAgain}>
          {t("Book weekly again")}
        </Button>
      </div>
    </div>
  );
}
