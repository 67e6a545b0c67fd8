// Badges earned from lessons attended and the hifz record, and the certificates some of them come with (decisions
// 059, 062).
import type { HifzLedger } from "./hifz-ledger";
import { AYAH_COUNT, JUZ_COUNT, surahName } from "./quran";

/** Badges that come with a certificate: a surah, a juz, Juz 'Amma, the khatm. */
export const certifiable = (code: string) =>
  code === "first-surah" || code === "juz-amma" || code === "khatm" || /^juz-([1-9]|[12]\d|30)$/.test(code);

/** The badge's name; `surah` names the surah a `first-surah` badge was earned with ("First surah memorised: An-Nas"). */
export function badgeTitle(code: string, surah?: number | null): string | null {
  const fixed: Record<string, string> = {
    "first-lesson": "First lesson attended",
    "lessons-10": "10 lessons attended",
    "lessons-50": "50 lessons attended",
    "lessons-100": "100 lessons attended",
    "first-surah": "First surah memorised",
    "juz-amma": "Juz 'Amma memorised",
    "half-quran": "Half the Quran memorised",
    khatm: "Khatm: the whole Quran memorised",
  };
  const named = code === "first-surah" && surah ? surahName(surah) : undefined;
  if (named) return `${fixed[code]}: ${named.transliteration}`;
  if (fixed[code]) return fixed[code];
  const juz = /^juz-(\d+)$/.exec(code);
  return juz && Number(juz[1]) >= 1 && Number(juz[1]) <= JUZ_COUNT ? `Juz ${juz[1]} memorised` : null;
}

/**
 * The surah a `first-surah` badge names: of the surahs memorised whole, the last in the mushaf, since children
 * conventionally begin at An-Nas and work back through Juz 'Amma. Null when none is whole.
 */
export function firstSurahOf(ledger: Pick<HifzLedger, "surahs">): number | null {
  for (let i = ledger.surahs.length - 1; i >= 0; i--)
    if (ledger.surahs[i].memorised === ledger.surahs[i].ayahCount) return ledger.surahs[i].surah;
  return null;
}

/** Every badge the child has earned by now, from lessons attended and the ledger's totals. */
export function earnedBadges(lessonsAttended: number, ledger: Pick<HifzLedger, "totals" | "juz">): string[] {
  const codes: string[] = [];
  for (const [n, code] of [
    [1, "first-lesson"],
    [10, "lessons-10"],
    [50, "lessons-50"],
    [100, "lessons-100"],
  ] as const)
    if (lessonsAttended >= n) codes.push(code);
  if (ledger.totals.surahs >= 1) codes.push("first-surah");
  for (const j of ledger.juz) if (j.memorisedAyat === j.totalAyat) codes.push(`juz-${j.juz}`);
  if (ledger.juz[JUZ_COUNT - 1]?.memorisedAyat === ledger.juz[JUZ_COUNT - 1]?.totalAyat) codes.push("juz-amma");
  // Half the Quran as huffaz count it: fifteen whole juz (in ayat, twelve juz from the end would already pass for
  // half, their ayat being short).
  if (ledger.totals.juz * 2 >= JUZ_COUNT) codes.push("half-quran");
  if (ledger.totals.ayat === AYAH_COUNT) codes.push("khatm");
  return codes;
}

export interface BadgeItem {
  code: string;
  title: string;
  earnedAt: string;
  certificateCode?: string;
}

export interface CertificateCheck {
  /** False once the badge was withdrawn (a corrected report no longer earns it). */
  valid: boolean;
  achievement: string;
  firstName: string;
  teacherName: string;
  earnedAt: string;
  /** When it was withdrawn; only on a certificate no longer valid. */
  revokedAt?: string;
}
