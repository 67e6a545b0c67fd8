// Contact details in a message (issue 35): the server refuses them (422, nothing stored), the composer warns first.
// Linear on any input: one normalising pass, then scans whose regexes have bounded repeats and anchored starts.

import { findPhone } from "./contact-details-phone";

export type ContactKind = "email" | "phone" | "link" | "handle";
export interface ContactFinding {
  kind: ContactKind;
  /** The offending text, as normalised (lower case, ASCII digits). */
  match: string;
}

export const CONTACT_DETAILS_MESSAGE =
  "Contact details and outside links are not allowed in messages. Please keep all contact on Halaqa.";

const REASONS: Record<ContactKind, string> = {
  email: "Email addresses are not allowed in messages.",
  phone: "Phone numbers are not allowed in messages.",
  link: "Links to other websites are not allowed in messages.",
  handle: "Messaging apps and social media accounts are not allowed in messages.",
};

export function contactReason(kind: ContactKind): string {
  return REASONS[kind];
}

const ND = /\p{Nd}/u;
const DROPPED = /[\p{Cf}\p{Mn}\p{Me}\u0640]/u;
const digitCache = new Map<number, string>();

/** Any script's decimal digit as ASCII: Unicode encodes each script's 0–9 as ten contiguous code points. */
function asciiDigit(cp: number): string {
  const cached = digitCache.get(cp);
  if (cached !== undefined) return cached;
  let start = cp;
  while (start > 0 && ND.test(String.fromCodePoint(start - 1))) start--;
  const digit = String((cp - start) % 10);
  digitCache.set(cp, digit);
  return digit;
}

const FOLD: Record<string, string> = {
  أ: "ا",
  إ: "ا",
  ٱ: "ا",
  ى: "ي",
  "٫": ".",
  "٬": ",",
  "،": ",",
  "؛": ";",
  "’": "'",
  "‘": "'",
  ʼ: "'",
};

/** NFKC (full-width and styled letters and digits), lower case, no invisible or combining marks, ASCII digits. */
export function normaliseForContact(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFKC").toLowerCase()) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x30 && cp <= 0x39) out += ch;
    else if (DROPPED.test(ch)) continue;
    else if (ND.test(ch)) out += asciiDigit(cp);
    else out += FOLD[ch] ?? ch;
  }
  // "example[.]com", "name(@)mail": a bracketed dot or at is the bare character.
  return out.replace(/[[({<]\s?([.@])\s?[\])}>]/g, "$1");
}

// Top-level domains that are no English word: "name.com" is a link. Those that are words or abbreviations ("so",
// "me", "info", "PS", "Mr", "eg") are links only with a path ("zoom.us/j/1"), "www." or a scheme: "done.So" passes.
const TLDS = new Set(
  (
    "com net org edu gov biz xyz io ly co uk ca au nz ie sa ae pk de fr qa kw om bh tn dz ru nl ch se es " +
    "pt pl za ng ke bd cc ws gl gg tv tk ml ga su ai lk tr ir iq sy lb sd cn jp kr br mx cl"
  ).split(" "),
);
const WORD_TLDS = new Set(
  (
    "me ma my in it to so is at be no do am as go us id an on or he we hi ok la im fm eg ps mr cf ar ye " +
    "jo page link site online store shop live life club top app dev one pro art fun win info blog chat " +
    "email"
  ).split(" "),
);

