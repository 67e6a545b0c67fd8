import { plainArabic } from "@shared/quran";

export { plainArabic };

/**
 * A surah's name as people type it, folded: Arabic without marks, its alifs, ta marbuta and alif maqsura unified and
 * "سورة" dropped; Latin lower case without "al-" and its kin, hyphens, apostrophes or doubled vowels ("Al-Faatiha",
 * "fatiha" and "Al Fatihah" all fold to "fatiha").
 */
export function foldName(s: string): string {
  const arabic = plainArabic(s)
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064a")
    .replace(/^\u0633\u0648\u0631\u0647?\s+/, "")
    .replace(/\s+/g, "");
  return arabic
    .toLowerCase()
    .replace(/^(surah|sura|surat)\s+/, "")
    .replace(/^(a[lnrsdtzh]{1,2})[-\s']+/, "")
    .replace(/[-'\s`’]/g, "")
    .replace(/([aeiou])\1+/g, "$1")
    .replace(/h$/, "");
}
