import { TrendingDown, TrendingUp } from "lucide-react";
import { mistakesTrend, type HifzLessonPoint } from "@shared/hifz-ledger";
import { format } from "date-fns";
import { useTranslation } from "react-i18next";
import { Sentence } from "@/lib/bdi";
import { dateLocale } from "@/lib/i18n";

const KINDS = [
  { key: "forgot", label: "Forgot", tone: "bg-destructive/70" },
  { key: "stuck", label: "Prompted", tone: "bg-accent" },
  { key: "tajweed", label: "Tajweed", tone: "bg-primary/60" },
] as const;

const TREND_TEXT = {
  fewer: "Fewer mistakes for the ayat recited in the last three lessons than in the three before.",
  more: "More mistakes for the ayat recited in the last three lessons than in the three before: worth revising together.",
  steady: "About as many mistakes for the ayat recited in the last three lessons as in the three before.",
} as const;

/**
 * Mistakes over time: the latest lessons' mistakes by kind, as a table (so screen readers read the numbers) with a
 * bar per lesson, and a sentence on whether they are falling.
 */
export function HifzMistakes({ timeline, name }: { timeline: HifzLessonPoint[]; name: string }) {
  const { t } = useTranslation();
  const { lessons, direction } = mistakesTrend(timeline);
  const most = Math.max(1, ...lessons.map((l) => l.total));
  const thisYear = new Date().getFullYear();
  const TrendIcon = direction === "more" ? TrendingUp : TrendingDown;
  return (
    <section aria-labelledby="mistakes-heading" className="space-y-2">
      <h4 id="mistakes-heading" className="text-sm font-semibold text-foreground">
        {t("Mistakes over time")}
      </h4>
      {direction ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          {direction !== "steady" ? (
            <TrendIcon
              className={
                direction === "fewer" ? "mt-0.5 size-4 shrink-0 text-success" : "mt-0.5 size-4 shrink-0 text-warning"
              }
              aria-hidden="true"
            />
          ) : null}
          {t(TREND_TEXT[direction])}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Sentence
            i18nKey="After six lessons with hifz, this says whether {{name}}'s mistakes are falling."
            values={{ name }}
          />
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("Mistakes in {{name}}'s latest lessons, by kind", { name })}</caption>
          <thead>
            <tr className="text-start text-xs text-muted-foreground">
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                {t("Lesson")}
              </th>
              {KINDS.map((k) => (
                <th key={k.key} scope="col" className="px-1.5 py-1 text-end font-medium">
                  <span className={`me-1 inline-block size-2 rounded-full ${k.tone}`} aria-hidden="true" />
                  {t(k.label)}
                </th>
              ))}
              <th scope="col" className="w-[30%] py-1 ps-2 text-start font-medium max-sm:w-auto">
                <span className="sr-only">{t("Total")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...lessons].reverse().map((l) => (
              <tr key={l.bookingId} className="border-t border-border/60">
                <th scope="row" className="whitespace-nowrap py-1.5 pe-2 text-start font-normal text-foreground">
                  {/* Short, so the four numbers fit beside it on a phone: the year only when it is not this one. */}
                  <time dateTime={l.lessonAt}>
                    {format(
                      new Date(l.lessonAt),
                      new Date(l.lessonAt).getFullYear() === thisYear ? "d MMM" : "d MMM yyyy",
                      { locale: dateLocale() },
                    )}
                  </time>
                </th>
                {KINDS.map((k) => (
                  <td key={k.key} className="px-1.5 py-1.5 text-end tabular-nums text-foreground">
                    {l[k.key]}
                  </td>
                ))}
                <td className="py-1.5 ps-2">
                  <span className="sr-only">{t("{{total}} in all", { total: l.total })}</span>
                  {/* The bar repeats the row's numbers for the eye: each kind's share of the most mistakes in a lesson. */}
                  <span className="flex h-2 min-w-10 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    {KINDS.map((k) =>
                      l[k.key] ? (
                        <span key={k.key} className={k.tone} style={{ width: `${(l[k.key] / most) * 100}%` }} />
                      ) : null,
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
