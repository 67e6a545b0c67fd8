// The certificate's Arabic lines (decision 061): the achievement's Arabic name and the blessing, set in words, not
// digits, since an Arabic run is laid out right to left as a whole.
import { surahName } from "@shared/quran";

const ORDINALS = [
  "",
  "الأول",
  "الثاني",
  "الثالث",
  "الرابع",
  "الخامس",
  "السادس",
  "السابع",
  "الثامن",
  "التاسع",
  "العاشر",
];

/** 1…30 as an Arabic ordinal (masculine, agreeing with الجزء): الثاني عشر, الحادي والعشرون, الثلاثون. */
function arabicOrdinal(n: number): string {
  if (n <= 10) return ORDINALS[n] ?? "";
  if (n === 11) return "الحادي عشر";
  if (n < 20) return `${ORDINALS[n - 10]} عشر`;
  if (n === 20) return "العشرون";
  if (n === 21) return "الحادي والعشرون";
  if (n < 30) return `${ORDINALS[n - 20]} والعشرون`;
  return "الثلاثون";
}

/**
 * The achievement's Arabic name: a juz by its ordinal in words (an Arabic run is set right to left as a whole, so
 * digits inside it would read backwards), Juz 'Amma and the khatm by theirs; null for the first surah.
 */
export function arabicAchievement(code: string, surah?: number | null): string | null {
  const named = code === "first-surah" && surah ? surahName(surah) : undefined;
  if (named) return `سورة ${named.arabic}`;
  if (code === "juz-amma") return "جزء عمّ";
  if (code === "khatm") return "ختم القرآن الكريم";
  const juz = /^juz-(\d+)$/.exec(code);
  if (juz && Number(juz[1]) >= 1 && Number(juz[1]) <= 30) return `الجزء ${arabicOrdinal(Number(juz[1]))}`;
  return null;
}

/** On every certificate: "may Allah bless you". */
export const BLESSING = "بارك الله فيك";
