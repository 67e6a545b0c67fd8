// /class/{id}/weekly (issue 33): a weekly plan for one child: the times, the first four weeks and the payment;
// `?plan={id}` resumes the payment of a plan awaiting it (the dashboard's "Complete payment").
import { ArrowLeft, CalendarCheck2, SearchX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearch } from "wouter";
import type { ClassDetail } from "@shared/classes";
import type { PlanItem } from "@shared/plans";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PatternedPage } from "@/components/layout/patterned-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/api/get-user";
import { todayIn, viewerTimeZone } from "@/features/bookings/lib/slot-times";
import { useClass } from "@/features/classes/api/get-class";
import { PaymentButton } from "@/features/payments/components/payment-button";
import { useCancelPlan, usePlan } from "@/features/plans";
import { PlanNotPayable, planNotPayable } from "@/features/plans/components/plan-not-payable";
import { PlanReview } from "@/features/plans/components/plan-review";
import { WeeklyPlanForm } from "@/features/plans/components/weekly-plan-form";
import { useStudents } from "@/features/students/api/get-students";
import { ApiError, errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { positiveId } from "@/lib/ids";

function Header({ klass }: { klass?: ClassDetail }) {
  const { t } = useTranslation();
  return (
    <header className="space-y-3">
      <Button asChild variant="link" className="w-fit">
        <Link href={klass ? `/teachers/${klass.teacher.id}` : "/browse-teachers"}>
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {klass ? t("Back to the teacher") : t("Back to Teachers")}
        </Link>
      </Button>
      <div>
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t("Book weekly lessons")}</h1>
        <p className="mt-2 max-w-2xl break-words text-muted-foreground">
          {klass ? (
            <Sentence
              i18nKey="{{title}} with {{teacher}}: the same times every week, paid every four weeks. Pause or cancel at any time."
              values={{ title: klass.title, teacher: `${klass.teacher.firstName} ${klass.teacher.lastName}` }}
            />
          ) : (
            t("The same times every week, paid every four weeks. Pause or cancel at any time.")
          )}
        </p>
      </div>
    </header>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        {t("Loading class...")}
      </p>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

/** Paid: the first four weeks, or (`renewal`) a refused renewal's four weeks paid by hand. */
function Paid({ renewal }: { renewal: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CalendarCheck2 className="size-7" aria-hidden="true" />
      </span>
      <p className="font-display text-2xl font-semibold text-foreground">{t("Your weekly plan is active")}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {renewal
          ? t(
              "Every lesson of the next four weeks is booked and paid. The plan renews every four weeks until you cancel; we tell you 7 days before each renewal.",
            )
          : t(
              "Every lesson of the first four weeks is booked and paid. The plan renews every four weeks with your saved payment method until you cancel; we tell you 7 days before each renewal.",
            )}
      </p>
      <Button asChild className="mt-2">
        <Link href="/parent/dashboard?tab=plans">{t("See your plans")}</Link>
      </Button>
    </div>
  );
}

function Weekly({ klass, planId }: { klass: ClassDetail; planId: number | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [viewerZone] = useState(viewerTimeZone);
  const [paid, setPaid] = useState(false);
  const students = useStudents();
  const saved = usePlan(planId);
  const cancel = useCancelPlan();
  const here = `/class/${klass.id}/weekly`;
  if (students.isPending || (planId !== null && saved.isPending)) return <Loading />;
  if (students.isError) {
    return (
      <ErrorState
        message={t("Your children's profiles could not be loaded.")}
        detail={errorText(students.error)}
        onRetry={() => void students.refetch()}
      />
    );
  }
  const children = students.data ?? [];
  if (children.length === 0) {
    return (
      <div className="grid gap-3 text-sm">
        <p className="font-semibold text-foreground">{t("No children added yet")}</p>
        <p className="text-muted-foreground">
          {t("Add your child's profile on your dashboard, then come back to book this class.")}
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link href="/parent/dashboard">{t("Add Child Profile")}</Link>
        </Button>
      </div>
    );
  }
  const plan: PlanItem | undefined = saved.data ?? undefined;
  // A renewal paid by hand (past due) pays the next cycle; the first payment, cycle 1.
  const renewal = ((plan?.nextCycle ?? plan?.currentCycle)?.number ?? 1) > 1;
  if (paid || plan?.status === "active") return <Paid renewal={renewal} />;
  if (plan && plan.classId === klass.id && planNotPayable(plan)) {
    return <PlanNotPayable plan={plan} onBookAgain={() => navigate(here, { replace: true })} />;
  }
  // Awaiting its first payment, or past due after a refused renewal (paid by hand within 48 hours).
  const due =
    plan?.status === "pending_payment" ? plan.currentCycle : plan?.status === "past_due" ? saved.data?.nextCycle : null;
  if (plan && due && plan.classId === klass.id) {
    const student = children.find((c) => c.id === plan.studentId);
    return (
      <PlanReview
        cycle={due}
        price={klass.price}
        studentName={student?.name ?? ""}
        viewerZone={viewerZone}
        payment={<PaymentButton planId={plan.id} amount={due.amount} onPaid={() => setPaid(true)} />}
        payBy={plan.payBy}
        startingOver={cancel.isPending}
        onStartOver={
          plan.status === "pending_payment"
            ? () => cancel.mutate(plan.id, { onSettled: () => navigate(here, { replace: true }) })
            : undefined
        }
      />
    );
  }
  return (
    <WeeklyPlanForm
      klass={klass}
      students={children}
      viewerZone={viewerZone}
      today={todayIn(klass.teacher.timeZone || "UTC")}
      onCreated={(created) => navigate(`${here}?plan=${created.id}`, { replace: true })}
    />
  );
}

function ClassNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center text-center">
      <SearchX className="size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-foreground">{t("Class Not Found")}</h1>
      <Button asChild className="mt-6">
        <Link href="/browse-teachers">{t("Browse Other Classes")}</Link>
      </Button>
    </div>
  );
}

function BookWeekly({ classId, planId }: { classId: number; planId: number | null }) {
  const { t } = useTranslation();
  const klass = useClass(classId);
  if (klass.isPending) return <Loading />;
  if (klass.isError && !(klass.error instanceof ApiError && klass.error.status === 404)) {
    return (
      <ErrorState
        message={t("Failed to fetch class")}
        detail={errorText(klass.error)}
        onRetry={() => void klass.refetch()}
      />
    );
  }
  if (!klass.data) return <ClassNotFound />;
  return (
    <div className="grid gap-6">
      <Header klass={klass.data} />
      <Card interactive={false}>
        <CardContent className="pt-6">
          <Weekly klass={klass.data} planId={planId} />
        </CardContent>
      </Card>
    </div>
  );
}

export default function BookWeeklyPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const params = useParams<{ id: string }>();
  const search = useSearch();
  const classId = positiveId(params.id);
  const planId = positiveId(new URLSearchParams(search).get("plan"));
  if (!user) return <LoadingScreen />;
  return (
    <PatternedPage>
      <div className="mx-auto max-w-4xl">
        {user.currentRole !== "parent" ? (
          <>
            <Header />
            <p className="mt-6 text-muted-foreground">{t("Weekly plans are booked by parents for their children.")}</p>
          </>
        ) : classId === null ? (
          <ClassNotFound />
        ) : (
          <BookWeekly classId={classId} planId={planId} />
        )}
      </div>
    </PatternedPage>
  );
}
