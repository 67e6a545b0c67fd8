// The hifz ledger (api.md "The hifz ledger", issue 19): what a teacher heard in a lesson, as entries of a progress
// report, checked against the Quran's metadata from `quran-meta` (Hafs, the Madinah mushaf; decision 059). Never typed
// by hand: surah lengths, juz boundaries and names all come from the package.
import * as quran from "quran-meta/hafs";
import type { AyahNo, Juz, Surah } from "quran-meta/hafs";
import { surahNamesEn } from "quran-meta/i18n";
import { z } from "zod";

export const HIFZ_KINDS = ["sabaq", "sabqi", "manzil"] as const;
export type HifzKind = (typeof HIFZ_KINDS)[number];
export const HIFZ_GRADES = ["excellent", "good", "needs_work", "repeat"] as const;
export type HifzGrade = (typeof HIFZ_GRADES)[number];
/** Grades that make a sabaq count as memorised. */
export const MEMORISED_GRADES: readonly HifzGrade[] = ["excellent", "good"];

export const HIFZ_KIND_LABELS: Record<HifzKind, string> = {
  sabaq: "Sabaq (new)",
  sabqi: "Sabqi (recent revision)",
  manzil: "Manzil (older revision)",
};
export const HIFZ_GRADE_LABELS: Record<HifzGrade, string> = {
  excellent: "Excellent",
  good: "Good",
  needs_work: "Needs work",
  repeat: "Repeat",
};

/**
 * A report holds at most this many entries; a mistake count at most this many; one sabaq (new memorisation, heard in
 * one lesson) at most the longest juz's length, so a slip of the keyboard cannot memorise the Quran and mint its
 * certificates (revision, sabqi and manzil, may cover more).
 */
export const HIFZ_LIMITS = { entriesPerReport: 30, mistakes: 999, sabaqAyat: 564 } as const;

export const SURAH_COUNT = quran.meta.numSurahs; // 114
export const JUZ_COUNT = quran.meta.numJuzs; // 30
export const AYAH_COUNT = quran.meta.numAyahs; // 6236

export interface SurahAyah {
  surah: number;
  ayah: number;
}

export interface SurahName {
  number: number;
  /** As the mushaf writes it, for the Arabic font. */
  arabic: string;
  /** e.g. Al-Baqara. */
  transliteration: string;
  /** e.g. The Cow. */
  english: string;
  ayahCount: number;
}

// The package types a surah as the literal union 1 | 2 | … | 114: callers check the range before asking.
const getAyahCountInSurah = (surah: number): number => quran.getAyahCountInSurah(surah as Surah);
const findAyahIdBySurah = (surah: number, ayah: number): number =>
  quran.findAyahIdBySurah(surah as Surah, ayah as AyahNo);
const { SurahList, findSurahAyahByAyahId } = quran;
const getJuzMeta = (juz: number) => quran.getJuzMeta(juz as Juz);

// English alone (the package holds eleven languages; this import lets the bundler keep one).
const englishNames = surahNamesEn;

/** Arabic without its marks (harakat, shadda, sukun, dagger alif: all non-spacing) and tatweel: how people type a name. */
export const plainArabic = (s: string) =>
  s
    .normalize("NFC")
    .replace(/\p{Mn}|\u0640/gu, "")
    .trim();

/** The 114 surahs in mushaf order. */
export const SURAHS: readonly SurahName[] = Array.from({ length: SURAH_COUNT }, (_, i) => {
  const n = i + 1;
  const [transliteration, english] = englishNames[n] as [string, string];
  return { number: n, arabic: SurahList[n][4], transliteration, english, ayahCount: getAyahCountInSurah(n) };
});

export const surahName = (n: number): SurahName | undefined => SURAHS[n - 1];

/** The ayah's place in the whole mushaf, 1 to 6236. */
export const ayahIndex = ({ surah, ayah }: SurahAyah): number => findAyahIdBySurah(surah, ayah);
export const ayahAt = (index: number): SurahAyah => {
  const [surah, ayah] = findSurahAyahByAyahId(index);
  return { surah, ayah };
};

export interface JuzRange {
  juz: number;
  /** First and last ayah index (inclusive). */
  first: number;
  last: number;
}
/** The 30 juz of the Madinah mushaf, each as a range of ayah indexes. */
export const JUZ: readonly JuzRange[] = Array.from({ length: JUZ_COUNT }, (_, i) => {
  const m = getJuzMeta(i + 1);
  return { juz: i + 1, first: m.firstAyahId, last: m.lastAyahId };
});

