import { BookOpenCheck, Plus, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFieldArray, type Control } from "react-hook-form";
import { ayahIndex, type SurahAyah } from "@shared/quran";
import { HIFZ_LIMITS, type HifzEntryInput } from "@shared/hifz";
import { Button } from "@/components/ui/button";
import { useHifzLedger } from "../api/get-hifz";
import { BLANK_MANZIL, NO_MISTAKES, nextManzil, nextSabaq, type HifzFieldValues } from "../lib/hifz-entry";
import { localRangeLabel } from "../lib/names";
import { HifzEntryFields } from "./hifz-entry-fields";
import { SurahOptions } from "./surah-picker";

/**
 * What the teacher heard in the lesson, entry by entry: a new sabaq starts where the last ended, a sabqi is one click
 * on a recent sabaq, a manzil starts with the juz most overdue for revision.
 */
export function HifzFields({
  control,
  studentId,
}: {
  control: Control<HifzFieldValues>;
  studentId: number | undefined;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "hifz" });
  const ledger = useHifzLedger(studentId).data;
  const full = fields.length >= HIFZ_LIMITS.entriesPerReport;
  const add = (entry: HifzEntryInput | null) => entry && append(entry);
  const recent = ledger?.recentSabaq ?? [];
  const same = (a: SurahAyah, b: SurahAyah) => ayahIndex(a) === ayahIndex(b);
  return (
    <section className="grid gap-3" aria-labelledby="hifz-heading">
      <div className="grid gap-1">
        <h3 id="hifz-heading" className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <BookOpenCheck className="size-4 text-primary" aria-hidden="true" />
          {t("Hifz (optional)")}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("What you heard: new memorisation (sabaq), recent revision (sabqi) and older revision (manzil).")}
        </p>
      </div>
      <SurahOptions />
      {fields.map((f, i) => (
        <HifzEntryFields key={f.id} control={control} index={i} onRemove={() => remove(i)} />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={full} onClick={() => add(nextSabaq(ledger))}>
          <Plus aria-hidden="true" />
          {ledger?.nextSabaq
            ? t("Add sabaq from {{place}}", { place: localRangeLabel(ledger.nextSabaq, ledger.nextSabaq) })
            : t("Add sabaq")}
        </Button>
        {recent.map((r) => (
          <Button
            key={`${ayahIndex(r.from)}-${ayahIndex(r.to)}`}
            variant="outline"
            size="sm"
            // A range across surahs is long: it wraps inside the button on a phone rather than overflowing.
            className="h-auto min-h-9 whitespace-normal text-start"
            disabled={
              full ||
              fields.some(
                (f) => f.kind === "sabqi" && same(f.from as SurahAyah, r.from) && same(f.to as SurahAyah, r.to),
              )
            }
            onClick={() => add({ kind: "sabqi", from: r.from, to: r.to, grade: "good", mistakes: NO_MISTAKES })}
          >
            <RotateCcw aria-hidden="true" />
            {t("Sabqi: {{range}}", { range: localRangeLabel(r.from, r.to) })}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={full}
          // Never a guess at ayat the record does not hold as memorised: with none, the teacher names the range.
          onClick={() => add(nextManzil(ledger) ?? BLANK_MANZIL)}
        >
          <Plus aria-hidden="true" />
          {t("Add manzil")}
        </Button>
      </div>
    </section>
  );
}
