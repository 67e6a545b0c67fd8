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

/**
 * A message the server wrote (always English) in the UI's language when the translation files know it. A validation
 * answer reads "<field>: <message>" (server/middleware/validate.ts): in another language its message alone is
 * shown, since the field's code name means nothing to that reader. An unknown message stays as the server wrote it.
 */
export function translateServerMessage(message: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message;
  if (i18next.exists(message)) return i18next.t(message);
  const field = /^[\w.[\]]+: (.+)$/s.exec(message);
  return field && i18next.exists(field[1]) ? i18next.t(field[1]) : message;
}
