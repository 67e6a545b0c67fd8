// The hifz ledger's rules (api.md "The hifz ledger"): ranges checked against quran-meta for every surah, the record
// computed from a sequence of reports, and the badges it earns.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AYAH_COUNT,
  ayahAt,
  ayahIndex,
  JUZ,
  LONGEST_JUZ_AYAT,
  nextPlace,
  rangeLabel,
  SURAHS,
  surahRange,
  type SurahAyah,
} from "./quran";
import { computeLedger, mistakesTrend, type LedgerEntry } from "./hifz-ledger";
import { badgeTitle, certificateStatus, earnedBadges, firstSurahOf, needsConfirmation } from "./hifz-badges";
import { hifzEntriesSchema, type HifzGrade, type HifzKind } from "./hifz";

const entry = (from: SurahAyah, to: SurahAyah, over: Record<string, unknown> = {}) => ({
  kind: "sabaq",
  from,
  to,
  grade: "good",
  mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
  ...over,
});
const parse = (entries: unknown[]) => hifzEntriesSchema.safeParse(entries);
const firstMessage = (entries: unknown[]) => {
  const r = parse(entries);
  return r.success ? null : r.error.issues[0].message;
};

describe("the metadata", () => {
  it("comes from quran-meta: 114 surahs, 6,236 ayat, 30 juz that tile the mushaf", () => {
    expect(SURAHS).toHaveLength(114);
    expect(SURAHS.reduce((a, s) => a + s.ayahCount, 0)).toBe(6236);
    expect(SURAHS[0]).toMatchObject({ number: 1, ayahCount: 7, transliteration: "Al-Faatiha" });
    expect(SURAHS[1]).toMatchObject({ number: 2, ayahCount: 286 });
    expect(SURAHS[1].arabic).toMatch(/^[\u0600-\u06FF\s]+$/);
    expect(SURAHS[113]).toMatchObject({ number: 114, ayahCount: 6 });
    expect(JUZ[0].first).toBe(1);
    expect(JUZ[29].last).toBe(AYAH_COUNT);
    for (let j = 1; j < JUZ.length; j++) expect(JUZ[j].first).toBe(JUZ[j - 1].last + 1);
    // Juz 'Amma starts at An-Naba.
    expect(ayahAt(JUZ[29].first)).toEqual({ surah: 78, ayah: 1 });
  });

  it("numbers every ayah of the mushaf once, in order (all 6,236 both ways)", () => {
    let expected = 1;
    for (const s of SURAHS) {
      for (let a = 1; a <= s.ayahCount; a++) {
        expect(ayahIndex({ surah: s.number, ayah: a })).toBe(expected);
        expect(ayahAt(expected)).toEqual({ surah: s.number, ayah: a });
        expected++;
      }
    }
    expect(nextPlace({ surah: 1, ayah: 7 })).toEqual({ surah: 2, ayah: 1 });
    expect(nextPlace({ surah: 114, ayah: 6 })).toBeNull();
  });
});

