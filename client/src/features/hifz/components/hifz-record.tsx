import { formatDistanceStrict } from "date-fns";
import { Award, BookOpen, Download, History } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { HIFZ_GRADE_LABELS } from "@shared/hifz";
import { JUZ, SURAHS, surahRange } from "@shared/quran";
import type { BadgeItem } from "@shared/hifz-badges";
import type { HifzLedger, JuzProgress } from "@shared/hifz-ledger";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { dateLocale, i18n, numberLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { certificateUrl, useBadges, useHifzLedger } from "../api/get-hifz";
import { badgeText } from "../lib/names";
import { HifzMistakes } from "./hifz-mistakes";

// recharts comes with the chart only, as the ratings chart does.
const HifzChart = lazy(() => import("./hifz-chart"));

const DAY = 86_400_000;

/** "3 days ago", "today"; null: never. */
export function revisedAgo(iso: string | null, now = Date.now()): string {
  if (!iso) return i18n.t("never");
  if (now - Date.parse(iso) < DAY) return i18n.t("today");
  // "3 days ago" in English, "منذ 3 أيام" in Arabic: date-fns words the distance and its direction.
  return formatDistanceStrict(new Date(iso), new Date(now), {
    roundingMethod: "floor",
    addSuffix: true,
    locale: dateLocale(),
  });
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** How a juz tile is drawn: by how much is memorised, and (for memorised ayat) how long since it was heard. */
function juzTone(j: JuzProgress, now: number): { tile: string; freshness: "fresh" | "due" | "overdue" | null } {
  if (j.memorisedAyat === 0) return { tile: "border-border bg-muted/40 text-muted-foreground", freshness: null };
  const days = j.lastRevisedAt ? (now - Date.parse(j.lastRevisedAt)) / DAY : Infinity;
  const freshness = days <= 14 ? "fresh" : days <= 45 ? "due" : "overdue";
  const whole = j.memorisedAyat === j.totalAyat;
  return {
    tile: whole
      ? "border-primary bg-primary text-primary-foreground"
      : "border-primary/50 bg-secondary text-foreground",
    freshness,
  };
}

// What a juz tile says, in words as well as colour: one sentence for each freshness.
const TILE_TEXT = {
  none: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat)",
  fresh: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat), revised recently",
  due: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat), due for revision",
  overdue: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat), overdue for revision",
} as const;

/** The surahs that lie (wholly or partly) in a juz, with each surah's own progress. */
function surahsOfJuz(ledger: HifzLedger, juz: number) {
  const { first, last } = JUZ[juz - 1];
  return SURAHS.filter((s) => {
    const r = surahRange(s.number);
    return r.first <= last && r.last >= first;
  }).map((s) => ({ name: s, progress: ledger.surahs[s.number - 1] }));
}

