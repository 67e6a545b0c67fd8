// The hifz entries of a lesson's report (api.md "The hifz ledger", issue 19): what a teacher heard, each range checked
// against the Quran (shared/quran.ts; decision 059).
import { z } from "zod";
import { ayahIndex, LONGEST_JUZ_AYAT, placeProblem } from "./quran";

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
 * A report holds at most this many entries; a mistake count at most this many; the sabaq of one report (new
 * memorisation, heard in one lesson), all its entries together, at most the longest juz's length: neither a slip of
 * the keyboard nor twelve entries across the mushaf memorise the Quran in a lesson and mint its certificates (issue
 * 31). Revision, sabqi and manzil, may cover more.
 */
export const HIFZ_LIMITS = { entriesPerReport: 30, mistakes: 999, sabaqAyat: LONGEST_JUZ_AYAT } as const;

/** The ayat the ranges cover together, an ayah covered twice counted once. */
function coveredAyat(ranges: readonly { first: number; last: number }[]): number {
  const sorted = [...ranges].sort((a, b) => a.first - b.first);
  let total = 0;
  let end = 0;
  for (const r of sorted) {
    if (r.last <= end) continue;
    total += r.last - Math.max(r.first, end + 1) + 1;
    end = r.last;
  }
  return total;
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
    const sabaq: { first: number; last: number }[] = [];
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
      } else if (e.kind === "sabaq") {
        // The lesson's new memorisation as a whole: the entry that takes it past one juz is the one named.
        const before = coveredAyat(sabaq);
        sabaq.push({ first: ayahIndex(e.from), last: ayahIndex(e.to) });
        if (before <= HIFZ_LIMITS.sabaqAyat && coveredAyat(sabaq) > HIFZ_LIMITS.sabaqAyat)
          ctx.addIssue({
            code: "custom",
            path: [i, "to"],
            message: `Entry ${i + 1}: one lesson's sabaq covers at most ${HIFZ_LIMITS.sabaqAyat} ayat (one juz) in all; record revision as sabqi or manzil`,
          });
      }
    });
  });

/** A hifz entry as stored and read back, with the lesson it was heard in. */
export interface HifzEntryItem extends HifzEntry {
  id: number;
  reportId: number;
  bookingId: number;
  /** The lesson's start. */
  lessonAt: string;
}
