import { CalendarClock, CreditCard, GraduationCap, Repeat, Search, TicketCheck, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { PlanItem } from "@shared/plans";
import { lessonLinks } from "@shared/links";
import { Button } from "@/components/ui/button";
import { Sentence } from "@/lib/bdi";
import { dateIn, formatEventTime, formatMoney, viewerTimeZone } from "@/lib/format";
import { formatLessonDay, formatPlanDate } from "../lib/plan-times";
import { CancelPlanButton } from "./cancel-plan-button";
import { planNotPayable } from "./plan-not-payable";
import { PausePlanButton, ResumePlanButton } from "./pause-plan-button";
import { CycleLessons, WeeklyTimes } from "./plan-parts";
import { PlansQueryView } from "./plans-query-view";
import { PlanStatusBadge } from "./plan-status-badge";

/** Where an unpaid plan is paid (the weekly booking page reads ?plan=). */
export const completePaymentHref = (p: Pick<PlanItem, "id" | "classId">) => `/class/${p.classId}/weekly?plan=${p.id}`;

const LIVE = new Set<PlanItem["status"]>(["pending_payment", "active", "paused", "past_due"]);
const UNPAID = new Set<PlanItem["status"]>(["pending_payment", "past_due"]);

/**
 * The next charge: the renewal's own cycle once made (`exact`), else an estimate, this cycle's amount less the credits
 * it will use (a day off, a time taken or changed times make the real one differ).
 */
function renewalAmount(plan: Pick<PlanItem, "nextCycle" | "currentCycle" | "credits">): {
  amount: string;
  exact: boolean;
} {
  if (plan.nextCycle) return { amount: plan.nextCycle.amount, exact: true };
  const cents =
    Math.round(Number(plan.currentCycle.amount) * 100) - Math.round(Number(plan.credits?.amount ?? 0) * 100);
  return { amount: (Math.max(0, cents) / 100).toFixed(2), exact: false };
}

/** What happens next to the plan's money: the renewal, the last lesson of a cancelled plan, or the payment it waits for. */
function PlanOutlook({ plan, zone }: { plan: PlanItem; zone: string }) {
  const { t } = useTranslation();
  if (plan.status === "pending_payment") {
    return <p className="font-medium text-foreground">{t("Pay for the first cycle to keep these times.")}</p>;
  }
  if (plan.status === "past_due") {
    return (
      <p className="font-medium text-destructive">
        {planNotPayable(plan) ? (
          t("The time to pay the renewal has passed. Its lessons are released and the plan ends.")
        ) : plan.payBy ? (
          <Sentence
            i18nKey="The renewal payment did not go through. Pay by {{time}} to keep the lessons."
            values={{ time: formatEventTime(plan.payBy, zone) }}
          />
        ) : (
          t("The renewal payment did not go through. Pay within 48 hours to keep the lessons.")
        )}
      </p>
    );
  }
  if (plan.renewsOn) {
    const next = renewalAmount(plan);
    return (
      <p className="text-foreground">
        <Sentence
          i18nKey={next.exact ? "Renews on {{date}} · {{amount}}" : "Renews on {{date}} · about {{amount}}"}
          values={{ date: formatPlanDate(plan.renewsOn), amount: formatMoney(next.amount) }}
        />
      </p>
    );
  }
  if (plan.lastLessonAt) {
    return (
      <p className="text-foreground">
        <Sentence i18nKey="Last lesson {{date}}" values={{ date: formatLessonDay(plan.lastLessonAt, zone) }} />
      </p>
    );
  }
  return <p className="text-muted-foreground">{t("No lessons left in this plan.")}</p>;
}

/** Pauses still to come or under way (days in the teacher's calendar). */
function Pauses({ plan }: { plan: PlanItem }) {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const ahead = (plan.pauses ?? []).filter((p) => p.until >= today);
  if (ahead.length === 0) return null;
  return (
    <p className="text-muted-foreground">
      {ahead
        .map((p) => t("Paused {{from}} – {{until}}", { from: formatPlanDate(p.from), until: formatPlanDate(p.until) }))
        .join(t(", "))}
    </p>
  );
}

export function ParentPlanCard({ plan, zone }: { plan: PlanItem; zone: string }) {
  const { t } = useTranslation();
  const credits = plan.credits && plan.credits.count > 0 ? plan.credits : null;
  return (
    <li className="rounded-xl border bg-card p-4 shadow-soft sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <h3 className="break-words font-semibold text-foreground">
            <bdi>{plan.classTitle}</bdi>
          </h3>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">{`${t("Child:")} `}</span>
                <bdi>{plan.studentName}</bdi>
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <GraduationCap className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <Sentence
                  i18nKey="with <teacher>{{name}}</teacher>"
                  values={{ name: plan.teacherName }}
                  components={{
                    teacher: (
                      <Link
                        href={lessonLinks.teacherProfile(plan.teacherId)}
                        className="rounded-sm font-medium text-foreground hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      />
                    ),
                  }}
                />
              </span>
            </span>
          </p>
        </div>
        <PlanStatusBadge status={plan.status} />
      </div>
      <div className="mt-3 grid gap-3">
        <WeeklyTimes plan={plan} zone={zone} />
        <CycleLessons plan={plan} zone={zone} />
        {credits ? (
          <p className="flex items-center gap-1.5 text-sm text-foreground">
            <TicketCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <Sentence
                i18nKey="Credits: {{lessons}} ({{amount}}) off the next cycle"
                values={{
                  lessons: credits.count === 1 ? t("1 lesson") : t("{{count}} lessons", { count: credits.count }),
                  amount: formatMoney(credits.amount),
                }}
              />
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t pt-3 text-sm">
        <div className="me-auto flex min-w-0 items-start gap-1.5">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <PlanOutlook plan={plan} zone={zone} />
            <Pauses plan={plan} />
          </div>
        </div>
        {plan.status === "active" ? (
          <PausePlanButton planId={plan.id} studentName={plan.studentName} today={dateIn(plan.timeZone)} />
        ) : null}
        {plan.status === "paused" ? <ResumePlanButton planId={plan.id} studentName={plan.studentName} /> : null}
        {LIVE.has(plan.status) ? <CancelPlanButton plan={plan} zone={zone} /> : null}
        {UNPAID.has(plan.status) && !planNotPayable(plan) ? (
          <Button asChild size="sm">
            <Link href={completePaymentHref(plan)}>
              <CreditCard aria-hidden="true" />
              {t("Complete payment")}{" "}
              <span className="sr-only">
                {t("for {{classTitle}}, {{studentName}}", {
                  classTitle: plan.classTitle,
                  studentName: plan.studentName,
                })}
              </span>
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The parent's weekly plans (GET /api/plans), one card each, with loading, error and empty states. */
export function ParentPlans({ zone = viewerTimeZone() }: { zone?: string }) {
  const { t } = useTranslation();
  return (
    <PlansQueryView
      skeletonClassName="h-56 rounded-xl"
      empty={{
        icon: Repeat,
        title: t("No weekly plans yet"),
        description: t(
          "A weekly plan keeps the same times with one teacher every week, paid every four weeks. Choose a teacher and book weekly from their class page.",
        ),
        action: (
          <Button asChild variant="outline">
            <Link href="/browse-teachers">
              <Search aria-hidden="true" />
              {t("Browse Teachers")}
            </Link>
          </Button>
        ),
      }}
    >
      {(plans) => (
        <ul className="grid gap-3" aria-label={t("Your weekly plans")}>
          {plans.map((p) => (
            <ParentPlanCard key={p.id} plan={p} zone={zone} />
          ))}
        </ul>
      )}
    </PlansQueryView>
  );
}