function JuzDetail({ ledger, juz, now }: { ledger: HifzLedger; juz: number; now: number }) {
  const { t } = useTranslation();
  const j = ledger.juz[juz - 1];
  return (
    <div className="rounded-lg border bg-background/60 p-3" id="juz-detail" aria-live="polite">
      <p className="text-sm font-semibold text-foreground">
        {t("Juz {{juz}}: {{memorised}} of {{total}} ayat memorised · last revised {{ago}}", {
          juz,
          memorised: j.memorisedAyat,
          total: j.totalAyat,
          ago: revisedAgo(j.lastRevisedAt, now),
        })}
      </p>
      <ul className="mt-2 grid gap-x-6 md:grid-cols-2" aria-label={t("Surahs of juz {{juz}}", { juz })}>
        {surahsOfJuz(ledger, juz).map(({ name, progress }) => (
          <li
            key={name.number}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 border-b py-1.5 text-sm"
          >
            <span className="flex items-baseline gap-2">
              <span className="w-8 text-end tabular-nums text-muted-foreground">{name.number}.</span>
              <span className="font-medium text-foreground">{name.transliteration}</span>
              <span className="font-arabic text-base" lang="ar" dir="rtl">
                {name.arabic}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-3 text-muted-foreground">
              <span className="tabular-nums">
                {t("{{memorised}}/{{total}} ayat", { memorised: progress.memorised, total: progress.ayahCount })}
              </span>
              {progress.lastRevisedAt ? (
                <span>{t("heard {{ago}}", { ago: revisedAgo(progress.lastRevisedAt, now) })}</span>
              ) : null}
              {progress.strength ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground">
                  {t(HIFZ_GRADE_LABELS[progress.strength])}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 30 juz as a map: each tile says how much is memorised and how recently revised, in words as well as colour. */
function JuzMap({ ledger, now }: { ledger: HifzLedger; now: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-3">
      <ol className="grid grid-cols-5 gap-1.5 sm:grid-cols-6 lg:grid-cols-10" aria-label={t("The 30 juz")}>
        {ledger.juz.map((j) => {
          const tone = juzTone(j, now);
          const pct = percent(j.memorisedAyat, j.totalAyat);
          const words = t(TILE_TEXT[tone.freshness ?? "none"], {
            juz: j.juz,
            pct,
            memorised: j.memorisedAyat,
            total: j.totalAyat,
          });
          return (
            <li key={j.juz}>
              <button
                type="button"
                onClick={() => setOpen(open === j.juz ? null : j.juz)}
                aria-expanded={open === j.juz}
                aria-controls={open === j.juz ? "juz-detail" : undefined}
                aria-label={words}
                title={words}
                className={cn(
                  "relative flex h-12 w-full flex-col items-center justify-center rounded-md border text-xs font-semibold transition-colors sm:h-14",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                  tone.tile,
                  open === j.juz && "ring-2 ring-accent ring-offset-1",
                )}
              >
                <span className="tabular-nums">{j.juz}</span>
                {j.memorisedAyat > 0 ? (
                  <span className="text-[10px] font-medium tabular-nums opacity-90">{pct}%</span>
                ) : null}
                {tone.freshness === "overdue" || tone.freshness === "due" ? (
                  <span
                    className={cn(
                      "absolute end-1 top-1 size-2 rounded-full",
                      tone.freshness === "overdue" ? "bg-destructive" : "bg-warning",
                    )}
                    aria-hidden="true"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t("Key")}>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-primary bg-primary" aria-hidden="true" /> {t("Memorised")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-primary/50 bg-secondary" aria-hidden="true" />{" "}
          {t("In progress")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-warning" aria-hidden="true" /> {t("Due for revision (over 2 weeks)")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-destructive" aria-hidden="true" /> {t("Overdue (over 6 weeks)")}
        </li>
      </ul>
      {open ? (
        <JuzDetail ledger={ledger} juz={open} now={now} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("Choose a juz to see its surahs.")}</p>
      )}
    </div>
  );
}

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
                {t("last revised {{ago}}", { ago: revisedAgo(j.lastRevisedAt, now) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The child's badges with their dates; a certificate to download for the surah, juz and khatm ones. */
export function BadgeList({
  studentId,
  badges,
  compact = false,
}: {
  studentId: number;
  badges: BadgeItem[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (badges.length === 0)
    return compact ? null : (
      <p className="text-sm text-muted-foreground">
        {t("Badges appear here as lessons are attended and surahs memorised.")}
      </p>
    );
  return (
    <ul className={cn("flex flex-wrap gap-2", compact && "gap-1.5")} aria-label={t("Badges")}>
      {badges.map((b) => (
        <li
          key={b.code}
          className="flex items-center gap-2 rounded-full border border-accent/60 bg-accent/10 py-1 pe-2 ps-2.5 text-xs"
        >
          <Award className="size-3.5 text-accent-foreground" aria-hidden="true" />
          <span className="font-semibold text-foreground">{badgeText(b)}</span>
          <span className="text-muted-foreground">{formatDate(b.earnedAt)}</span>
          {b.certificateCode && !compact ? (
            <a
              href={certificateUrl(studentId, b.code)}
              download
              className="inline-flex items-center gap-1 rounded font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("Download the certificate: {{title}}", { title: badgeText(b) })}
            >
              <Download className="size-3.5" aria-hidden="true" />
              {t("Certificate")}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
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
        message={t("{{name}}'s hifz record could not be loaded.", { name })}
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
          {started
            ? t("What {{name}}'s teachers heard in lessons: memorised ayat and when each juz was last revised.", {
                name,
              })
            : t("Once a teacher records {{name}}'s memorisation in a lesson report, it shows here.", { name })}
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

/** The badges on a child's card, each with the date it was earned (from the children's list: no request per card). */
export function ChildBadges({ studentId, badges }: { studentId: number; badges: BadgeItem[] | undefined }) {
  if (!badges?.length) return null;
  return <BadgeList studentId={studentId} badges={badges} compact />;
}