describe("entries are validated against the metadata (property tests over all 114 surahs)", () => {
  const surah = fc.integer({ min: 1, max: 114 });

  it("accepts every range inside the Quran, from not after to, as revision; a sabaq up to one juz's length", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: AYAH_COUNT }), fc.integer({ min: 1, max: AYAH_COUNT }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parse([entry(ayahAt(lo), ayahAt(hi), { kind: "manzil" })]).success).toBe(true);
        expect(parse([entry(ayahAt(lo), ayahAt(hi))]).success).toBe(hi - lo + 1 <= 564);
      }),
      { numRuns: 500 },
    );
    expect(firstMessage([entry({ surah: 1, ayah: 1 }, { surah: 114, ayah: 6 })])).toBe(
      "Entry 1: a sabaq covers at most 564 ayat (one juz); record revision as sabqi or manzil",
    );
    // Juz 'Amma, the longest juz, is one sabaq at most.
    expect(parse([entry(ayahAt(JUZ[29].first), ayahAt(JUZ[29].last))]).success).toBe(true);
    expect(LONGEST_JUZ_AYAT).toBe(Math.max(...JUZ.map((j) => j.last - j.first + 1)));
    expect(LONGEST_JUZ_AYAT).toBe(564);
  });

  it("holds one lesson's sabaq, all entries together, to one juz: the entry that passes it is named (issue 31)", () => {
    // Twelve sabaq of 520 ayat each would memorise the whole Quran in one lesson.
    const twelfths = Array.from({ length: 12 }, (_, i) =>
      entry(ayahAt(i * 520 + 1), ayahAt(Math.min((i + 1) * 520, AYAH_COUNT))),
    );
    const r = parse(twelfths);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "1.to",
        "Entry 2: one lesson's sabaq covers at most 564 ayat (one juz) in all; record revision as sabqi or manzil",
      ],
    ]);
    // The ayat covered, each once, whatever the grade: any sum of sabaq up to 564 passes, above it fails.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: AYAH_COUNT }), fc.integer({ min: 0, max: 300 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (ranges) => {
          const covered = new Set<number>();
          const entries = ranges.map(([first, extra]) => {
            const last = Math.min(first + extra, AYAH_COUNT);
            for (let a = first; a <= last; a++) covered.add(a);
            return entry(ayahAt(first), ayahAt(last), { grade: first % 2 ? "good" : "repeat" });
          });
          expect(parse(entries).success).toBe(covered.size <= 564);
        },
      ),
      { numRuns: 300 },
    );
    // Revision is not new memorisation: the whole Quran as manzil beside a juz of sabaq is one lesson's work.
    expect(
      parse([
        entry(ayahAt(JUZ[29].first), ayahAt(JUZ[29].last)),
        entry(ayahAt(JUZ[29].first), ayahAt(JUZ[29].first + 10)),
        entry({ surah: 1, ayah: 1 }, { surah: 114, ayah: 6 }, { kind: "manzil" }),
        entry({ surah: 2, ayah: 1 }, { surah: 2, ayah: 286 }, { kind: "sabqi" }),
      ]).success,
    ).toBe(true);
  });

  it("accepts the last ayah of each surah and refuses the one after it, naming the entry", () => {
    for (const s of SURAHS) {
      const last = { surah: s.number, ayah: s.ayahCount };
      expect(parse([entry({ surah: s.number, ayah: 1 }, last)]).success).toBe(true);
      expect(
        firstMessage([
          entry({ surah: s.number, ayah: 1 }, last),
          entry({ surah: s.number, ayah: 1 }, { surah: s.number, ayah: s.ayahCount + 1 }),
        ]),
      ).toBe(`Entry 2: to ${s.transliteration} has ayat 1 to ${s.ayahCount}`);
      expect(firstMessage([entry({ surah: s.number, ayah: 0 }, last)])).toBe(
        `Entry 1: from ${s.transliteration} has ayat 1 to ${s.ayahCount}`,
      );
    }
  });

  it("refuses a range that ends before it starts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: AYAH_COUNT - 1 }), fc.integer({ min: 1, max: 200 }), (at, gap) => {
        const later = Math.min(AYAH_COUNT, at + gap);
        expect(firstMessage([entry(ayahAt(later), ayahAt(at))])).toBe(
          "Entry 1: the range must not end before it starts",
        );
      }),
      { numRuns: 300 },
    );
  });

  it("refuses surahs outside 1–114 and non-integers", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 115 })), (bad) => {
        expect(firstMessage([entry({ surah: bad, ayah: 1 }, { surah: 114, ayah: 1 })])).toBe(
          "Entry 1: from surah must be a number from 1 to 114",
        );
      }),
    );
    fc.assert(
      fc.property(surah, fc.double({ min: 1.01, max: 5.99, noNaN: true }), (s, ayah) => {
        expect(parse([entry({ surah: s, ayah }, { surah: s, ayah: 1 })]).success).toBe(false);
      }),
    );
    expect(firstMessage([entry({ surah: "2", ayah: 1 } as unknown as SurahAyah, { surah: 2, ayah: 5 })])).toBe(
      "surah must be a number",
    );
    expect(firstMessage([entry({ surah: 2, ayah: 1 }, { surah: 2, ayah: 5 }, { kind: "revision" })])).toBe(
      "kind must be sabaq, sabqi or manzil",
    );
    expect(firstMessage([entry({ surah: 2, ayah: 1 }, { surah: 2, ayah: 5 }, { grade: "ok" })])).toBe(
      "grade must be excellent, good, needs_work or repeat",
    );
    expect(
      firstMessage([
        entry({ surah: 2, ayah: 1 }, { surah: 2, ayah: 5 }, { mistakes: { forgot: -1, stuck: 0, tajweed: 0 } }),
      ]),
    ).toBe("Mistakes cannot be negative");
    expect(firstMessage(Array.from({ length: 31 }, () => entry({ surah: 1, ayah: 1 }, { surah: 1, ayah: 7 })))).toBe(
      "A report holds at most 30 hifz entries",
    );
  });

  it("labels ranges by transliterated name", () => {
    expect(rangeLabel({ surah: 2, ayah: 1 }, { surah: 2, ayah: 5 })).toBe("Al-Baqara 1–5");
    expect(rangeLabel({ surah: 67, ayah: 1 }, { surah: 68, ayah: 52 })).toBe("Al-Mulk 1 – Al-Qalam 52");
  });
});

