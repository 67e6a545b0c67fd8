import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HIFZ_GRADE_LABELS } from "@shared/hifz";
import { type HifzLedger } from "@shared/hifz-ledger";
import { cn } from "@/lib/utils";
import { juzTone, percent, revisedAgo, surahsOfJuz, TILE_TEXT } from "../lib/juz-progress";

function JuzDetail({ ledger, juz, now }: { ledger: HifzLedger; juz: number; now: number }) {
  const { t } = useTranslation();
  const j = ledger.juz[juz - 1];
  return (
    <div className="rounded-lg border bg-background/60 p-3" id="juz-detail" aria-live="polite">
      <p className="text-sm font-semibold text-foreground">
        {t("Juz {{juz}}: {{memorised}} of {{total}} ayat memorised", {
          juz,
          memorised: j.memorisedAyat,
          total: j.totalAyat,
        })}
      </p>
      {/* Two facts, never one word for both (issue 32): all its memorised ayat heard, and any ayah heard. */}
      <p className="text-sm text-muted-foreground">
        {j.memorisedAyat > 0 ? (
          <span className="me-3 inline-block">
            {t("Memorised ayat last revised in full {{ago}}", { ago: revisedAgo(j.lastRevisedAt, now) })}
          </span>
        ) : null}
        <span className="inline-block">{t("Last heard {{ago}}", { ago: revisedAgo(j.lastHeardAt, now) })}</span>
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
              {progress.lastHeardAt ? (
                <span>{t("last heard {{ago}}", { ago: revisedAgo(progress.lastHeardAt, now) })}</span>
              ) : null}
              {progress.memorised > 0 ? (
                <span>{t("revised in full {{ago}}", { ago: revisedAgo(progress.lastRevisedAt, now) })}</span>
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
export function JuzMap({ ledger, now }: { ledger: HifzLedger; now: number }) {
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
