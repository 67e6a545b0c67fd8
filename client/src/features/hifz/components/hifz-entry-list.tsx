import { HIFZ_GRADE_LABELS, rangeLabel, type HifzEntryItem } from "@shared/hifz";

const KIND_WORDS = { sabaq: "Sabaq", sabqi: "Sabqi", manzil: "Manzil" } as const;

/** A report's hifz entries as read back: kind, range, grade and the mistakes counted (none: nothing shown). */
export function HifzEntryList({ entries }: { entries: HifzEntryItem[] }) {
  if (entries.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Hifz</p>
      <ul className="mt-1 grid gap-1 text-sm" aria-label="Hifz entries">
        {entries.map((e) => {
          const mistakes = e.mistakes.forgot + e.mistakes.stuck + e.mistakes.tajweed;
          return (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-foreground">{KIND_WORDS[e.kind]}</span>
              <span className="text-foreground">{rangeLabel(e.from, e.to)}</span>
              <span className="text-muted-foreground">
                · {HIFZ_GRADE_LABELS[e.grade]}
                {mistakes
                  ? ` · ${[e.mistakes.forgot && `${e.mistakes.forgot} forgotten`, e.mistakes.stuck && `${e.mistakes.stuck} prompted`, e.mistakes.tajweed && `${e.mistakes.tajweed} tajweed`].filter(Boolean).join(", ")}`
                  : " · no mistakes"}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
