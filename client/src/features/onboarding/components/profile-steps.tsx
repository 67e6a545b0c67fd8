// The fields of wizard steps 1 to 3, bound to the wizard's form through its context.
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGES, SUBJECTS, TEXT_MAX } from "@shared/constants";
import { Alert } from "@/components/ui/alert";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { type ProfileFormIn, type ProfileFormOut } from "../lib/profile-form";
import { MatchingFields } from "./matching-fields";
import { TimeZoneOptions } from "./time-zone-options";

const BIO_MAX = TEXT_MAX.long;

function useProfileForm() {
  return useFormContext<ProfileFormIn, unknown, ProfileFormOut>();
}

export function PersonalStep() {
  const { t } = useTranslation();
  const form = useProfileForm();
  const currentZone = useWatch({ control: form.control, name: "timeZone" });
  return (
    <div className="grid gap-6">
      <FormField
        control={form.control}
        name="phoneNumber"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("Phone number")}</FormLabel>
            <FormControl>
              <Input
                {...field}
                value={field.value ?? ""}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t("e.g. +44 20 7946 0958")}
                className="sm:max-w-xs"
              />
            </FormControl>
            <FormDescription>
              {t("With the country code. Only the Halaqa team sees it, to arrange your interview.")}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="bio"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("Bio")}</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                value={field.value ?? ""}
                rows={6}
                maxLength={BIO_MAX}
                placeholder={t(
                  "Introduce yourself to families: how you teach, whom you teach, and what a student can expect from a class with you.",
                )}
              />
            </FormControl>
            <FormDescription className="flex justify-between gap-4">
              <span>{t("Families read this on your teacher card.")}</span>
              <span className="shrink-0 tabular-nums" aria-hidden="true">
                {(field.value ?? "").length} / {BIO_MAX}
              </span>
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="timeZone"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("Time zone")}</FormLabel>
            <FormControl>
              <NativeSelect {...field} value={field.value ?? ""} className="sm:max-w-md">
                <TimeZoneOptions current={currentZone} />
              </NativeSelect>
            </FormControl>
            <FormDescription>{t("Your teaching hours and class times are read in this time zone.")}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}

export function QualificationsStep() {
  const { t } = useTranslation();
  const form = useProfileForm();
  return (
    <div className="grid gap-6">
      <FormField
        control={form.control}
        name="qualifications"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("Qualifications")}</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                value={field.value ?? ""}
                rows={5}
                placeholder={t(
                  "e.g. Ijazah in Hafs 'an 'Asim; BA in Islamic Studies, Al-Azhar University; Arabic teaching certificate",
                )}
              />
            </FormControl>
            <FormDescription>
              {t("Ijazahs, degrees and certificates. You can upload a certificate in the last step.")}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="experience"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Years of experience")}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={80}
                  step={1}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="hourlyRate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Hourly rate (USD)")}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t("e.g. 25.00")}
                />
              </FormControl>
              <FormDescription>
                {t("In US dollars, like class prices. Families also see it in their own currency.")}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
    </div>
  );
}

/** `genderLocked`: the gender was checked with the teacher's ID (issue 36). */
export function SpecializationsStep({ genderLocked = false }: { genderLocked?: boolean }) {
  const { t } = useTranslation();
  const form = useProfileForm();
  const zone = useWatch({ control: form.control, name: "timeZone" });
  return (
    <div className="grid gap-8">
      <FormField
        control={form.control}
        name="specializations"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <CheckboxGroup
                legend={t("Specializations")}
                hint={t("The subjects you teach. Choose all that apply.")}
                options={SUBJECTS.map((subject) => ({ value: subject, label: t(subject) }))}
                value={field.value ?? []}
                onValueChange={field.onChange}
                firstRef={field.ref}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="languages"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <CheckboxGroup
                legend={t("Teaching languages")}
                hint={t("The languages you can teach in.")}
                options={LANGUAGES.map((language) => ({ value: language, label: t(language) }))}
                value={field.value ?? []}
                onValueChange={field.onChange}
                firstRef={field.ref}
                itemsClassName="grid-cols-2 sm:grid-cols-3"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <MatchingFields genderLocked={genderLocked} />
      {/* Hours are no longer typed here: every new teacher starts from the spec's slots, edited on the dashboard. */}
      <Alert title={t("Your teaching hours")} headingLevel="div">
        <p>
          {t(
            "Your teaching hours start as Monday–Saturday 09:00–12:00 and 14:00–20:00 in your time zone ({{zone}}). You can change them, and add days off, on your dashboard's Hours tab.",
            { zone: (zone || "UTC").replaceAll("_", " ") },
          )}
        </p>
      </Alert>
    </div>
  );
}
