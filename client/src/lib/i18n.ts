// The UI's translations (decision 066): i18next, with English as the source. An English text in the code is its own
// key (`t("Find Teachers")`); client/src/locales/ar.json maps it to Arabic. English needs no file, so the spec's texts
// stay exactly as written, and a text with no translation yet shows in English rather than as a key.
import type { Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_INFO, languageCookie, type Language } from "@shared/i18n";

type Resource = Record<string, string>;

// Every translation file, each its own chunk: an English reader downloads none of them.
const files = import.meta.glob<Resource>("../locales/*.json", { import: "default" });
const loaderOf = (language: Language) => files[`../locales/${language}.json`];

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: {},
  // Keys are English sentences: a full stop or a colon in one is text, not a path.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
  react: { useSuspense: false },
});

export const i18n = i18next;

/** The language the UI shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

// date-fns's words for each language but English, loaded with its translation file (an English reader downloads none).
const dateLocaleLoaders: Partial<Record<Language, () => Promise<Locale>>> = {
  ar: () => import("date-fns/locale/ar").then((m) => m.ar),
};
const dateLocales: Partial<Record<Language, Locale>> = { en: enUS };

/** Loads `language`'s file and date words once (for the build-time render, before the page is drawn). */
export async function loadLanguage(language: Language): Promise<void> {
  const load = loaderOf(language);
  if (language === DEFAULT_LANGUAGE || !load) return;
  const [resource, dates] = await Promise.all([
    i18next.hasResourceBundle(language, "translation") ? undefined : load(),
    dateLocales[language] ? undefined : dateLocaleLoaders[language]?.(),
  ]);
  if (resource) i18next.addResourceBundle(language, "translation", resource, true, true);
  if (dates) dateLocales[language] = dates;
}

/** Shows the UI in `language`: its file loaded, then `<html lang dir>` and every mounted text. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    document.documentElement.dir = LANGUAGE_INFO[language].dir;
  }
}

/** A signed-out visitor's choice, for the server to answer their next page in it (a year, as a preference). */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
}

/** The language the server wrote into the page (`<html lang>`), from the user's preference or the cookie. */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** date-fns's locale for the UI's language: pass it to `format` so month and day names are in the reader's words. */
export function dateLocale(): Locale {
  return dateLocales[currentLanguage()] ?? enUS;
}

/** The Intl locale for numbers and currencies in the UI's language. */
export function numberLocale(): string {
  return currentLanguage() === "en" ? "en-US" : currentLanguage();
}

/** A translation file's text with {{values}} in it, as the English the server writes with those values put in. */
interface Template {
  key: string;
  /** The English around the values: one more than `names`. */
  literals: string[];
  names: string[];
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const templatesByLanguage = new Map<Language, Template[]>();

/**
 * The file's texts with values in them, the most specific (most English around the values) first. A text with
 * plural forms or tags is left out; so is one with too little English of its own to tell it apart, or with two
 * values side by side (nothing marks where one ends).
 */
function templatesOf(language: Language): Template[] {
  const cached = templatesByLanguage.get(language);
  if (cached) return cached;
  const bundle = i18next.getResourceBundle(language, "translation") as Resource | undefined;
  if (!bundle) return [];
  const list: Template[] = [];
  for (const key of Object.keys(bundle)) {
    if (!key.includes("{{") || PLURAL_FORM.test(key) || /<\/?\w+\s*\/?>/.test(key)) continue;
    const parts = key.split(/\{\{\s*(\w+)\s*\}\}/);
    const literals = parts.filter((_, i) => i % 2 === 0);
    if (literals.slice(1, -1).some((l) => l === "") || literals.join("").replace(/[^A-Za-z]/g, "").length < 12) continue;
    list.push({ key, literals, names: parts.filter((_, i) => i % 2 === 1) });
  }
  const english = (t: Template) => t.literals.join("").length;
  list.sort((a, b) => english(b) - english(a));
  templatesByLanguage.set(language, list);
  return list;
}

/**
 * The values `message` holds where `template` has its placeholders, or null when it is not that text. Each value
 * ends at the first place the English after it follows: a scan, with no backtracking, whatever the message holds.
 */
function valuesIn(template: Template, message: string): Record<string, string> | null {
  const { literals, names } = template;
  const first = literals[0];
  const last = literals[literals.length - 1];
  if (!message.startsWith(first) || !message.endsWith(last)) return null;
  const end = message.length - last.length;
  const values: Record<string, string> = {};
  let pos = first.length;
  for (let i = 0; i < names.length; i++) {
    const next = i === names.length - 1 ? end : message.indexOf(literals[i + 1], pos + 1);
    if (next < 0 || next > end || next <= pos) return null;
    values[names[i]] = message.slice(pos, next);
    pos = next + (i === names.length - 1 ? 0 : literals[i + 1].length);
  }
  return pos === end ? values : null;
}

// Values that are the platform's own words (a document's name, a weekday), translated when put in; every other value
// (a name, a title, a number) is someone's data and stays as written.
const OUR_WORDS = new Set(["document", "day"]);

/** `message` (English with values in it) in the UI's language, when a text of the file is that message. */
function translateTemplated(message: string): string | null {
  // Messages are short; a long one (an admin's feedback) is someone's own words.
  if (message.length > 1000) return null;
  for (const template of templatesOf(currentLanguage())) {
    const values = valuesIn(template, message);
    if (!values) continue;
    for (const name of Object.keys(values)) if (OUR_WORDS.has(name) && i18next.exists(values[name])) values[name] = i18next.t(values[name]);
    return i18next.t(template.key, { replace: values });
  }
  return null;
}

/**
 * A message the server wrote (always English) in the UI's language when the translation files know it: as it is,
 * or as a text with values in it ("{{name}} submitted a teacher application."). A validation answer reads
 * "<field>: <message>" (server/middleware/validate.ts): in another language its message alone is shown, since the
 * field's code name means nothing to that reader. An unknown message stays as the server wrote it.
 */
export function translateServerMessage(message: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message;
  if (i18next.exists(message)) return i18next.t(message);
  const field = /^[\w.[\]]+: (.+)$/s.exec(message);
  if (field && i18next.exists(field[1])) return i18next.t(field[1]);
  return translateTemplated(message) ?? (field ? translateTemplated(field[1]) : null) ?? message;
}