/** A host given as "halaqa.example", "https://halaqa.example/x" or "localhost:5000": its bare lower-case name. */
function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]{0,20}:\/\//, "")
    .replace(/[/?#\\].*$/s, "")
    .replace(/^.*@/s, "")
    .replace(/:.*$/s, "")
    .replace(/^www\./, "");
}

const isSiteHost = (host: string, sites: string[]) =>
  sites.some((site) => site !== "" && (host === site || host.endsWith(`.${site}`)));

const LABEL = "[\\p{L}\\p{N}-]{1,63}";
// Scheme or www. links, then bare domains; a start is never mid-word, so each position is tried once.
const URL_RE = new RegExp(
  `(?<![\\p{L}\\p{N}@.-])(?:(?:https?|ftp|hxxps?):\\/\\/|www\\.)[^\\s<>"']{1,2000}` +
    `|(?<![\\p{L}\\p{N}@.-])${LABEL}(?:\\.${LABEL}){1,127}(?:[/?#][^\\s<>"']{0,2000})?`,
  "gu",
);

interface LinkHit {
  start: number;
  end: number;
  host: string;
  outside: boolean;
}

// "example dot com", "example (dot) org", "example . com": a spelled or spaced dot before a known top-level domain.
const SPELLED_LINK_RE = new RegExp(
  `(?<![\\p{L}\\p{N}.-])[\\p{L}\\p{N}-]{1,63}` +
    `(?:\\s{0,3}(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|<dot>)\\s{0,3}|\\s{1,3}(?:dot|دوت)\\s{1,3}` +
    "|\\s{1,3}\\.\\s{0,3}|\\.\\s{1,3})" +
    "([a-z]{2,6})(?![\\p{L}\\p{N}])",
  "gu",
);

/** Each link-like span: a scheme or www. link, or a bare domain whose top-level domain is known. */
function findLinks(text: string, sites: string[]): LinkHit[] {
  const hits: LinkHit[] = [];
  for (const m of text.matchAll(URL_RE)) {
    const raw = m[0];
    const start = m.index;
    if (/^(?:https?|ftp|hxxps?):\/\/|^www\./.test(raw)) {
      const host = bareHost(raw);
      hits.push({ start, end: start + raw.length, host, outside: !isSiteHost(host, sites) });
      continue;
    }
    const hostPart = raw.split(/[/?#]/, 1)[0] ?? "";
    if (isSiteHost(hostPart, sites)) {
      hits.push({ start, end: start + raw.length, host: hostPart, outside: false });
      continue;
    }
    const labels = hostPart.split(".");
    // The first label that is a top-level domain ends the host: "see.example.com.Then" is the link example.com.
    for (let i = 1; i < labels.length; i++) {
      const label = labels[i] ?? "";
      const last = i === labels.length - 1;
      const withPath = last && raw.length > hostPart.length && raw[hostPart.length] === "/";
      if (!TLDS.has(label) && !(WORD_TLDS.has(label) && withPath)) continue;
      if (!labels.slice(0, i).some((l) => /\p{L}/u.test(l))) break;
      const host = labels.slice(0, i + 1).join(".");
      const end = last ? start + raw.length : start + host.length;
      hits.push({ start, end, host, outside: true });
      break;
    }
  }
  for (const m of text.matchAll(SPELLED_LINK_RE)) {
    // A spaced plain "." is common in prose ("profit. Net…"), so then only com or org.
    const tld = m[1] ?? "";
    const plainDot = !/dot|دوت/.test(m[0]);
    if (plainDot ? /^(?:com|org)$/.test(tld) : TLDS.has(tld))
      hits.push({ start: m.index, end: m.index + m[0].length, host: m[0], outside: true });
  }
  return hits;
}

const AT = "(?:@|\\(at\\)|\\[at\\]|\\{at\\}|<at>|(?<![\\p{L}\\p{N}])(?:at|آت)(?![\\p{L}\\p{N}]))";
const DOT = "(?:\\.|\\(dot\\)|\\[dot\\]|\\{dot\\}|<dot>|(?<![\\p{L}\\p{N}])(?:dot|دوت|نقطة|نقطه)(?![\\p{L}\\p{N}]))";
const DOMAIN = "[a-z0-9-]{1,63}";
// "name at gmail dot com", "name(at)gmail(dot)com", "name @ gmail . com", "name آت gmail دوت com".
const SPELLED_EMAIL_RE = new RegExp(
  `(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}\\s{0,3}(${AT})\\s{0,3}(${DOMAIN})((?:\\s{0,3}${DOT}\\s{0,3}${DOMAIN}){0,5})`,
  "gu",
);
const DOT_PART_RE = new RegExp(`(\\s{0,3})(${DOT})(\\s{0,3})(${DOMAIN})`, "gu");
const PROVIDER_RE = /^(?:gmail|googlemail|hotmail|yahoo|ymail|outlook|icloud|msn|aol|proton|protonmail|gmx|yandex)$/;
const LOCAL_CHAR = /[a-z0-9._%+-]/;
const DOMAIN_CHAR = /[a-z0-9.-]/;

function findEmail(text: string, sites: string[]): string | null {
  // "name@host", found from each "@" outwards (linear): an address unless it is this site's own.
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    if (!LOCAL_CHAR.test(text[at - 1] ?? "") || !/[a-z0-9]/.test(text[at + 1] ?? "")) continue;
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_CHAR.test(text[start - 1] ?? "")) start--;
    let end = at + 1;
    while (end < text.length && end - at < 255 && DOMAIN_CHAR.test(text[end] ?? "")) end++;
    const domain = text.slice(at + 1, end).replace(/\.+$/, "");
    if (domain.includes(".") && isSiteHost(domain, sites)) continue;
    return text.slice(start, at + 1 + domain.length);
  }
  // Spaced or spelled: a mail provider ("name at gmail"), or a top-level domain after a spelled dot ("dot com").
  // After a spaced "@", tight dots take a known top-level domain, spaced ones only com, net or org, so "me @ home.
  // It was" passes; "me at meet.google.com" is left to the link scan.
  for (const m of text.matchAll(SPELLED_EMAIL_RE)) {
    const [raw, at = "", first = "", rest = ""] = m;
    if (PROVIDER_RE.test(first)) return raw.trim();
    let tld = "";
    let spelled = false;
    let spaced = false;
    for (const part of rest.matchAll(DOT_PART_RE)) {
      const [, before = "", dot = "", after = "", label = ""] = part;
      if (dot !== ".") spelled = true;
      else if (before !== "" || after !== "") spaced = true;
      tld = label;
    }
    const known = TLDS.has(tld) || WORD_TLDS.has(tld);
    if (spelled ? known : at === "@" && (spaced ? /^(?:com|net|org)$/.test(tld) : TLDS.has(tld))) return raw.trim();
  }
  return null;
}

// Messaging apps and invitations, in English and Arabic. Arabic names match after a clitic ("بالواتس"); "واتس" alone
// must end its word ("واتساع" is a word), and "سنابل" is ears of grain. "signal" is a common word ("the signal
// dropped"), so only as an invitation ("on Signal"); "snap" likewise.
const HANDLE_RE = new RegExp(
  [
    "(?<![\\p{L}\\p{N}])(?:what'?s\\s?app?s?|whatsap+|wh?atts?\\s?app?|whatapp|wtsapp|wassapp|telegram|tele\\s?gram|" +
      "instagram|insta\\s?gram|insta|snap\\s?chat|skype|viber|wechat)(?![\\p{L}])",
    "(?<![\\p{L}\\p{N}])(?:(?:wa|telegram)\\s?\\.\\s?me|t\\.me)(?![\\p{L}\\p{N}])",
    "(?<![\\p{L}\\p{N}])(?:(?:on|via|through|using)\\s(?:signal|snap|ig)|my\\s(?:snap|ig)|ig\\s?:)(?![\\p{L}])",
    "(?<![\\p{L}\\p{N}])signal\\s(?:me|app|messenger|number|id|username|handle|account|chat)(?![\\p{L}])",
    "وا?تس(?:\\s?[اآ]ب|(?!\\p{L}))|تي?لي?[غجق]رام|[اإ]نست[اغقج]|سناب(?!ل)|سكا?يب|سي[غج]نال",
  ].join("|"),
  "u",
);
// "@name": an account on some app. "@5pm" is a time, and "@ 5" is "at five".
const AT_HANDLE_RE = /(?<![\p{L}\p{N}_.@-])@([a-z0-9_][a-z0-9_.]{1,29})/gu;

function findHandle(text: string): string | null {
  const m = HANDLE_RE.exec(text);
  if (m) return m[0];
  for (const h of text.matchAll(AT_HANDLE_RE)) {
    const name = h[1] ?? "";
    if (/[a-z]/.test(name) && !/^\d{1,2}(?:[.:]\d\d)?(?:am|pm|h)$/.test(name)) return h[0];
  }
  return null;
}

/**
 * The first contact detail in a message, else null: an email address, a messaging app or handle, a link to another
 * site, then a phone number. Links to `siteHosts` (and their subdomains and paths) are allowed.
 */
export function findContactDetails(text: string, options: { siteHosts?: string[] } = {}): ContactFinding | null {
  const sites = (options.siteHosts ?? []).map(bareHost).filter((host) => host !== "");
  const normal = normaliseForContact(text);
  const links = findLinks(normal, sites);
  let clean = normal;
  for (const link of links) {
    if (!link.outside) clean = clean.slice(0, link.start) + " ".repeat(link.end - link.start) + clean.slice(link.end);
  }
  const email = findEmail(clean, sites);
  if (email !== null) return { kind: "email", match: email };
  const handle = findHandle(clean);
  if (handle !== null) return { kind: "handle", match: handle };
  const outside = links.find((link) => link.outside);
  if (outside) return { kind: "link", match: normal.slice(outside.start, outside.end) };
  const phone = findPhone(clean);
  return phone === null ? null : { kind: "phone", match: phone.trim() };
}