/** A surah's first and last ayah index. */
export const surahRange = (surah: number) => ({
  first: findAyahIdBySurah(surah, 1),
  last: findAyahIdBySurah(surah, getAyahCountInSurah(surah)),
});

/** Why a place is not in the Quran (null when it is). */
export function placeProblem(p: SurahAyah): string | null {
  if (!Number.isInteger(p.surah) || p.surah < 1 || p.surah > SURAH_COUNT)
    return `surah must be a number from 1 to ${SURAH_COUNT}`;
  const count = getAyahCountInSurah(p.surah);
  if (!Number.isInteger(p.ayah) || p.ayah < 1 || p.ayah > count)
    return `${SURAHS[p.surah - 1].transliteration} has ayat 1 to ${count}`;
  return null;
}

const count = z
  .number({ error: "Mistakes must be whole numbers" })
  .int("Mistakes must be whole numbers")
  .min(0, "Mistakes cannot be negative")
  .max(HIFZ_LIMITS.mistakes, `Mistakes must be at most ${HIFZ_LIMITS.mistakes}`);

// Integers only: a place is never "2.5" or "2"; the range check happens once both ends are known.
const place = z.object({
  surah: z.number({ error: "surah must be a number" }).int("surah must be a whole number"),
  ayah: z.number({ error: "ayah must be a number" }).int("ayah must be a whole number"),
});

export const hifzEntrySchema = z.object({
  kind: z.enum(HIFZ_KINDS, { error: "kind must be sabaq, sabqi or manzil" }),
  from: place,
  to: place,
  grade: z.enum(HIFZ_GRADES, { error: "grade must be excellent, good, needs_work or repeat" }),
  mistakes: z.object({ forgot: count, stuck: count, tajweed: count }).default({ forgot: 0, stuck: 0, tajweed: 0 }),
});
export type HifzEntryInput = z.input<typeof hifzEntrySchema>;
export type HifzEntry = z.output<typeof hifzEntrySchema>;

/**
 * A report's entries: each range inside the Quran, `from` not after `to` in mushaf order. A problem names its entry
 * ("Entry 2: …") and points at the field.
 */
export const hifzEntriesSchema = z
  .array(hifzEntrySchema, { error: "hifz must be a list of entries" })
  .max(HIFZ_LIMITS.entriesPerReport, `A report holds at most ${HIFZ_LIMITS.entriesPerReport} hifz entries`)
  .superRefine((entries, ctx) => {
    entries.forEach((e, i) => {
      for (const end of ["from", "to"] as const) {
        const problem = placeProblem(e[end]);
        if (problem) ctx.addIssue({ code: "custom", path: [i, end], message: `Entry ${i + 1}: ${end} ${problem}` });
      }
      if (placeProblem(e.from) || placeProblem(e.to)) return;
      const length = ayahIndex(e.to) - ayahIndex(e.from) + 1;
      if (length < 1)
        ctx.addIssue({
          code: "custom",
          path: [i, "to"],
          message: `Entry ${i + 1}: the range must not end before it starts`,
        });
      else if (e.kind === "sabaq" && length > HIFZ_LIMITS.sabaqAyat) {
        ctx.addIssue({
          code: "custom",
          path: [i, "to"],
          message: `Entry ${i + 1}: a sabaq covers at most ${HIFZ_LIMITS.sabaqAyat} ayat (one juz); record revision as sabqi or manzil`,
        });
      }
    });
  });

/** "Al-Baqara 1–5", "Al-Mulk 1 – Al-Qalam 52". */
export function rangeLabel(from: SurahAyah, to: SurahAyah): string {
  const a = SURAHS[from.surah - 1]?.transliteration ?? `Surah ${from.surah}`;
  if (from.surah === to.surah) return from.ayah === to.ayah ? `${a} ${from.ayah}` : `${a} ${from.ayah}–${to.ayah}`;
  const b = SURAHS[to.surah - 1]?.transliteration ?? `Surah ${to.surah}`;
  return `${a} ${from.ayah} – ${b} ${to.ayah}`;
}

/** The place right after `p` (null after the last ayah): where the next sabaq starts. */
export function nextPlace(p: SurahAyah): SurahAyah | null {
  const i = ayahIndex(p);
  return i >= AYAH_COUNT ? null : ayahAt(i + 1);
}

