// The wizard's questions of issue 36 on step 3: the teacher's gender and the riwayat they teach (the ijazah is in
// ijazah-fields.tsx). Families filter teachers by both.
import { Lock } from "lucide-react";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GENDERS, RIWAYAH_LABELS, RIWAYAT, type Gender } from "@shared/matching";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormControl, FormDescription, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";
import type { ProfileFormIn, ProfileFormOut } from "../lib/profile-form";
import { IjazahFields } from "./ijazah-fields";

const GENDER_CHOICES: Record<Gender, string> = { female: "Female", male: "Male" };

/** Gender, riwayat and the ijazah. `genderLocked`: the gender was checked with the ID, only admins change it. */
export function MatchingFields({ genderLocked = false }: { genderLocked?: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<ProfileFormIn, unknown, ProfileFormOut>();
  const legendId = useId();
  return (
    <>
      <FormField
        control={form.control}
        name="gender"
        render={({ field }) => (
          <FormItem>
            <fieldset className="min-w-0" disabled={genderLocked}>
              <legend id={legendId} className="text-sm font-medium leading-none text-foreground">
                {t("Gender")}
              </legend>
              <FormControl>
                <RadioGroup
                  aria-labelledby={legendId}
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  disabled={genderLocked}
                  className="mt-3 grid gap-2 sm:max-w-md sm:grid-cols-2"
                >
                  {GENDERS.map((gender, index) => (
                    <label
                      key={gender}
                      htmlFor={`${legendId}-${gender}`}
                      className={cn(
                        "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-input bg-card px-3 py-2 text-sm",
                        "hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                        field.value === gender && "border-primary bg-secondary",
                        genderLocked && "cursor-not-allowed opacity-70",
                      )}
                    >
                      <RadioGroupItem
                        id={`${legendId}-${gender}`}
                        value={gender}
                        ref={index === 0 ? field.ref : undefined}
                      />
                      {t(GENDER_CHOICES[gender])}
                    </label>
                  ))}
                </RadioGroup>
              </FormControl>
            </fieldset>
            <FormDescription className={genderLocked ? "flex items-center gap-1.5" : undefined}>
              {genderLocked ? <Lock className="size-3.5 shrink-0" aria-hidden="true" /> : null}
              {genderLocked
                ? t("Checked with your ID: ask Halaqa's admins to correct it")
                : t("Families can look for a female or a male teacher.")}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="riwayat"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <CheckboxGroup
                legend={t("Riwayat you teach")}
                hint={t("The transmissions of the Quran you teach recitation in. Leave empty if you do not teach it.")}
                options={RIWAYAT.map((riwayah) => ({ value: riwayah, label: t(RIWAYAH_LABELS[riwayah]) }))}
                value={field.value ?? []}
                onValueChange={field.onChange}
                firstRef={field.ref}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <IjazahFields />
    </>
  );
}
