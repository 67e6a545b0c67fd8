import { useTranslation } from "react-i18next";
import { HIFZ_GRADE_LABELS, type HifzEntryItem } from "@shared/hifz";
import { localRangeLabel } from "../lib/names";

const KIND_WORDS = { sabaq: "Sabaq", sabqi: "Sabqi", manzil: "Manzil" } as const;

/** A report's hifz entries as read back: kind, range, grade and the mistakes counted (none: nothing shown). */
export function HifzEntryList({ entries }: { entries: HifzEntryItem[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("Hifz")}</p>
      <ul className="mt-1 grid gap-1 text-sm" aria-label={t("Hifz entries")}>
        {entries.map((e) => {
          const mistakes = e.mistakes.forgot + e.mistakes.stuck + e.mistakes.tajweed;
          const counts = [
            e.mistakes.forgot && t("{{count}} forgotten", { count: e.mistakes.forgot }),
            e.mistakes.stuck && t("{{count}} prompted", { count: e.mistakes.stuck }),
            e.mistakes.tajweed && t("{{count}} tajweed", { count: e.mistakes.tajweed }),
          ];
          return (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-foreground">{t(KIND_WORDS[e.kind])}</span>
              <span className="text-foreground">{localRangeLabel(e.from, e.to)}</span>
              <span className="text-muted-foreground">
                · {t(HIFZ_GRADE_LABELS[e.grade])}
                {mistakes ? ` · ${counts.filter(Boolean).join(t(", "))}` : ` · ${t("no mistakes")}`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
