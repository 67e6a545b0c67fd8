// Issue 32 (decision 085): a search of punctuation alone is no search; letters and digits of any script are.
import { describe, expect, it } from "vitest";
import { hasSearchableText } from "./teachers";

describe("hasSearchableText", () => {
  it.each(["%", "_", "'", "’ʿ", "ـ", " - ", "،؟"])("finds nothing to search in %j", (q) => {
    expect(hasSearchableText(q)).toBe(false);
  });

  it.each(["hifz", "qur'an", "تجويد", "30", "'Amma"])("finds something to search in %j", (q) => {
    expect(hasSearchableText(q)).toBe(true);
  });
});
