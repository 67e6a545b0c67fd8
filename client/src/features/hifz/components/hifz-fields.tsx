import { BookOpenCheck, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useFieldArray, useFormState, useWatch, type Control, type FieldErrors } from "react-hook-form";
import { ayahAt, ayahIndex, JUZ, surahName, type SurahAyah } from "@shared/quran";
import {
  HIFZ_GRADE_LABELS,
  HIFZ_GRADES,
  HIFZ_KIND_LABELS,
  HIFZ_KINDS,
  HIFZ_LIMITS,
  type HifzEntryInput,
} from "@shared/hifz";
import type { HifzLedger } from "@shared/hifz-ledger";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useHifzLedger } from "../api/get-hifz";
import { hifzMessage, localRangeLabel } from "../lib/names";
import { SurahOptions, SurahPicker } from "./surah-picker";

export interface HifzFieldValues {
  hifz?: HifzEntryInput[];
}

const NO_MISTAKES = { forgot: 0, stuck: 0, tajweed: 0 };
const MISTAKES = [
  { key: "forgot", label: "Forgot / wrong" },
  { key: "stuck", label: "Stuck (prompted)" },
  { key: "tajweed", label: "Tajweed" },
] as const;

/** A new sabaq: where the last ended, five ayat or to the surah's end. */
function nextSabaq(ledger: HifzLedger | undefined): HifzEntryInput {
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

/** An older revision: the memorised juz revised longest ago, as much of it as is memorised from its start. */
function nextManzil(ledger: HifzLedger | undefined): HifzEntryInput | null {
  const due = ledger?.dueForRevision[0];
  if (!due) return null;
  const juz = JUZ[due.juz - 1];
  return { kind: "manzil", from: ayahAt(juz.first), to: ayahAt(juz.last), grade: "good", mistakes: NO_MISTAKES };
}

/** Every message under one entry (its fields, its range), once each. */
function entryMessages(errors: FieldErrors | undefined): string[] {
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

function Place({ control, index, end }: { control: Control<HifzFieldValues>; index: number; end: "from" | "to" }) {
  const { t } = useTranslation();
  const ayahId = useId();
  const surah = useWatch({ control, name: `hifz.${index}.${end}.surah` });
  const count = typeof surah === "number" && Number.isFinite(surah) ? surahName(surah)?.ayahCount : undefined;
  return (
    <div className="grid grid-cols-[1fr_5.5rem] items-start gap-2">
      <Controller
        control={control}
        name={`hifz.${index}.${end}.surah`}
        render={({ field, fieldState }) => (
          <SurahPicker
            label={end === "from" ? t("From surah") : t("To surah")}
            value={Number.isFinite(field.value) ? (field.value as number) : undefined}
            onChange={field.onChange}
            invalid={Boolean(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name={`hifz.${index}.${end}.ayah`}
        render={({ field, fieldState }) => {
          return (
            <div className="grid gap-1">
              <label htmlFor={ayahId} className="text-xs font-medium text-muted-foreground">
                {end === "from" ? t("From ayah") : t("To ayah")}
              </label>
              <Input
                id={ayahId}
                type="number"
                inputMode="numeric"
                min={1}
                max={count}
                value={Number.isFinite(field.value) ? String(field.value) : ""}
                aria-invalid={Boolean(fieldState.error) || undefined}
                onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
              />
              <span className="text-xs text-muted-foreground">{count ? `1–${count}` : "\u00a0"}</span>
            </div>
          );
        }}
      />
    </div>
  );
}

function Entry({
  control,
  index,
  onRemove,
}: {
  control: Control<HifzFieldValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name: `hifz.${index}` });
  const messages = entryMessages(errors.hifz?.[index] as FieldErrors | undefined);
  const kindId = useId();
  const gradeId = useId();
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-input bg-card p-3"
      aria-label={t("Hifz entry {{number}}", { number: index + 1 })}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-40 flex-1 gap-1">
          <label htmlFor={kindId} className="text-xs font-medium text-muted-foreground">
            {t("Kind")}
          </label>
          <Controller
            control={control}
            name={`hifz.${index}.kind`}
            render={({ field }) => (
              <NativeSelect id={kindId} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                {HIFZ_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(HIFZ_KIND_LABELS[k])}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <div className="grid min-w-32 flex-1 gap-1">
          <label htmlFor={gradeId} className="text-xs font-medium text-muted-foreground">
            {t("Grade")}
          </label>
          <Controller
            control={control}
            name={`hifz.${index}.grade`}
            render={({ field }) => (
              <NativeSelect id={gradeId} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                {HIFZ_GRADES.map((g) => (
                  <option key={g} value={g}>
                    {t(HIFZ_GRADE_LABELS[g])}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t("Remove entry {{number}}", { number: index + 1 })}
        >
          <Trash2 aria-hidden="true" />
          {t("Remove")}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Place control={control} index={index} end="from" />
        <Place control={control} index={index} end="to" />
      </div>
      {/* Aligned at the inputs: a label may wrap to two lines on a phone. */}
      <div className="grid grid-cols-3 items-end gap-2">
        {MISTAKES.map((m) => (
          <Controller
            key={m.key}
            control={control}
            name={`hifz.${index}.mistakes.${m.key}`}
            render={({ field }) => (
              <label className="grid gap-1 text-xs font-medium text-muted-foreground">
                {t(m.label)}
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={HIFZ_LIMITS.mistakes}
                  value={Number.isFinite(field.value) ? String(field.value) : ""}
                  onChange={(e) => field.onChange(e.target.value === "" ? 0 : Number(e.target.value))}
                />
              </label>
            )}
          />
        ))}
      </div>
      {messages.length ? (
        <ul className="grid gap-1 text-sm font-medium text-destructive" role="alert">
          {messages.map((m) => (
            <li key={m}>{hifzMessage(m)}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

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
        <Entry key={f.id} control={control} index={i} onRemove={() => remove(i)} />
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
          onClick={() =>
            add(
              nextManzil(ledger) ?? {
                kind: "manzil",
                from: { surah: 1, ayah: 1 },
                to: { surah: 1, ayah: 7 },
                grade: "good",
                mistakes: NO_MISTAKES,
              },
            )
          }
        >
          <Plus aria-hidden="true" />
          {t("Add manzil")}
        </Button>
      </div>
    </section>
  );
}
