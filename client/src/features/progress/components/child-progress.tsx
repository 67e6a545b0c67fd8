import { Search, TrendingUp } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { HifzRecord } from "@/features/hifz";
import { Sentence } from "@/lib/bdi";
import { useStudentProgress } from "../api/get-progress";
import { AttendanceSummary } from "./attendance-summary";
import { ratingPoints } from "./rating-points";
import { ReportTimeline } from "./report-timeline";

// recharts is the largest thing on the dashboard: fetched only when a child's ratings are drawn.
const RatingsChart = lazy(() => import("./ratings-chart"));

/** No lesson recorded yet: says what comes, and where to start. */
export function NoProgress({ name }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={TrendingUp}
      title={t("No progress yet")}
      description={
        name ? (
          <Sentence
            i18nKey="After {{name}}'s first lesson, the teacher's reports, attendance and ratings appear here."
            values={{ name }}
          />
        ) : (
          t("After your child's first lesson, the teacher's reports, attendance and ratings appear here.")
        )
      }
      action={
        <Button asChild variant="outline">
          <Link href="/browse-teachers">
            <Search aria-hidden="true" />
            {t("Find Teachers")}
          </Link>
        </Button>
      }
    />
  );
}

function RatingsCard({ points }: { points: ReturnType<typeof ratingPoints> }) {
  const { t } = useTranslation();
  return (
    <Card interactive={false} className="h-full">
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="text-base">
          {t("Lesson ratings")}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t("How each lesson went, from 1 to 5, over time.")}</p>
      </CardHeader>
      <CardContent>
        {points.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("Ratings appear here once a teacher rates a lesson.")}</p>
        ) : (
          <Suspense fallback={<Skeleton className="h-56 rounded-lg" aria-label={t("Loading the chart")} />}>
            <RatingsChart points={points} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** One child's progress: attendance, ratings over time, and the reports as a timeline, a page at a time. */
export function ChildProgress({ studentId, name, zone }: { studentId: number; name: string; zone?: string }) {
  const { t } = useTranslation();
  const { query, attendance, reports, lessons, lessonsTotal, total } = useStudentProgress(studentId);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="sr-only">
          {t("Loading progress...")}
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        message={<Sentence i18nKey="{{name}}'s progress could not be loaded." values={{ name }} />}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!attendance || (reports.length === 0 && lessons.length === 0)) return <NoProgress name={name} />;
  return (
    <div className="space-y-6">
      <HifzRecord studentId={studentId} name={name} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <AttendanceSummary attendance={attendance} lessons={lessons} lessonsTotal={lessonsTotal} zone={zone} />
        <RatingsCard points={ratingPoints(reports, zone)} />
      </div>
      <section aria-labelledby="reports-heading" className="space-y-3">
        <h3 id="reports-heading" className="font-display text-lg font-semibold text-foreground">
          {t("Progress reports")}
        </h3>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Sentence i18nKey="No reports yet: a report follows each lesson {{name}} attends." values={{ name }} />
          </p>
        ) : (
          <ReportTimeline reports={reports} zone={zone} />
        )}
        <ShowMore
          shown={reports.length}
          total={total}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={
            query.isFetchNextPageError
              ? { message: t("More reports could not be loaded."), detail: errorText(query.error) }
              : null
          }
          onMore={() => void query.fetchNextPage()}
          label={t("Show more reports")}
        />
      </section>
    </div>
  );
}
