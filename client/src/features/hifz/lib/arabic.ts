import { plainArabic } from "@shared/quran";

export { plainArabic };

/**
 * A surah's name as people type it, folded: Arabic without marks, its alifs, ta marbuta and alif maqsura unified and
 * "سورة" dropped; Latin lower case without diacritics ("Yā Sīn"), "surah", "al-" and its kin, hyphens, apostrophes or
 * spaces, "ee"/"oo" read as "i"/"u" and doubled vowels as one ("Al-Faatiha", "fatiha" and "Al Fatihah" all fold to
 * "fatiha"; "Yaseen", "Ya-Sin" and "yasin" to "yasin").
 */
export function foldName(s: string): string {
  const arabic = plainArabic(s)
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064a")
    .replace(/^\u0633\u0648\u0631\u0647?\s+/, "");
  return arabic
    .normalize("NFD")
    .replace(/\p{Mn}|[\u02b0-\u02ff]/gu, "")
    .toLowerCase()
    .replace(/^(surah|sura|surat)\s+/, "")
    .replace(/^(a[lnrsdtzh]{1,2})[-\s'`\u2018\u2019]+/, "")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/([aeiou])\1+/g, "$1")
    .replace(/h$/, "");
}

/** An English name folded: lower case, no diacritics, no leading "the" ("The Tidings": "tidings"). */
export function foldEnglish(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/^the\s+/, "")
    .replace(/[^a-z0-9]/g, "");
}
