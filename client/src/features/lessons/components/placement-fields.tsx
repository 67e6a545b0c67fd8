// A trial lesson's placement in the teacher's report (issue 36): the child's level and where in the Quran to start.
import type { Resolver } from "react-hook-form";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LEVEL_LABELS, LEVELS } from "@shared/constants";
import { createReportSchema, isHeldAttendance, type CreateReportValues } from "@shared/lessons";
import { PLACEMENT_REQUIRED_MESSAGE } from "@shared/placement";
import { SURAHS } from "@shared/quran";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { localSurahName } from "@/features/hifz";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectField } from "@/components/ui/select-field";

type FormIn = z.input<typeof createReportSchema>;

// The placement is asked of a trial the child came to: required there, and dropped for a missed lesson.
const trialReportSchema = createReportSchema.superRefine((v, ctx) => {
  if (isHeldAttendance(v.attendance) && !v.placement)
    ctx.addIssue({ code: "custom", message: PLACEMENT_REQUIRED_MESSAGE, path: ["placement", "level"] });
});

/** The report form's resolver: a trial's report must place a child who came; any other leaves the placement out. */
export function reportResolver(trial: boolean): Resolver<FormIn, unknown, CreateReportValues> {
  const plain = zodResolver(createReportSchema);
  const withPlacement = zodResolver(trialReportSchema);
  return (values, context, options) => {
    // Untouched, the fields still leave an object of undefined values: that is no placement given.
    const given = Object.values(values.placement ?? {}).some((v) => v !== undefined && String(v) !== "");
    return trial && isHeldAttendance(values.attendance)
      ? withPlacement({ ...values, placement: given ? values.placement : undefined }, context, options)
      : plain({ ...values, placement: undefined }, context, options);
  };
}

/** The server's names of the placement's fields, so its 400 shows under the right one. */
export const PLACEMENT_FIELDS = ["placement.level", "placement.surah", "placement.ayah"] as const;

export function PlacementFields({ control }: { control: Control<FormIn, unknown, CreateReportValues> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold text-foreground">{t("Placement")}</legend>
      <p className="text-sm text-muted-foreground">
        {t("Where should this child start? The family sees it with a way to book further lessons.")}
      </p>
      <SelectField
        control={control}
        name="placement.level"
        label={t("Level")}
        placeholder={t("Select a level")}
        options={LEVELS.map((l) => ({ value: l, label: t(LEVEL_LABELS[l]) }))}
      />
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField
          control={control}
          name="placement.surah"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Surah")}</FormLabel>
              <FormControl>
                <NativeSelect
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value === undefined ? "" : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === "" ? undefined : Number(e.target.value))}
                >
                  <option value="">{t("Choose a surah")}</option>
                  {SURAHS.map((s) => (
                    <option key={s.number} value={s.number}>
                      {`${s.number}. ${localSurahName(s.number) ?? s.transliteration}`}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="placement.ayah"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Ayah")}</FormLabel>
              <FormControl>
                <Input
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={field.value === undefined ? "" : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === "" ? undefined : Number(e.target.value))}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
    </fieldset>
  );
}
