// One formatter for money (architecture rule 9) and one for dates, in the viewer's time zone, in the words and
// number forms of the UI's language (client/src/lib/i18n.ts).
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { currentZoneName } from "@shared/time-zone-names";
import { currentLanguage, dateLocale, i18n, numberLocale } from "./i18n";
import { viewerTimeZone } from "./time-zone";

export { viewerTimeZone };

const english = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const byLocale = new Map<string, Intl.NumberFormat>();

/** "$20.00", "GBP 15.80" in English; in another language as its readers write money ("20.00 $" in Arabic). */
export function formatMoney(amount: string | number, currency = "USD"): string {
  const parsed = typeof amount === "string" ? Number(amount) : amount;
  const value = Number.isFinite(parsed) ? parsed : 0;
  if (currentLanguage() === "en") return `${currency === "USD" ? "$" : `${currency} `}${english.format(value)}`;
  return localCurrency(value, currency);
}

const cached = (key: string, make: () => Intl.NumberFormat) => {
  let formatter = byLocale.get(key);
  if (!formatter) byLocale.set(key, (formatter = make()));
  return formatter;
};

/** The symbol each currency owns outright, which ICU still marks with a country in some languages ("US$" in Arabic). */
const OWN_SYMBOL: Partial<Record<string, string>> = { USD: "$", GBP: "£", EUR: "€" };

/**
 * An amount as the UI's language writes money, isolated (U+2068…U+2069) so it keeps its order inside a sentence of
 * the other direction. USD, GBP and EUR take their plain symbols, as prices on Arabic sites are written; every other
 * currency keeps ICU's mark ("CA$", "ر.س.‏"), so a Canadian dollar never reads as a US one.
 */
export function localCurrency(value: number, currency: string, digits = 2): string {
  const locale = numberLocale();
  const format = cached(
    `${locale} ${currency} ${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  const own = OWN_SYMBOL[currency];
  const text = format
    .formatToParts(value)
    .map((part) => (part.type === "currency" && own ? own : part.value))
    .join("");
  return `\u2068${text}\u2069`;
}

/** 'Mon, March 4 at 2:00 PM' in the viewer's zone (for times of the viewer's own doings: a draft saved, a notice). */
export function formatDateTime(iso: string): string {
  return dayAtTime(new Date(iso), "EEE, MMMM d");
}

/** A day and a time joined as the UI's language joins them: "Mon, March 4 at 2:00 PM". */
function dayAtTime(when: Date, dayPattern: string, zone?: string): string {
  const options = { locale: dateLocale(), ...(zone ? { in: tz(zone) } : {}) };
  return i18n.t("{{date}} at {{time}}", {
    date: format(when, localPattern(dayPattern), options),
    time: format(when, "h:mm a", options),
  });
}

/**
 * A date-fns pattern in the order the UI's language writes a date: the English pattern is a key of the translation
 * files ("MMMM d, yyyy" → "d MMMM yyyy" in Arabic); one they lack is used as written.
 */
export function localPattern(pattern: string): string {
  return i18n.t(pattern);
}

/** A lesson's or an interview's time as its reader reads it: 'Mon, March 4 at 2:00 PM (Europe/London)'. */
export function formatEventTime(iso: string, zone = viewerTimeZone()): string {
  return `${dayAtTime(new Date(iso), "EEE, MMMM d", zone)} ${zoneLabel(zone)}`;
}

export function formatDate(iso: string | Date): string {
  return format(typeof iso === "string" ? new Date(iso) : iso, localPattern("MMMM d, yyyy"), { locale: dateLocale() });
}

/**
 * The one way a time zone is named on every page and in every message (the server's emails too, server/notify/when.ts):
 * its IANA name in brackets, "(Europe/London)", "(UTC)". An offset such as "GMT+1" changes with summer time and names
 * no place; the zone's name is what the Preferences picker and the teacher's calendar show.
 */
export const zoneLabel = (zone: string): string => `(${currentZoneName(zone)})`;

/** A date-fns pattern read in `zone`, the zone named: "Tue, Dec 1, 2:00 PM (Europe/London)". */
export function formatInZone(iso: string | Date, pattern: string, zone: string): string {
  return `${format(iso, localPattern(pattern), { in: tz(zone), locale: dateLocale() })} ${zoneLabel(zone)}`;
}

/**
 * The calendar date ("yyyy-MM-dd") of an instant in a zone, today by default; UTC's when this browser does not know
 * the zone. One definition for the booking calendar and the hours editor (the prayer times keep their own, which marks
 * nothing for a zone it cannot read).
 */
export function dateIn(timeZone: string, instant: Date | string = new Date()): string {
  try {
    return format(new Date(instant), "yyyy-MM-dd", { in: tz(timeZone) });
  } catch {
    return new Date(instant).toISOString().slice(0, 10);
  }
}
