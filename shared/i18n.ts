// The languages the UI speaks (decision 066): English texts in the code are the keys of every other language's file,
// client/src/locales/<code>.json. Adding a language is its file plus one entry here.

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language in its own words, as the switch offers it, and which way it is written. */
export const LANGUAGE_INFO: Record<Language, { name: string; dir: "ltr" | "rtl" }> = {
  en: { name: "English", dir: "ltr" },
  ar: { name: "العربية", dir: "rtl" },
};

/** The cookie that remembers a signed-out visitor's choice (a signed-in user's is in their preferences). */
export const LANGUAGE_COOKIE = "halaqa_lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a Cookie header names, if it names one we speak. */
export function languageFromCookie(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    // The value is all after the first "=", as cookie parsers read it: "halaqa_lang=ar=x" names no language.
    const at = part.indexOf("=");
    const value = part.slice(at + 1).trim();
    if (at > 0 && part.slice(0, at).trim() === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * A page's `<html lang dir>` for `language` (index.html is written `<html lang="en">`), for the server's pages and
 * the files rendered at build time alike. English leaves the page as it is.
 */
export function inLanguage(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  return html.replace(/<html lang="[^"]*"[^>]*>/, `<html lang="${language}" dir="${LANGUAGE_INFO[language].dir}">`);
}

/** The `document.cookie` assignment that remembers `language` for a year, site-wide. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

// Embeddings and overrides (U+202A-202E): in a value someone wrote they would turn the text around it backwards.
const DIRECTION_OVERRIDES = /[\u202A-\u202E]/g;

/**
 * A value (a name, a title, a number) as it goes into a sentence of `language`: without embeddings or overrides, and
 * in a right-to-left language isolated (U+2068 … U+2069), so a Latin name or one ending in a digit or a bracket keeps
 * its own order and the words around it keep their place. Isolates in the value stay: it may be a sentence whose own
 * values are isolated.
 */
export function valueIn(language: Language, value: string | number): string {
  const text = balancedIsolates(String(value).replace(DIRECTION_OVERRIDES, ""));
  return LANGUAGE_INFO[language].dir === "rtl" ? `\u2068${text}\u2069` : text;
}

/**
 * `text` less every isolate mark (U+2066-2069) without its pair: a stray closing mark in a title would end the
 * isolate around it early, and a stray opening one would take the closing mark meant for it. Pairs stay.
 */
function balancedIsolates(text: string): string {
  if (!/[\u2066-\u2069]/.test(text)) return text;
  const chars = [...text];
  const open: number[] = [];
  const drop = new Set<number>();
  chars.forEach((c, i) => {
    if (c >= "\u2066" && c <= "\u2068") open.push(i);
    else if (c === "\u2069") {
      if (open.length > 0) open.pop();
      else drop.add(i);
    }
  });
  for (const i of open) drop.add(i);
  return chars.filter((_, i) => !drop.has(i)).join("");
}
