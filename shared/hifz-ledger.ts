// The child's hifz record computed from their entries (decision 059): per surah and juz, the revision list, the
// timeline and the mistakes trend. Pure, so the server's answer and the client's tests compute it alike.
import { MEMORISED_GRADES, type HifzGrade, type HifzKind } from "./hifz";
import { AYAH_COUNT, ayahAt, JUZ, nextPlace, SURAH_COUNT, SURAHS, surahRange, type SurahAyah } from "./quran";

export interface SurahProgress {
  surah: number;
  ayahCount: number;
  /** Ayat memorised (a sabaq covering them graded good or excellent). */
  memorised: number;
  /** When its memorised ayat were last all heard (revised in full); with none memorised, when any was last heard. */
  lastRevisedAt: string | null;
  /** When any of its ayat was last heard, memorised or not. */
  lastHeardAt: string | null;
  /** The grade of the latest entry heard in this surah. */
  strength: HifzGrade | null;
}

export interface JuzProgress {
  juz: number;
  memorisedAyat: number;
  totalAyat: number;
  /** As SurahProgress's: the memorised part revised in full. */
  lastRevisedAt: string | null;
  /** When any of its ayat was last heard. */
  lastHeardAt: string | null;
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
  /** The memorised ayat as runs in mushaf order: what a manzil (revision) may be proposed from. */
  memorisedRanges: { from: SurahAyah; to: SurahAyah }[];
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
    return { memorised: m, revised: m > 0 ? oldestKnown : latest, latest };
  };
  const surahs: SurahProgress[] = SURAHS.map((s) => {
    const r = surahRange(s.number);
    const { memorised: m, revised, latest } = span(r.first, r.last);
    return {
      surah: s.number,
      ayahCount: s.ayahCount,
      memorised: m,
      lastRevisedAt: iso(revised),
      lastHeardAt: iso(latest),
      strength: strength.get(s.number) ?? null,
    };
  });
  const juz: JuzProgress[] = JUZ.map((j) => {
    const { memorised: m, revised, latest } = span(j.first, j.last);
    return {
      juz: j.juz,
      memorisedAyat: m,
      totalAyat: j.last - j.first + 1,
      lastRevisedAt: iso(revised),
      lastHeardAt: iso(latest),
    };
  });
  const dueForRevision = juz
    .filter((j) => j.memorisedAyat > 0)
    .sort((a, b) => (a.lastRevisedAt ?? "").localeCompare(b.lastRevisedAt ?? "") || a.juz - b.juz);
  // Runs of memorised ayat: at most half the mushaf's ayat (3,118) however the entries fall, a few in practice.
  const memorisedRanges: HifzLedger["memorisedRanges"] = [];
  for (let i = 1; i <= AYAH_COUNT; i++) {
    if (!memorised[i]) continue;
    const first = i;
    while (i < AYAH_COUNT && memorised[i + 1]) i++;
    memorisedRanges.push({ from: ayahAt(first), to: ayahAt(i) });
  }
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
    memorisedRanges,
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
