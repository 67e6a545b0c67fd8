// Phone numbers for the contact-details detector (issue 35): 7+ digits in one run, in any script's digits or spelled.
// Dates, times and ayah ranges are taken out first; the scan is one linear pass over tokens.

/** A phone number: this many digits in one run (digits split only by spaces, dots, dashes, brackets, symbols). */
export const PHONE_DIGITS = 7;

const DASH = "[-\\u2010-\\u2015\\u2212]";
// Before counting a phone's digits, these are taken out (each becomes a break): a date, ISO or day first
// ("2026-12-07", "07.12.2026", a dash may join two; "/" breaks a run anyway); a school year ("2025-2026"); a time range
// ("16.30-17.30"); an ayah or page range "N-M" with N < M <= 604 and at most 100 apart ("1-5 6-10", "582-604").
const DATE_RE = new RegExp(
  `(?<![\\d./])(?:(?:19|20)\\d\\d(${DASH}|[./])(?:0?[1-9]|1[0-2])\\1(?:0?[1-9]|[12]\\d|3[01])` +
    `|(?:0?[1-9]|[12]\\d|3[01])(${DASH}|[./])(?:0?[1-9]|[12]\\d|3[01])\\2(?:19|20)\\d\\d)(?!\\d|[./]\\d)`,
  "gu",
);
const YEAR_RANGE_RE = new RegExp(`(?<![\\d.-])(?:19|20)\\d\\d\\s?${DASH}\\s?(?:19|20)\\d\\d(?!\\d|[-.]\\d)`, "gu");
const TIME = "(?:[01]?\\d|2[0-3])[.:][0-5]\\d";
const TIME_RANGE_RE = new RegExp(`(?<![\\d.])${TIME}\\s?${DASH}\\s?${TIME}(?!\\d|[.:]\\d)`, "gu");
const RANGE_RE = new RegExp(
  `(?<![\\d.-])([1-9]\\d{0,2})\\s?${DASH}\\s?([1-9]\\d{0,2})(?!\\d|\\s?${DASH}\\s?\\d|\\.\\d)`,
  "gu",
);

function withoutDatesAndRanges(text: string): string {
  return text
    .replace(/\s\+\s/g, " ; ")
    .replace(DATE_RE, ",")
    .replace(YEAR_RANGE_RE, ",")
    .replace(TIME_RANGE_RE, ",")
    .replace(RANGE_RE, (all, a: string, b: string) => {
      const from = Number(a);
      const to = Number(b);
      return from < to && to <= 604 && to - from <= 100 ? "," : all;
    });
}

// Spelled digits, English and Arabic. "oh" and "o" are zero only next to another digit; "double"/"triple" repeat
// the next digit ("double seven" is 77).
const DIGIT_WORDS: [number, string][] = [
  [0, "zero nought"],
  [1, "one"],
  [2, "two"],
  [3, "three"],
  [4, "four"],
  [5, "five"],
  [6, "six"],
  [7, "seven"],
  [8, "eight"],
  [9, "nine"],
  [0, "صفر"],
  [1, "واحد واحده واحدة"],
  [2, "اثنين اثنان اتنين اثنتان اثنتين"],
  [3, "ثلاثة ثلاثه ثلاث تلاتة تلاته تلات"],
  [4, "اربعة اربعه اربع"],
  [5, "خمسة خمسه خمس"],
  [6, "ستة سته ست"],
  [7, "سبعة سبعه سبع"],
  [8, "ثمانية ثمانيه ثماني ثمان تمانية تمانيه"],
  [9, "تسعة تسعه تسع"],
];
const DIGIT_WORD = new Map(
  DIGIT_WORDS.flatMap(([digit, words]) => words.split(" ").map((word): [string, number] => [word, digit])),
);
const ZERO_WORDS = new Set(["oh", "o"]);
const REPEAT_WORDS = new Map([
  ["double", 2],
  ["triple", 3],
]);