// ---------------------------------------------------------------- the ledger as answered

/** A hifz entry as stored and read back, with the lesson it was heard in. */
export interface HifzEntryItem extends HifzEntry {
  id: number;
  reportId: number;
  bookingId: number;
  /** The lesson's start. */
  lessonAt: string;
}

export interface SurahProgress {
  surah: number;
  ayahCount: number;
  /** Ayat memorised (a sabaq covering them graded good or excellent). */
  memorised: number;
  lastRevisedAt: string | null;
  /** The grade of the latest entry heard in this surah. */
  strength: HifzGrade | null;
}

export interface JuzProgress {
  juz: number;
  memorisedAyat: number;
  totalAyat: number;
  lastRevisedAt: string | null;
}

export interface HifzLessonPoint {
  bookingId: number;
  lessonAt: string;
  /** Ayat memorised in all, after this lesson. */
  memorisedAyat: number;
  /** Ayat recited in the lesson, all kinds (a range heard twice counts twice): what the mistakes are out of. */
  ayatHeard: number;
  mistakes: { forgot: number; stuck: number; tajweed: number };
}

export interface HifzLedger {
  studentId: number;
  surahs: SurahProgress[];
  juz: JuzProgress[];
  totals: { ayat: number; surahs: number; juz: number };
  /** Memorised juz, the longest unrevised first. */
  dueForRevision: JuzProgress[];
  /** Per lesson with hifz entries, oldest first (at most HIFZ_TIMELINE_MAX, the latest). */
  timeline: HifzLessonPoint[];
  /** The latest sabaq entries, newest first: where the next starts, and what to revise as sabqi. */
  recentSabaq: { from: SurahAyah; to: SurahAyah; lessonAt: string; grade: HifzGrade }[];
  /** Where the next sabaq starts (after the latest sabaq), or null. */
  nextSabaq: SurahAyah | null;
}

export const HIFZ_TIMELINE_MAX = 200;
export const HIFZ_RECENT_SABAQ = 5;

/** One entry as the ledger needs it. */
export interface LedgerEntry {
  bookingId: number;
  lessonAt: Date;
  kind: HifzKind;
  grade: HifzGrade;
  first: number;
  last: number;
  from: SurahAyah;
  to: SurahAyah;
  mistakes: { forgot: number; stuck: number; tajweed: number };
}

/**
 * The child's record from their entries (any order): memorised ayat, last heard, strength, per surah and juz; totals;
 * the revision list; a timeline per lesson. Pure, so the same entries always give the same ledger.
 */
