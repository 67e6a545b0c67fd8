import { Award, BookOpen, History } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HifzLedger } from "@shared/hifz-ledger";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { numberLocale } from "@/lib/i18n";
import { useBadges, useHifzLedger } from "../api/get-hifz";
import { revisedAgo } from "../lib/juz-progress";
import { BadgeList } from "./badge-list";
import { HifzMistakes } from "./hifz-mistakes";
import { JuzMap } from "./juz-map";

// recharts comes with the chart only, as the ratings chart does.
const HifzChart = lazy(() => import("./hifz-chart"));

function Totals({ ledger }: { ledger: HifzLedger }) {
  const { t } = useTranslation();
  const number = (n: number) => n.toLocaleString(numberLocale());
  const items = [
    { label: "Ayat memorised", value: number(ledger.totals.ayat), of: number(6236) },
    { label: "Surahs complete", value: number(ledger.totals.surahs), of: number(114) },
    { label: "Juz complete", value: number(ledger.totals.juz), of: number(30) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map((i) => (
        <div key={i.label} className="rounded-lg border bg-background/60 px-3 py-2 text-center">
          <dt className="text-xs font-medium text-muted-foreground">{t(i.label)}</dt>
          <dd className="font-display text-xl font-semibold tabular-nums text-foreground">
            {i.value}{" "}
            <span className="text-xs font-normal text-muted-foreground">{t("of {{total}}", { total: i.of })}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RevisionList({ ledger, now }: { ledger: HifzLedger; now: number }) {
  const { t } = useTranslation();
  const due = ledger.dueForRevision.slice(0, 5);
  return (
    <section aria-labelledby="revision-heading" className="space-y-2">
      <h4 id="revision-heading" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <History className="size-4 text-primary" aria-hidden="true" />
        {t("Due for revision")}
      </h4>
      {due.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("Nothing memorised yet to revise.")}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {due.map((j) => (
            <li key={j.juz} className="flex justify-between gap-3 rounded-md bg-background/60 px-3 py-1.5">
              <span className="font-medium text-foreground">{t("Juz {{juz}}", { juz: j.juz })}</span>
              <span className="text-muted-foreground">
                {t("last revised in full {{ago}}", { ago: revisedAgo(j.lastRevisedAt, now) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The Progress tab's hifz section: totals, the juz map, memorised over time, the revision list and the badges. */
export function HifzRecord({ studentId, name }: { studentId: number; name: string }) {
  const ledger = useHifzLedger(studentId);
  const badges = useBadges(studentId);
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  if (ledger.isPending) return <Skeleton className="h-72 rounded-xl" aria-label={t("Loading the hifz record")} />;
  if (ledger.isError) {
    return (
      <ErrorState
        message={<Sentence i18nKey="{{name}}'s hifz record could not be loaded." values={{ name }} />}
        detail={errorText(ledger.error)}
        onRetry={() => void ledger.refetch()}
        retrying={ledger.isFetching}
      />
    );
  }
  const data = ledger.data;
  const started = data.timeline.length > 0;
  return (
    <Card interactive={false}>
      <CardHeader className="pb-3">
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <BookOpen className="size-4 text-primary" aria-hidden="true" />
          {t("Hifz record")}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {started ? (
            <Sentence
              i18nKey="What {{name}}'s teachers heard in lessons: memorised ayat and when each juz was last revised."
              values={{ name }}
            />
          ) : (
            <Sentence
              i18nKey="Once a teacher records {{name}}'s memorisation in a lesson report, it shows here."
              values={{ name }}
            />
          )}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <Totals ledger={data} />
        <JuzMap ledger={data} now={now} />
        {started ? (
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <section aria-labelledby="memorised-heading" className="space-y-2">
              <h4 id="memorised-heading" className="text-sm font-semibold text-foreground">
                {t("Ayat memorised over time")}
              </h4>
              <Suspense fallback={<Skeleton className="h-48 rounded-lg" aria-label={t("Loading the chart")} />}>
                <HifzChart timeline={data.timeline} />
              </Suspense>
            </section>
            <div className="grid gap-5">
              <RevisionList ledger={data} now={now} />
              <HifzMistakes timeline={data.timeline} name={name} />
            </div>
          </div>
        ) : null}
        <section aria-labelledby="badges-heading" className="space-y-2">
          <h4 id="badges-heading" className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <Award className="size-4 text-primary" aria-hidden="true" />
            {t("Badges")}
          </h4>
          {badges.data ? (
            <BadgeList studentId={studentId} badges={badges.data} />
          ) : badges.isError ? (
            <p className="text-sm text-destructive">{t("The badges could not be loaded.")}</p>
          ) : (
            <Skeleton className="h-8 w-64" />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