// Inside a phone-like run: spaces, dots, dashes, brackets, quotes, "+", emoji and other symbols (not currency).
// Letters (other than digit words), ":", "/", ",", ";", "!", "?", "%", "=", " + " (a sum) and currency break a run.
const SEPARATOR = /[\s.'"_*#+|~<>•·\\\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Sm}\p{Sk}\p{So}\p{Extended_Pictographic}]/u;
const TOKEN_RE = /\d|\p{L}+|[^]/gu;

type Token =
  | { t: "digits"; n: number; start: number; end: number; word?: boolean }
  | { t: "comma" }
  | { t: "zero"; start: number; end: number }
  | { t: "repeat"; n: number }
  | { t: "sep" }
  | { t: "break" };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const s = m[0];
    const start = m.index;
    const end = start + s.length;
    if (/^\d$/.test(s)) out.push({ t: "digits", n: 1, start, end });
    else if (DIGIT_WORD.has(s)) out.push({ t: "digits", n: 1, start, end, word: true });
    else if (s === ",") out.push({ t: "comma" });
    else if (ZERO_WORDS.has(s)) out.push({ t: "zero", start, end });
    else if (REPEAT_WORDS.has(s)) out.push({ t: "repeat", n: REPEAT_WORDS.get(s) ?? 1 });
    else if (s !== "=" && SEPARATOR.test(s)) {
      if (out[out.length - 1]?.t !== "sep") out.push({ t: "sep" });
    } else out.push({ t: "break" });
  }
  return out;
}

/**
 * "pages 1 2 3 4 5 6 7", "on 1 8 15 22 29 December": numerals of 1–3 digits, no leading zero, rising, up to 604
 * (the Mushaf's last page), split only by spaces, at least three. A phone's groups start with 0 or fall somewhere.
 */
function isCountingList(run: string): boolean {
  if (!/^[1-9]\d{0,2}(?:\s+[1-9]\d{0,2})+$/.test(run)) return false;
  const numbers = run.split(/\s+/).map(Number);
  return numbers.length >= 3 && numbers.every((n, i) => n <= 604 && (i === 0 || n > (numbers[i - 1] ?? 0)));
}

/** The first run of 7+ digits (ASCII, any script's, or spelled) split only by separators, else null. */
export function findPhone(text: string): string | null {
  const prepared = withoutDatesAndRanges(text);
  const toks = tokens(prepared);
  const neighbour = (i: number, step: number) => {
    let j = i + step;
    if (toks[j]?.t === "sep") j += step;
    return toks[j];
  };
  // "oh"/"o" next to a digit or after "double" is a zero (both directions: "oh oh seven"); "double" needs a digit next.
  for (const order of [1, -1]) {
    for (let k = 0; k < toks.length; k++) {
      const i = order === 1 ? k : toks.length - 1 - k;
      const tok = toks[i];
      const next = neighbour(i, -order)?.t;
      if (tok?.t === "zero" && (next === "digits" || (next === "repeat" && order === 1))) {
        toks[i] = { ...tok, t: "digits", n: 1, word: true };
      }
    }
  }
  // A comma between two spelled digits is a pause ("zero seven, seven zero"); next to a numeral it breaks ("8, 20").
  const spelledBothSides = (i: number) => [neighbour(i, -1), neighbour(i, 1)].every((t) => t?.t === "digits" && t.word);
  let count = 0;
  let runStart = -1;
  let runEnd = -1;
  let repeat = 1;
  for (let i = 0; i <= toks.length; i++) {
    const tok = toks[i];
    if (tok?.t === "digits") {
      if (count === 0) runStart = tok.start;
      count += tok.n * repeat;
      runEnd = tok.end;
      repeat = 1;
    } else if (tok?.t === "repeat" && neighbour(i, 1)?.t === "digits") repeat = tok.n;
    else if (tok?.t === "comma" && spelledBothSides(i)) continue;
    else if (tok?.t !== "sep") {
      const run = prepared.slice(runStart, runEnd);
      if (count >= PHONE_DIGITS && !isCountingList(run)) return run;
      count = 0;
      repeat = 1;
    }
  }
  return null;
}
