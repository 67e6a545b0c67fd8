// The UI's translations (decision 066): i18next, an English text in the code being its own key (`t("Find Teachers")`),
// so the spec's texts stay as written and an untranslated text shows in English rather than as a key.
import type { Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_INFO, languageCookie, valueIn, type Language } from "@shared/i18n";

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
 * The server's messages with values in them that the client shows in the reader's language: the English as the
 * server writes it, with {{placeholders}} where the values go, and the text of the translation file it reads as
 * (the same, unless the English changes with a number). Only these: a message someone wrote (an admin's feedback)
 * must never be taken for one of them. The admins' shared feed is written in English (decision 067); a message the
 * server writes in the reader's language needs no entry here.
 */
const SERVER_TEMPLATES: readonly { english: string; key?: string }[] = [
  { english: "{{name}} submitted a teacher application." },
  { english: "{{name}} updated their application after feedback." },
  { english: "{{name}} (@{{username}}) joined as a parent." },
  { english: "{{name}} (@{{username}}) joined as a teacher." },
  {
    english:
      "Booking #{{id}} was cancelled but its payment of ${{amount}} could not be refunded automatically. Please refund it in PayPal.",
  },
  { english: "A reminder was sent to this teacher in the last 24 hours. Try again in {{count}} hours." },
  {
    english: "A reminder was sent to this teacher in the last 24 hours. Try again in {{count}} hour.",
    key: "A reminder was sent to this teacher in the last 24 hours. Try again in {{count}} hours.",
  },
  { english: "Must be at most {{count}} characters" },
  { english: "Too many failed sign-in attempts. Please try again in {{count}} minutes." },
  {
    english: "Too many failed sign-in attempts. Please try again in {{count}} minute.",
    key: "Too many failed sign-in attempts. Please try again in {{count}} minutes.",
  },
];

/** A template split where its values go: the English around them, one more than `names`. */
const TEMPLATES = SERVER_TEMPLATES.map(({ english, key }) => {
  const parts = english.split(/\{\{(\w+)\}\}/);
  return {
    key: key ?? english,
    literals: parts.filter((_, i) => i % 2 === 0),
    names: parts.filter((_, i) => i % 2 === 1),
  };
});
export const serverTemplateKeys = [...new Set(TEMPLATES.map((t) => t.key))];

/**
 * The values `message` holds where `template` has its placeholders, or null when it is not that message. Read from
 * the end: each value but the first starts after the last place the English before it occurs, so a first value (a
 * name) holding the template's own words stays whole, and the later ones (a username, a number) cannot be pushed
 * along by it. A scan with no backtracking, whatever the message holds.
 */
function valuesIn(template: (typeof TEMPLATES)[number], message: string): Record<string, string> | null {
  const { literals, names } = template;
  const first = literals[0];
  const last = literals[literals.length - 1];
  if (message.length < first.length + last.length || !message.startsWith(first) || !message.endsWith(last)) return null;
  const values: Record<string, string> = {};
  // Where the value being read ends: the message's end less the English after the last value, then where the
  // English before each value begins.
  let end = message.length - last.length;
  for (let i = names.length - 1; i >= 0; i--) {
    const before = literals[i];
    // The last place the English before this value occurs and still leaves the value at least one character.
    const at = i === 0 ? 0 : message.lastIndexOf(before, end - 1 - before.length);
    if (i > 0 && at < first.length) return null;
    const start = at + before.length;
    if (start >= end) return null;
    values[names[i]] = message.slice(start, end);
    end = at;
  }
  return values;
}

/** `message` (English with values in it) in the UI's language, when it is one of SERVER_TEMPLATES. */
function translateTemplated(message: string): string | null {
  for (const template of TEMPLATES) {
    const values = valuesIn(template, message);
    if (!values || !(i18next.exists(template.key) || i18next.exists(`${template.key}_other`))) continue;
    // Each value as the server puts one in a sentence (shared/i18n.ts valueIn): isolated right to left.
    const replace = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, valueIn(currentLanguage(), v)]));
    // A count picks the plural form ("5 ساعات", "ساعتين"); it must be a whole number the English wrote as one.
    if ("count" in values) {
      if (!/^\d{1,9}$/.test(values.count)) continue;
      return i18next.t(template.key, { count: Number(values.count), replace });
    }
    return i18next.t(template.key, { replace });
  }
  return null;
}

/**
 * A message the server wrote in English in the UI's language when the translation files know it: as it is, or as
 * one of SERVER_TEMPLATES with its values ("{{name}} submitted a teacher application."). A validation answer reads
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

/**
 * A notification's title and message in the UI's language. The server writes a user's own notifications in their
 * language (decision 067); one written before that keeps its words, but a fixed title the file knows is shown
 * translated. The admins' shared feed is written in English: its fixed messages and SERVER_TEMPLATES are shown
 * translated. A message in someone's own words (an admin's feedback or reminder, a teacher's homework) is never read
 * as one of ours.
 */
export function notificationText(n: { title: string; message: string; userId: number | null }): {
  title: string;
  message: string;
} {
  if (currentLanguage() === DEFAULT_LANGUAGE) return { title: n.title, message: n.message };
  const title = i18next.exists(n.title) ? i18next.t(n.title) : n.title;
  if (n.userId !== null) return { title, message: n.message };
  return {
    title,
    message: i18next.exists(n.message) ? i18next.t(n.message) : (translateTemplated(n.message) ?? n.message),
  };
}
