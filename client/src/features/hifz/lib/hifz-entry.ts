// What a new hifz entry starts with, and the messages shown under one; pure, for hifz-fields.tsx.
import type { FieldErrors } from "react-hook-form";
import { ayahAt, ayahIndex, JUZ, surahName } from "@shared/quran";
import { type HifzEntryInput } from "@shared/hifz";
import { type HifzLedger } from "@shared/hifz-ledger";

export interface HifzFieldValues {
  hifz?: HifzEntryInput[];
}

export const NO_MISTAKES = { forgot: 0, stuck: 0, tajweed: 0 };

/** A new sabaq: where the last ended, five ayat or to the surah's end. */
export function nextSabaq(ledger: HifzLedger | undefined): HifzEntryInput {
  const from = ledger?.nextSabaq ?? { surah: 114, ayah: 1 };
  const last = surahName(from.surah)?.ayahCount ?? from.ayah;
  return {
    kind: "sabaq",
    from,
    to: { surah: from.surah, ayah: Math.min(last, from.ayah + 4) },
    grade: "good",
    mistakes: NO_MISTAKES,
  };
}

/**
 * An older revision of what the child has memorised, never of ayat not yet memorised (issue 32): the first memorised
 * run inside the memorised juz revised longest ago. Nothing memorised: null.
 */
export function nextManzil(ledger: HifzLedger | undefined): HifzEntryInput | null {
  const due = ledger?.dueForRevision[0];
  if (!ledger || !due) return null;
  const juz = JUZ[due.juz - 1];
  for (const run of ledger.memorisedRanges) {
    const first = Math.max(ayahIndex(run.from), juz.first);
    const last = Math.min(ayahIndex(run.to), juz.last);
    if (first <= last)
      return { kind: "manzil", from: ayahAt(first), to: ayahAt(last), grade: "good", mistakes: NO_MISTAKES };
  }
  return null;
}

/** A manzil with its range left for the teacher to fill: revision of what the child learnt before this record. */
export const BLANK_MANZIL: HifzEntryInput = {
  kind: "manzil",
  from: { surah: Number.NaN, ayah: Number.NaN },
  to: { surah: Number.NaN, ayah: Number.NaN },
  grade: "good",
  mistakes: NO_MISTAKES,
};

/** Every message under one entry (its fields, its range), once each. */
export function entryMessages(errors: FieldErrors | undefined): string[] {
  const out = new Set<string>();
  const walk = (e: unknown) => {
    if (!e || typeof e !== "object") return;
    const m = (e as { message?: unknown }).message;
    if (typeof m === "string" && m) out.add(m);
    for (const [k, v] of Object.entries(e)) if (k !== "ref" && k !== "message" && k !== "type") walk(v);
  };
  walk(errors);
  return [...out];
}