export function computeLedger(studentId: number, input: readonly LedgerEntry[]): HifzLedger {
  const entries = [...input].sort((a, b) => a.lessonAt.getTime() - b.lessonAt.getTime() || a.bookingId - b.bookingId);
  // Per ayah (index 1..6236): memorised, and when last heard (ms). Each is set once per ayah, never once per entry and
  // ayah: a teacher's whole-Quran manzil costs its entry, not 6,236 steps (the ayat still to set are skipped over).
  const memorised = new Uint8Array(AYAH_COUNT + 1);
  const heard = new Float64Array(AYAH_COUNT + 1);
  const timeline: HifzLessonPoint[] = [];
  let total = 0;
  const learnt = unsetRanges(AYAH_COUNT);
  for (const e of entries) {
    if (e.kind === "sabaq" && MEMORISED_GRADES.includes(e.grade)) {
      learnt.fill(e.first, e.last, (i) => {
        memorised[i] = 1;
        total++;
      });
    }
    const point = timeline[timeline.length - 1];
    const length = e.last - e.first + 1;
    if (point && point.bookingId === e.bookingId) {
      point.memorisedAyat = total;
      point.ayatHeard += length;
      for (const k of ["forgot", "stuck", "tajweed"] as const) point.mistakes[k] += e.mistakes[k];
    } else {
      timeline.push({
        bookingId: e.bookingId,
        lessonAt: e.lessonAt.toISOString(),
        memorisedAyat: total,
        ayatHeard: length,
        mistakes: { ...e.mistakes },
      });
    }
  }
  // The latest entry covering an ayah says when it was last heard: newest first, each ayah taken by the first to reach
  // it.
  const listened = unsetRanges(AYAH_COUNT);
  const latestFirst = [...entries].reverse();
  for (const e of latestFirst) {
    const at = e.lessonAt.getTime();
    listened.fill(e.first, e.last, (i) => (heard[i] = at));
  }
  // And the latest entry touching a surah gives its strength.
  const strength = new Map<number, HifzGrade>();
  const graded = unsetRanges(SURAH_COUNT);
  for (const e of latestFirst) graded.fill(e.from.surah, e.to.surah, (surah) => strength.set(surah, e.grade));

  const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);
  /**
   * How much of a span is memorised, and when it was last revised: for a span with memorised ayat, when its memorised
   * part was last heard in full (the ayah heard longest ago), so six ayat heard yesterday do not make a whole juz
   * "revised yesterday"; for a span with none, when any of it was last heard.
   */
  const span = (first: number, last: number) => {
    let m = 0;
    let oldestKnown = Infinity;
    let latest = 0;
    for (let i = first; i <= last; i++) {
      if (heard[i] > latest) latest = heard[i];
      if (!memorised[i]) continue;
      m++;
      if (heard[i] < oldestKnown) oldestKnown = heard[i];
    }
    return { memorised: m, revised: m > 0 ? oldestKnown : latest };
  };
  const surahs: SurahProgress[] = SURAHS.map((s) => {
    const r = surahRange(s.number);
    const { memorised: m, revised } = span(r.first, r.last);
    return {
      surah: s.number,
      ayahCount: s.ayahCount,
      memorised: m,
      lastRevisedAt: iso(revised),
      strength: strength.get(s.number) ?? null,
    };
  });
  const juz: JuzProgress[] = JUZ.map((j) => {
    const { memorised: m, revised } = span(j.first, j.last);
    return { juz: j.juz, memorisedAyat: m, totalAyat: j.last - j.first + 1, lastRevisedAt: iso(revised) };
  });
  const dueForRevision = juz
    .filter((j) => j.memorisedAyat > 0)
    .sort((a, b) => (a.lastRevisedAt ?? "").localeCompare(b.lastRevisedAt ?? "") || a.juz - b.juz);
  const sabaq = entries.filter((e) => e.kind === "sabaq");
  const recentSabaq = sabaq
    .slice(-HIFZ_RECENT_SABAQ)
    .reverse()
    .map((e) => ({ from: e.from, to: e.to, lessonAt: e.lessonAt.toISOString(), grade: e.grade }));
  const latestSabaq = sabaq[sabaq.length - 1];
  return {
    studentId,
    surahs,
    juz,
    totals: {
      ayat: total,
      surahs: surahs.filter((s) => s.memorised === s.ayahCount).length,
      juz: juz.filter((j) => j.memorisedAyat === j.totalAyat).length,
    },
    dueForRevision,
    timeline: timeline.slice(-HIFZ_TIMELINE_MAX),
    recentSabaq,
    // A sabaq held moves on; one to repeat (or that needs work) is given again.
    nextSabaq: !latestSabaq
      ? null
      : MEMORISED_GRADES.includes(latestSabaq.grade)
        ? nextPlace(latestSabaq.to)
        : latestSabaq.from,
  };
}

/**
 * The places 1..n not yet set, as a skip list: `fill` calls `set` once for each place of [first, last] not set before
 * and marks it, jumping over the runs already set (path halving), so filling ranges costs about their unset places.
 */
function unsetRanges(n: number) {
  const next = Int32Array.from({ length: n + 2 }, (_, i) => i);
  const find = (i: number) => {
    while (next[i] !== i) {
      next[i] = next[next[i]];
      i = next[i];
    }
    return i;
  };
  return {
    fill(first: number, last: number, set: (i: number) => void) {
      for (let i = find(first); i <= last; i = find(i)) {
        set(i);
        next[i] = i + 1;
      }
    },
  };
}

/** Mistakes per lesson by kind, the latest `lessons` of them, and whether they are falling. */
export interface MistakesTrend {
  lessons: {
    bookingId: number;
    lessonAt: string;
    ayatHeard: number;
    forgot: number;
    stuck: number;
    tajweed: number;
    total: number;
  }[];
  /** The last three lessons against the three before, per ayah heard: null with fewer than six lessons. */
  direction: "fewer" | "more" | "steady" | null;
}

