// Pure helpers of the juz map and revision list: how long since a juz was heard, and how its tile reads.
import { JUZ, SURAHS, surahRange } from "@shared/quran";
import { type HifzLedger, type JuzProgress } from "@shared/hifz-ledger";
import { i18n } from "@/lib/i18n";
import { timeAgo } from "@/lib/relative-time";

const DAY = 86_400_000;

/** "3 days ago", "today"; null: never. In Arabic in the right plural form ("منذ يومين", "منذ 27 يومًا"). */
export function revisedAgo(iso: string | null, now = Date.now()): string {
  return iso ? timeAgo(iso, now) : i18n.t("never");
}

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** How a juz tile is drawn: by how much is memorised, and (for memorised ayat) how long since it was heard. */
export function juzTone(j: JuzProgress, now: number): { tile: string; freshness: "fresh" | "due" | "overdue" | null } {
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
export const TILE_TEXT = {
  none: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat)",
  fresh: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat), revised recently",
  due: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat), due for revision",
  overdue: "Juz {{juz}}: {{pct}}% memorised ({{memorised}} of {{total}} ayat), overdue for revision",
} as const;

/** The surahs that lie (wholly or partly) in a juz, with each surah's own progress. */
export function surahsOfJuz(ledger: HifzLedger, juz: number) {
  const { first, last } = JUZ[juz - 1];
  return SURAHS.filter((s) => {
    const r = surahRange(s.number);
    return r.first <= last && r.last >= first;
  }).map((s) => ({ name: s, progress: ledger.surahs[s.number - 1] }));
}
