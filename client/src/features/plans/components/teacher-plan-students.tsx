import { CalendarCheck, Repeat, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PlanItem } from "@shared/plans";
import { Sentence } from "@/lib/bdi";
import { formatLessonDay } from "../lib/plan-times";
import { WeeklyTimes } from "./plan-parts";
import { PlansQueryView } from "./plans-query-view";
import { PlanStatusBadge } from "./plan-status-badge";

/** One plan student: the weekly times in the teacher's own zone (the plan's), as the teacher set their hours. */
function RosterRow({ plan }: { plan: PlanItem }) {
  const { t } = useTranslation();
  const zone = plan.timeZone;
  const count = plan.currentCycle.lessons.length;
  return (
    <li className="rounded-xl border bg-card p-4 shadow-soft">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <div className="min-w-0 space-y-0.5 md:w-56 md:shrink-0">
          <h3 className="break-words font-semibold text-foreground">
            <bdi>{plan.studentName}</bdi>
          </h3>
          <p className="break-words text-sm text-muted-foreground">
            <bdi>{plan.classTitle}</bdi>
          </p>
        </div>
        <div className="min-w-0 flex-1">
          <WeeklyTimes plan={plan} zone={zone} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm md:w-60 md:shrink-0 md:flex-col md:items-end">
          <PlanStatusBadge status={plan.status} />
          <span className="text-muted-foreground">
            <Sentence i18nKey="Since {{date}}" values={{ date: formatLessonDay(plan.createdAt, zone) }} />
          </span>
          <span className="inline-flex items-center gap-1.5 text-foreground">
            <CalendarCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {count === 1 ? t("1 lesson this cycle") : t("{{count}} lessons this cycle", { count })}
          </span>
        </div>
      </div>
    </li>
  );
}

/** The teacher's plan students (GET /api/plans answers a teacher with the plans of their classes). */
export function TeacherPlanStudents() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-students-heading" className="space-y-4">
      <div>
        <h2
          id="plan-students-heading"
          className="flex items-center gap-2 font-display text-xl font-semibold text-foreground"
        >
          <Repeat className="size-5 text-primary" aria-hidden="true" />
          {t("Plan students")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("Children who come every week on a plan. Times are shown in your time zone.")}
        </p>
      </div>
      <PlansQueryView
        skeletonClassName="h-24 rounded-xl"
        empty={{
          icon: Users,
          title: t("No plan students yet"),
          description: t(
            "When a family books one of your classes weekly, the child appears here with their weekly times.",
          ),
        }}
      >
        {(plans) => (
          <ul className="grid gap-3" aria-label={t("Your plan students")}>
            {plans.map((p) => (
              <RosterRow key={p.id} plan={p} />
            ))}
          </ul>
        )}
      </PlansQueryView>
    </section>
  );
}