export function mistakesTrend(timeline: readonly HifzLessonPoint[], lessons = 6): MistakesTrend {
  const rows = timeline.map((p) => ({
    bookingId: p.bookingId,
    lessonAt: p.lessonAt,
    ayatHeard: p.ayatHeard,
    ...p.mistakes,
    total: p.mistakes.forgot + p.mistakes.stuck + p.mistakes.tajweed,
  }));
  let direction: MistakesTrend["direction"] = null;
  if (rows.length >= 6) {
    const sum = (xs: typeof rows, key: "total" | "ayatHeard") => xs.reduce((n, r) => n + r[key], 0);
    const [recent, before] = [rows.slice(-3), rows.slice(-6, -3)];
    // Mistakes are out of what was recited: a long manzil with three slips is better than a short sabaq with three.
    // What the earlier rate predicts for the recent ayat; within a quarter of it, or within one mistake, is noise.
    const expected = (sum(before, "total") / Math.max(1, sum(before, "ayatHeard"))) * sum(recent, "ayatHeard");
    const actual = sum(recent, "total");
    direction =
      actual < expected * 0.75 && actual < expected - 1
        ? "fewer"
        : actual > expected * 1.25 && actual > expected + 1
          ? "more"
          : "steady";
  }
  return { lessons: rows.slice(-lessons), direction };
}

// ---------------------------------------------------------------- badges

/** Badges that come with a certificate: a surah, a juz, Juz 'Amma, the khatm. */
export const certifiable = (code: string) =>
  code === "first-surah" || code === "juz-amma" || code === "khatm" || /^juz-([1-9]|[12]\d|30)$/.test(code);

/** The badge's name; `surah` names the surah a `first-surah` badge was earned with ("First surah memorised: An-Nas"). */
export function badgeTitle(code: string, surah?: number | null): string | null {
  const fixed: Record<string, string> = {
    "first-lesson": "First lesson attended",
    "lessons-10": "10 lessons attended",
    "lessons-50": "50 lessons attended",
    "lessons-100": "100 lessons attended",
    "first-surah": "First surah memorised",
    "juz-amma": "Juz 'Amma memorised",
    "half-quran": "Half the Quran memorised",
    khatm: "Khatm: the whole Quran memorised",
  };
  const named = code === "first-surah" && surah ? surahName(surah) : undefined;
  if (named) return `${fixed[code]}: ${named.transliteration}`;
  if (fixed[code]) return fixed[code];
  const juz = /^juz-(\d+)$/.exec(code);
  return juz && Number(juz[1]) >= 1 && Number(juz[1]) <= JUZ_COUNT ? `Juz ${juz[1]} memorised` : null;
}

/**
 * The surah a `first-surah` badge names: of the surahs memorised whole, the last in the mushaf, since children
 * conventionally begin at An-Nas and work back through Juz 'Amma. Null when none is whole.
 */
export function firstSurahOf(ledger: Pick<HifzLedger, "surahs">): number | null {
  for (let i = ledger.surahs.length - 1; i >= 0; i--)
    if (ledger.surahs[i].memorised === ledger.surahs[i].ayahCount) return ledger.surahs[i].surah;
  return null;
}

/** Every badge the child has earned by now, from lessons attended and the ledger's totals. */
export function earnedBadges(lessonsAttended: number, ledger: Pick<HifzLedger, "totals" | "juz">): string[] {
  const codes: string[] = [];
  for (const [n, code] of [
    [1, "first-lesson"],
    [10, "lessons-10"],
    [50, "lessons-50"],
    [100, "lessons-100"],
  ] as const)
    if (lessonsAttended >= n) codes.push(code);
  if (ledger.totals.surahs >= 1) codes.push("first-surah");
  for (const j of ledger.juz) if (j.memorisedAyat === j.totalAyat) codes.push(`juz-${j.juz}`);
  if (ledger.juz[JUZ_COUNT - 1]?.memorisedAyat === ledger.juz[JUZ_COUNT - 1]?.totalAyat) codes.push("juz-amma");
  // Half the Quran as huffaz count it: fifteen whole juz (in ayat, twelve juz from the end would already pass for
  // half, their ayat being short).
  if (ledger.totals.juz * 2 >= JUZ_COUNT) codes.push("half-quran");
  if (ledger.totals.ayat === AYAH_COUNT) codes.push("khatm");
  return codes;
}

export interface BadgeItem {
  code: string;
  title: string;
  earnedAt: string;
  certificateCode?: string;
}

export interface CertificateCheck {
  /** False once the badge was withdrawn (a corrected report no longer earns it). */
  valid: boolean;
  achievement: string;
  firstName: string;
  teacherName: string;
  earnedAt: string;
  /** When it was withdrawn; only on a certificate no longer valid. */
  revokedAt?: string;
}
