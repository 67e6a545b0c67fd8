import { describe, expect, it } from "vitest";
import { SURAHS } from "@shared/quran";
import { ENGLISH_MEANINGS } from "../lib/surah-aliases";
import { surahFromText, surahText } from "./surah-picker";

describe("surahFromText", () => {
  it.each([
    ["2", 2],
    ["2. Al-Baqara", 2],
    ["٢", 2],
    ["al-baqara", 2],
    ["Baqarah", 2],
    ["Al-Fatiha", 1],
    ["fatiha", 1],
    ["Al-Faatiha", 1],
    ["The Cow", 2],
    ["البقرة", 2],
    ["البقره", 2],
    ["سورة البقرة", 2],
    ["الفَاتِحة", 1],
    ["An-Nas", 114],
    ["Yaseen", 36],
    // Issue 32: as families type them, without hyphens or diacritics, and by the English meanings most sites give.
    ["yasin", 36],
    ["Ya-Sin", 36],
    ["Yā Sīn", 36],
    ["Surah Yasin", 36],
    ["يس", 36],
    ["The Tidings", 78],
    ["tidings", 78],
    ["The Announcement", 78],
    ["An-Naba'", 78],
    ["naba", 78],
    ["The Opener", 1],
    ["The Daybreak", 113],
    ["Mankind", 114],
    ["Family of Imran", 3],
    ["The Night Journey", 17],
    ["Bani Isra'il", 17],
    ["Al-Inshirah", 94],
    ["tawbah", 9],
    ["ikhlas", 112],
    ["ar-rahman", 55],
    ["Ta-Ha", 20],
    ["qaf", 50],
    ["sad", 38],
  ])("reads %j as surah %i", (typed, surah) => {
    expect(surahFromText(typed)).toBe(surah);
  });

  it.each(["", "0", "115", "zzz", "the"])("reads %j as no surah", (typed) => {
    expect(surahFromText(typed)).toBeNull();
  });

  it("shows a surah as its number and name, which reads back as itself for all 114", () => {
    for (let n = 1; n <= 114; n++) expect(surahFromText(surahText(n))).toBe(n);
  });

  it("reads every surah's transliteration, quran-meta English and usual English meaning back as that surah", () => {
    // quran-meta calls both Al-Fajr and Al-Falaq "The Dawn": the first is read; Al-Falaq is "The Daybreak".
    const wrong = SURAHS.flatMap((s) =>
      [s.transliteration, s.english, ENGLISH_MEANINGS[s.number]]
        .filter((name) => surahFromText(name) !== s.number)
        .map((name) => `${s.number}: ${name} → ${surahFromText(name)}`),
    );
    expect(wrong).toEqual(["113: The Dawn → 89"]);
  });
});
