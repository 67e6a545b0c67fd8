// Places in the Quran from `quran-meta` (Hafs, the Madinah mushaf; decision 059): surah lengths, juz boundaries and
// names all come from the package, never typed by hand.
import * as quran from "quran-meta/hafs";
import type { AyahNo, Juz, Surah } from "quran-meta/hafs";
import { surahNamesEn } from "quran-meta/i18n";

export const SURAH_COUNT = quran.meta.numSurahs; // 114
export const JUZ_COUNT = quran.meta.numJuzs; // 30
export const AYAH_COUNT = quran.meta.numAyahs; // 6236

export interface SurahAyah {
  surah: number;
  ayah: number;
}

export interface SurahName {
  number: number;
  /** As the mushaf writes it, for the Arabic font. */
  arabic: string;
  /** e.g. Al-Baqara. */
  transliteration: string;
  /** e.g. The Cow. */
  english: string;
  ayahCount: number;
}

// The package types a surah as the literal union 1 | 2 | … | 114: callers check the range before asking.
const getAyahCountInSurah = (surah: number): number => quran.getAyahCountInSurah(surah as Surah);
const findAyahIdBySurah = (surah: number, ayah: number): number =>
  quran.findAyahIdBySurah(surah as Surah, ayah as AyahNo);
const { SurahList, findSurahAyahByAyahId } = quran;
const getJuzMeta = (juz: number) => quran.getJuzMeta(juz as Juz);

// English alone (the package holds eleven languages; this import lets the bundler keep one).
const englishNames = surahNamesEn;

/** Arabic without its marks (harakat, shadda, sukun, dagger alif: all non-spacing) and tatweel: how people type a name. */
export const plainArabic = (s: string) =>
  s
    .normalize("NFC")
    .replace(/\p{Mn}|\u0640/gu, "")
    .trim();

/** The 114 surahs in mushaf order. */
export const SURAHS: readonly SurahName[] = Array.from({ length: SURAH_COUNT }, (_, i) => {
  const n = i + 1;
  const [transliteration, english] = englishNames[n] as [string, string];
  return { number: n, arabic: SurahList[n][4], transliteration, english, ayahCount: getAyahCountInSurah(n) };
});

export const surahName = (n: number): SurahName | undefined => SURAHS[n - 1];

/** The ayah's place in the whole mushaf, 1 to 6236. */
export const ayahIndex = ({ surah, ayah }: SurahAyah): number => findAyahIdBySurah(surah, ayah);
export const ayahAt = (index: number): SurahAyah => {
  const [surah, ayah] = findSurahAyahByAyahId(index);
  return { surah, ayah };
};

export interface JuzRange {
  juz: number;
  /** First and last ayah index (inclusive). */
  first: number;
  last: number;
}
/** The 30 juz of the Madinah mushaf, each as a range of ayah indexes. */
export const JUZ: readonly JuzRange[] = Array.from({ length: JUZ_COUNT }, (_, i) => {
  const m = getJuzMeta(i + 1);
  return { juz: i + 1, first: m.firstAyahId, last: m.lastAyahId };
});

/** The longest juz's length in ayat (564, Juz 'Amma): what one lesson's new memorisation may cover at most. */
export const LONGEST_JUZ_AYAT = Math.max(...JUZ.map((j) => j.last - j.first + 1));

/** A surah's first and last ayah index. */
export const surahRange = (surah: number) => ({
  first: findAyahIdBySurah(surah, 1),
  last: findAyahIdBySurah(surah, getAyahCountInSurah(surah)),
});

/** Why a place is not in the Quran (null when it is). */
export function placeProblem(p: SurahAyah): string | null {
  if (!Number.isInteger(p.surah) || p.surah < 1 || p.surah > SURAH_COUNT)
    return `surah must be a number from 1 to ${SURAH_COUNT}`;
  const count = getAyahCountInSurah(p.surah);
  if (!Number.isInteger(p.ayah) || p.ayah < 1 || p.ayah > count)
    return `${SURAHS[p.surah - 1].transliteration} has ayat 1 to ${count}`;
  return null;
}

/** "Al-Baqara 1–5", "Al-Mulk 1 – Al-Qalam 52". */
export function rangeLabel(from: SurahAyah, to: SurahAyah): string {
  const a = SURAHS[from.surah - 1]?.transliteration ?? `Surah ${from.surah}`;
  if (from.surah === to.surah) return from.ayah === to.ayah ? `${a} ${from.ayah}` : `${a} ${from.ayah}–${to.ayah}`;
  const b = SURAHS[to.surah - 1]?.transliteration ?? `Surah ${to.surah}`;
  return `${a} ${from.ayah} – ${b} ${to.ayah}`;
}

/** The place right after `p` (null after the last ayah): where the next sabaq starts. */
export function nextPlace(p: SurahAyah): SurahAyah | null {
  const i = ayahIndex(p);
  return i >= AYAH_COUNT ? null : ayahAt(i + 1);
}