describe("the record computed from a sequence of reports", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 15));
  const e = (
    bookingId: number,
    lessonDay: number,
    kind: HifzKind,
    grade: HifzGrade,
    from: SurahAyah,
    to: SurahAyah,
    forgot = 0,
  ): LedgerEntry => ({
    bookingId,
    lessonAt: day(lessonDay),
    kind,
    grade,
    from,
    to,
    first: ayahIndex(from),
    last: ayahIndex(to),
    mistakes: { forgot, stuck: 0, tajweed: 0 },
  });

  it("counts an ayah memorised once a sabaq covering it is graded good or excellent", () => {
    const ledger = computeLedger(7, [
      // Out of order on purpose: the ledger orders by lesson.
      e(3, 3, "sabqi", "needs_work", { surah: 114, ayah: 1 }, { surah: 114, ayah: 6 }),
      e(1, 1, "sabaq", "good", { surah: 114, ayah: 1 }, { surah: 114, ayah: 6 }, 2),
      e(2, 2, "sabaq", "needs_work", { surah: 113, ayah: 1 }, { surah: 113, ayah: 5 }, 3),
      e(3, 3, "sabaq", "excellent", { surah: 113, ayah: 1 }, { surah: 113, ayah: 3 }, 1),
    ]);
    const an = (n: number) => ledger.surahs[n - 1];
    // Revised on day 3 (sabqi), weaker than when it was memorised: the latest grade is the strength.
    expect(an(114)).toMatchObject({
      memorised: 6,
      ayahCount: 6,
      lastRevisedAt: day(3).toISOString(),
      strength: "needs_work",
    });
    // 'needs work' taught nothing to count; the later excellent sabaq of 1–3 did.
    expect(an(113)).toMatchObject({
      memorised: 3,
      ayahCount: 5,
      lastRevisedAt: day(3).toISOString(),
      strength: "excellent",
    });
    expect(an(1)).toMatchObject({ memorised: 0, lastRevisedAt: null, strength: null });
    expect(ledger.totals).toEqual({ ayat: 9, surahs: 1, juz: 0 });
    expect(ledger.juz[29]).toMatchObject({
      juz: 30,
      memorisedAyat: 9,
      totalAyat: JUZ[29].last - JUZ[29].first + 1,
      lastRevisedAt: day(3).toISOString(),
    });
    expect(ledger.dueForRevision.map((j) => j.juz)).toEqual([30]);
    expect(ledger.timeline).toEqual([
      {
        bookingId: 1,
        lessonAt: day(1).toISOString(),
        memorisedAyat: 6,
        ayatHeard: 6,
        mistakes: { forgot: 2, stuck: 0, tajweed: 0 },
      },
      {
        bookingId: 2,
        lessonAt: day(2).toISOString(),
        memorisedAyat: 6,
        ayatHeard: 5,
        mistakes: { forgot: 3, stuck: 0, tajweed: 0 },
      },
      // The sabqi of An-Nas (6) and the sabaq of Al-Falaq 1–3 (3).
      {
        bookingId: 3,
        lessonAt: day(3).toISOString(),
        memorisedAyat: 9,
        ayatHeard: 9,
        mistakes: { forgot: 1, stuck: 0, tajweed: 0 },
      },
    ]);
    expect(ledger.recentSabaq[0]).toMatchObject({
      from: { surah: 113, ayah: 1 },
      to: { surah: 113, ayah: 3 },
      grade: "excellent",
    });
    expect(ledger.nextSabaq).toEqual({ surah: 113, ayah: 4 });
  });

  it("dates a juz's revision by its memorised part heard longest ago, and repeats a sabaq not yet held", () => {
    const ledger = computeLedger(7, [
      e(1, 1, "sabaq", "good", { surah: 78, ayah: 1 }, { surah: 114, ayah: 6 }),
      // Only An-Nas heard again: the rest of Juz 'Amma was last revised on day 1.
      e(2, 300, "sabqi", "good", { surah: 114, ayah: 1 }, { surah: 114, ayah: 6 }),
      e(3, 301, "sabaq", "good", { surah: 67, ayah: 1 }, { surah: 67, ayah: 10 }),
      e(4, 302, "sabaq", "repeat", { surah: 67, ayah: 11 }, { surah: 67, ayah: 15 }),
    ]);
    expect(ledger.juz[29].lastRevisedAt).toBe(day(1).toISOString());
    expect(ledger.surahs[113].lastRevisedAt).toBe(day(300).toISOString());
    expect(ledger.dueForRevision.map((j) => j.juz)).toEqual([30, 29]);
    expect(ledger.nextSabaq).toEqual({ surah: 67, ayah: 11 });
  });

  it("tells a juz last heard (any ayah) from last revised in full, and lists the memorised runs (issue 32)", () => {
    const ledger = computeLedger(7, [
      e(1, 1, "sabaq", "good", { surah: 78, ayah: 1 }, { surah: 114, ayah: 6 }),
      e(2, 300, "sabqi", "good", { surah: 114, ayah: 1 }, { surah: 114, ayah: 6 }),
      e(3, 301, "sabaq", "good", { surah: 67, ayah: 1 }, { surah: 67, ayah: 10 }),
      e(4, 302, "sabaq", "repeat", { surah: 67, ayah: 11 }, { surah: 67, ayah: 15 }),
    ]);
    // Juz 'Amma: An-Nas heard on day 300, the whole of it last on day 1.
    expect(ledger.juz[29]).toMatchObject({ lastRevisedAt: day(1).toISOString(), lastHeardAt: day(300).toISOString() });
    // Juz 29: Al-Mulk 1–10 memorised on day 301; 11–15 heard (not held) on day 302.
    expect(ledger.juz[28]).toMatchObject({
      lastRevisedAt: day(301).toISOString(),
      lastHeardAt: day(302).toISOString(),
    });
    expect(ledger.surahs[0]).toMatchObject({ lastRevisedAt: null, lastHeardAt: null });
    expect(ledger.memorisedRanges).toEqual([
      { from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
      { from: { surah: 78, ayah: 1 }, to: { surah: 114, ayah: 6 } },
    ]);
    expect(computeLedger(7, []).memorisedRanges).toEqual([]);
  });

  it("costs about the entries, not their lengths: thousands of whole-Quran revisions", () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      e(i + 1, 1 + (i % 28), "manzil", "good", { surah: 1, ayah: 1 }, { surah: 114, ayah: 6 }),
    );
    const started = performance.now();
    const ledger = computeLedger(7, many);
    // A figure, not a timed test: printed for whoever reads the run; the record itself is checked.
    console.log(`computeLedger: 5,000 whole-Quran entries in ${(performance.now() - started).toFixed(1)} ms`);
    expect(ledger.totals.ayat).toBe(0);
    expect(ledger.surahs[0].lastRevisedAt).toBe(day(28).toISOString());
  });

  it("puts the memorised juz revised longest ago first", () => {
    const ledger = computeLedger(7, [
      e(1, 1, "sabaq", "good", { surah: 1, ayah: 1 }, { surah: 1, ayah: 7 }),
      e(2, 2, "sabaq", "good", { surah: 78, ayah: 1 }, { surah: 78, ayah: 40 }),
      e(3, 3, "sabaq", "good", { surah: 67, ayah: 1 }, { surah: 67, ayah: 30 }),
      e(4, 4, "manzil", "good", { surah: 1, ayah: 1 }, { surah: 1, ayah: 7 }),
    ]);
    expect(ledger.dueForRevision.map((j) => [j.juz, j.lastRevisedAt])).toEqual([
      [30, day(2).toISOString()],
      [29, day(3).toISOString()],
      [1, day(4).toISOString()],
    ]);
  });

  it("earns badges from lessons attended and the record", () => {
    const none = computeLedger(1, []);
    expect(earnedBadges(0, none)).toEqual([]);
    expect(earnedBadges(1, none)).toEqual(["first-lesson"]);
    expect(earnedBadges(100, none)).toEqual(["first-lesson", "lessons-10", "lessons-50", "lessons-100"]);
    const amma = computeLedger(1, [e(1, 1, "sabaq", "excellent", ayahAt(JUZ[29].first), ayahAt(JUZ[29].last))]);
    expect(earnedBadges(1, amma)).toEqual(["first-lesson", "first-surah", "juz-30", "juz-amma"]);
    const all = computeLedger(1, [e(1, 1, "sabaq", "good", { surah: 1, ayah: 1 }, { surah: 114, ayah: 6 })]);
    const codes = earnedBadges(1, all);
    expect(codes).toEqual(expect.arrayContaining(["juz-1", "juz-15", "juz-amma", "half-quran", "khatm"]));
    expect(codes.filter((c) => c.startsWith("juz-") && c !== "juz-amma")).toHaveLength(30);
    // Half the Quran is fifteen whole juz, from either end: fourteen and most of the fifteenth earn nothing.
    const fromEnd = (juzCount: number, short = 0) =>
      computeLedger(1, [e(1, 1, "sabaq", "good", ayahAt(JUZ[30 - juzCount].first + short), ayahAt(AYAH_COUNT))]);
    expect(earnedBadges(0, fromEnd(15, 1))).not.toContain("half-quran");
    expect(earnedBadges(0, fromEnd(15))).toContain("half-quran");
    // Counted in ayat, twelve juz from the end would already pass for half: their ayat are short.
    expect(fromEnd(12).totals.ayat * 2).toBeGreaterThan(AYAH_COUNT);
    expect(earnedBadges(0, fromEnd(12))).not.toContain("half-quran");
    expect(surahRange(2)).toEqual({ first: 8, last: 293 });
  });

  it("makes a juz, Juz 'Amma or khatm certificate wait for a second confirmation; a surah's is valid at once", () => {
    expect(["juz-1", "juz-30", "juz-amma", "khatm"].every(needsConfirmation)).toBe(true);
    expect(["first-surah", "first-lesson", "lessons-10", "half-quran", "juz-31"].some(needsConfirmation)).toBe(false);
    const at = new Date();
    expect(certificateStatus({ code: "khatm", revokedAt: null, confirmedAt: null })).toBe("awaiting_confirmation");
    expect(certificateStatus({ code: "khatm", revokedAt: null, confirmedAt: at })).toBe("valid");
    expect(certificateStatus({ code: "first-surah", revokedAt: null, confirmedAt: null })).toBe("valid");
    expect(certificateStatus({ code: "juz-2", revokedAt: at, confirmedAt: at })).toBe("withdrawn");
  });
});

