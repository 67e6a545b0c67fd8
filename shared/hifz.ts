// The hifz entries of a lesson's report (api.md "The hifz ledger", issue 19): what a teacher heard, each range checked
// against the Quran (shared/quran.ts; decision 059).
import { z } from "zod";
import { ayahIndex, placeProblem } from "./quran";

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

/** A hifz entry as stored and read back, with the lesson it was heard in. */
export interface HifzEntryItem extends HifzEntry {
  id: number;
  reportId: number;
  bookingId: number;
  /** The lesson's start. */
  lessonAt: string;
}
