// Badges earned from lessons attended and the hifz record, and the certificates some of them come with (decisions
// 059, 062).
import type { HifzLedger } from "./hifz-ledger";
import { AYAH_COUNT, JUZ_COUNT, surahName } from "./quran";

/** Badges that come with a certificate: a surah, a juz, Juz 'Amma, the khatm. */
export const certifiable = (code: string) =>
  code === "first-surah" || code === "juz-amma" || code === "khatm" || /^juz-([1-9]|[12]\d|30)$/.test(code);

/**
 * Certificates that verify only once a second person confirms them (issue 31, decision 075): a juz, Juz 'Amma, half
 * the Quran, the khatm. A surah's stays valid on the teacher's word alone.
 */
export const needsConfirmation = (code: string) => certifiable(code) && code !== "first-surah";

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
  /** On a certificate that needs a second confirmation (needsConfirmation): whether it has it yet. */
  confirmation?: "awaiting" | "confirmed";
  /** True when the reader may confirm it now (POST /api/students/{id}/badges/{code}/confirm). */
  canConfirm?: boolean;
}

/**
 * What the public check of a certificate says: `valid` now; awaiting its second confirmation (a juz, half the Quran,
 * the khatm); or withdrawn, by a correction of the report or by an admin for cause.
 */
export type CertificateStatus = "valid" | "awaiting_confirmation" | "withdrawn";

export interface CertificateCheck {
  /** Valid now: issued, confirmed where it must be, not withdrawn (`status` says which). */
  valid: boolean;
  status: CertificateStatus;
  achievement: string;
  firstName: string;
  teacherName: string;
  earnedAt: string;
  /** When it was confirmed; only on a confirmed certificate of a kind that needs it. */
  confirmedAt?: string;
  /** When it was withdrawn; only on a withdrawn certificate. */
  revokedAt?: string;
  /** Why: the teacher corrected the report, or an admin withdrew it for cause (the teacher rejected or suspended). */
  withdrawnFor?: "correction" | "cause";
}

/** POST /api/admin/teachers/{id}/withdraw-certificates: how many certificates this call withdrew. */
export interface CertificatesWithdrawal {
  withdrawn: number;
}

/** The public check's verdict on a certificate as stored. */
export function certificateStatus(b: { code: string; revokedAt: Date | null; confirmedAt: Date | null }) {
  if (b.revokedAt) return "withdrawn" as const;
  return needsConfirmation(b.code) && !b.confirmedAt ? ("awaiting_confirmation" as const) : ("valid" as const);
}