describe("mistakes over time", () => {
  const point = (i: number, forgot: number, stuck = 0, tajweed = 0, ayatHeard = 10) => ({
    bookingId: i,
    lessonAt: new Date(Date.UTC(2026, 0, i)).toISOString(),
    memorisedAyat: i * 5,
    ayatHeard,
    mistakes: { forgot, stuck, tajweed },
  });

  it("counts each lesson's mistakes by kind, the latest lessons only", () => {
    const t = mistakesTrend([point(1, 1, 2, 3), point(2, 0, 0, 1), point(3, 4)], 2);
    expect(t.lessons).toEqual([
      { bookingId: 2, lessonAt: t.lessons[0].lessonAt, ayatHeard: 10, forgot: 0, stuck: 0, tajweed: 1, total: 1 },
      { bookingId: 3, lessonAt: t.lessons[1].lessonAt, ayatHeard: 10, forgot: 4, stuck: 0, tajweed: 0, total: 4 },
    ]);
    // Fewer than six lessons: too few to call a trend.
    expect(t.direction).toBeNull();
  });

  it("compares the last three lessons with the three before, ignoring a difference of one", () => {
    const series = (totals: number[]) => totals.map((n, i) => point(i + 1, n));
    expect(mistakesTrend(series([5, 4, 6, 2, 1, 2])).direction).toBe("fewer");
    expect(mistakesTrend(series([1, 0, 1, 3, 2, 2])).direction).toBe("more");
    expect(mistakesTrend(series([2, 2, 2, 2, 2, 3])).direction).toBe("steady");
    // Only the last six count.
    expect(mistakesTrend(series([50, 50, 50, 1, 1, 1, 1, 1, 1])).direction).toBe("steady");
  });

  it("weighs mistakes by the ayat recited: more slips over a long manzil are not a step back", () => {
    // Before: 2 mistakes in 10 ayat a lesson. Then 4 in a whole juz's manzil (148 ayat) a lesson: far fewer per ayah.
    const before = [1, 2, 3].map((i) => point(i, 2));
    const manzil = [4, 5, 6].map((i) => point(i, 4, 0, 0, 148));
    expect(mistakesTrend([...before, ...manzil]).direction).toBe("fewer");
    // The same 4 mistakes over 10 ayat each is a step back.
    expect(mistakesTrend([...before, ...[4, 5, 6].map((i) => point(i, 4))]).direction).toBe("more");
  });

  it("counts the ayat each lesson recited into the timeline", () => {
    const heard = (bookingId: number, from: SurahAyah, to: SurahAyah, kind: HifzKind): LedgerEntry => ({
      bookingId,
      lessonAt: new Date(Date.UTC(2026, 0, bookingId)),
      kind,
      grade: "good",
      from,
      to,
      first: ayahIndex(from),
      last: ayahIndex(to),
      mistakes: { forgot: 1, stuck: 0, tajweed: 0 },
    });
    const ledger = computeLedger(1, [
      heard(1, { surah: 114, ayah: 1 }, { surah: 114, ayah: 6 }, "sabaq"),
      heard(1, { surah: 1, ayah: 1 }, { surah: 1, ayah: 7 }, "manzil"),
      heard(2, { surah: 113, ayah: 1 }, { surah: 114, ayah: 6 }, "sabqi"),
    ]);
    expect(ledger.timeline.map((p) => [p.ayatHeard, p.mistakes.forgot])).toEqual([
      [13, 2],
      [11, 1],
    ]);
  });
});

describe("the first surah's badge", () => {
  it("names the last whole surah in the mushaf (children begin Juz 'Amma at An-Nas), or none", () => {
    const heard = (from: SurahAyah, to: SurahAyah): LedgerEntry => ({
      bookingId: 1,
      lessonAt: new Date("2026-01-01T10:00:00Z"),
      kind: "sabaq",
      grade: "good",
      from,
      to,
      first: ayahIndex(from),
      last: ayahIndex(to),
      mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
    });
    expect(firstSurahOf(computeLedger(1, [heard({ surah: 113, ayah: 1 }, { surah: 114, ayah: 6 })]))).toBe(114);
    expect(firstSurahOf(computeLedger(1, [heard({ surah: 1, ayah: 1 }, { surah: 1, ayah: 7 })]))).toBe(1);
    expect(firstSurahOf(computeLedger(1, [heard({ surah: 2, ayah: 1 }, { surah: 2, ayah: 5 })]))).toBeNull();
    expect(badgeTitle("first-surah", 114)).toBe("First surah memorised: An-Naas");
    expect(badgeTitle("first-surah", null)).toBe("First surah memorised");
    expect(badgeTitle("juz-30", 114)).toBe("Juz 30 memorised");
  });
});
