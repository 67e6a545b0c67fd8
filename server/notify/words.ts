// Notifications in their reader's language (decision 067): the UI's translation files, read once by a server-side
// i18next; English is the key itself, so an English reader gets exactly the English text with its values put in.
import fs from "node:fs";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
// Subpath imports: the package root loads all of date-fns (1.4 s at every server start and in every test file).
import type { Locale } from "date-fns";
import { format } from "date-fns/format";
import { ar } from "date-fns/locale/ar";
import { enUS } from "date-fns/locale/en-US";
import i18next from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, valueIn, type Language } from "@shared/i18n";
import { currentZoneName } from "@shared/time-zone-names";
import { PROJECT_ROOT } from "../project-root";

const resources = Object.fromEntries(
  LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => [
    l,
    {
      translation: JSON.parse(
        fs.readFileSync(path.join(PROJECT_ROOT, `client/src/locales/${l}.json`), "utf8"),
      ) as Record<string, string>,
    },
  ]),
);

const words = i18next.createInstance();
void words.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  // Plain text, never HTML; a value (a name, a class title) is put in as written, never read as a key or a nesting.
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnEmptyString: false,
  initAsync: false,
});

/**
 * `text` (English, with {{placeholders}}) in `language`, its values put in; English, or a text the file lacks, as
 * written. A value is passed through untranslated: translate it first where it is one of our own texts.
 */
export function say(language: Language | undefined, text: string, values?: Record<string, string | number>): string {
  const lng = language ?? DEFAULT_LANGUAGE;
  // Each value as shared/i18n.ts valueIn puts it in a sentence of that language, but a link or an order id: a reader
  // copies those and a mail client must find the link whole, so they go in bare (less embeddings and overrides).
  const replace = Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      RAW.has(name) ? valueIn(DEFAULT_LANGUAGE, value) : valueIn(lng, value),
    ]),
  );
  return words.t(text, { lng, replace });
}

const RAW = new Set(["url", "order"]);

/**
 * One of the platform's own phrases that fills a slot (a cancellation's reason, a badge's title) in `language`, when
 * the file has it; any other text as written, never read for placeholders.
 */
export function ours(language: Language | undefined, text: string): string {
  const lng = language ?? DEFAULT_LANGUAGE;
  return lng !== DEFAULT_LANGUAGE && words.exists(text, { lng }) ? words.t(text, { lng }) : text;
}

const DATE_WORDS: Record<Language, { locale: Locale; pattern: string }> = {
  en: { locale: enUS, pattern: "EEEE d MMMM yyyy, HH:mm" },
  ar: { locale: ar, pattern: "EEEE d MMMM yyyy، HH:mm" },
};

/**
 * "Tuesday 1 December 2026, 14:00 (Europe/London)": the instant in `timeZone` (UTC for an unknown zone), in the
 * words of `language`.
 */
export function whenIn(at: Date, timeZone = "UTC", language: Language = DEFAULT_LANGUAGE): string {
  const { locale, pattern } = DATE_WORDS[language];
  const shown = (zone: string) => `${format(new TZDate(at, zone), pattern, { locale })} (${currentZoneName(zone)})`;
  try {
    return shown(timeZone);
  } catch {
    // An unknown zone would make the date invalid; the time is still worth telling, in a zone that is named.
    return shown("UTC");
  }
}
