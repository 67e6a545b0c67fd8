import { describe, expect, it } from "vitest";
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
  ])("reads %j as surah %i", (typed, surah) => {
    expect(surahFromText(typed)).toBe(surah);
  });

  it.each(["", "0", "115", "zzz", "the"])("reads %j as no surah", (typed) => {
    expect(surahFromText(typed)).toBeNull();
  });

  it("shows a surah as its number and name, which reads back as itself for all 114", () => {
    for (let n = 1; n <= 114; n++) expect(surahFromText(surahText(n))).toBe(n);
  });
});
