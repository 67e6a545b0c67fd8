import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useFormState, useWatch, type Control, type FieldErrors } from "react-hook-form";
import { HIFZ_GRADE_LABELS, HIFZ_GRADES, HIFZ_KIND_LABELS, HIFZ_KINDS, HIFZ_LIMITS } from "@shared/hifz";
import { surahName } from "@shared/quran";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { entryMessages, type HifzFieldValues } from "../lib/hifz-entry";
import { hifzMessage } from "../lib/names";
import { SurahPicker } from "./surah-picker";

const MISTAKES = [
  { key: "forgot", label: "Forgot / wrong" },
  { key: "stuck", label: "Stuck (prompted)" },
  { key: "tajweed", label: "Tajweed" },
] as const;

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

/** One entry of the report: its kind and grade, where it starts and ends, and its mistakes. */
export function HifzEntryFields({
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
