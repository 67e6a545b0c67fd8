// The translation files against the code: every literal English text passed to t() or <Trans i18nKey> has its
// translation in every language's file, with the same placeholders and tags, so a missing Arabic fails here.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@shared/i18n";

const root = path.resolve(import.meta.dirname, "..");
const localesDir = path.join(root, "locales");
const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A JS string literal's value (the escapes the code uses: quotes, backslash). */
const unescape = (raw: string) => raw.replace(/\\(["'`\\])/g, "$1").replace(/\\n/g, "\n");

/** Every literal key in the client's code, with whether it is used with a count, and where. */
function keysInCode(): Map<string, { plural: boolean; file: string }> {
  const keys = new Map<string, { plural: boolean; file: string }>();
  const call = /\bt\(\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\$])*)`)\s*(,\s*\{[^)]*?\bcount\b)?/g;
  const trans = /\bi18nKey=(?:\{\s*)?(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\$])*)`)/g;
  for (const file of sourceFiles(root)) {
    const code = fs.readFileSync(file, "utf8");
    for (const match of code.matchAll(call)) {
      const key = unescape(match[1] ?? match[2] ?? match[3]);
      keys.set(key, { plural: Boolean(match[4]) || keys.get(key)?.plural === true, file: path.relative(root, file) });
    }
    for (const match of code.matchAll(trans)) {
      const key = unescape(match[1] ?? match[2] ?? match[3]);
      if (!keys.has(key)) keys.set(key, { plural: false, file: path.relative(root, file) });
    }
  }
  return keys;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, "")).sort();

const translations = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((language) => ({
  language,
  entries: JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), "utf8")) as Record<string, unknown>,
}));

describe("the translation files", () => {
  const keys = keysInCode();

  it("find the client's texts (the scan itself works)", () => {
    // The header's own texts, as a witness that the scan reads t("…") and i18nKey="…".
    expect(keys.has("Get Started")).toBe(true);
    expect(keys.has("Welcome, <name>{{name}}</name>")).toBe(true);
    expect(keys.size).toBeGreaterThan(500);
  });

  it("are one per language of shared/i18n.ts, English (the source) needing none", () => {
    const files = fs
      .readdirSync(localesDir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).sort());
  });

  for (const { language, entries } of translations) {
    it(`${language}: translate every text of the code`, () => {
      // A text used with a count needs every plural form the language has (Arabic: six), or one text for all.
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories.map((c) => `_${c}`);
      const missing = [...keys]
        .filter(
          ([key, { plural }]) => !(key in entries) && (!plural || !forms.every((form) => `${key}${form}` in entries)),
        )
        .map(([key, { file }]) => `${file}: ${key}`);
      expect(missing).toEqual([]);
    });

    it(`${language}: hold only non-empty texts that keep their key's placeholders and tags`, () => {
      const wrong = Object.entries(entries).filter(([key, value]) => {
        if (typeof value !== "string" || value.trim() === "") return true;
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        // A plural form may leave the number out ("درسان": two lessons), never add or change a placeholder.
        const expected = placeholders(base);
        const got = placeholders(value);
        return PLURAL_SUFFIXES.some((s) => key.endsWith(s))
          ? got.some((p) => !expected.includes(p))
          : got.join() !== expected.join();
      });
      expect(wrong).toEqual([]);
    });
  }
});
