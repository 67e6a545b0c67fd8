// The class form's trial lesson (issue 36): a checkbox that reveals the trial's length and price; unticked, both null.
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { classSchema } from "@shared/classes";
import { TRIAL_MINUTES } from "@shared/matching";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";

type ClassForm = UseFormReturn<z.input<typeof classSchema>, unknown, z.output<typeof classSchema>>;

/** Both fields start empty when ticked, so the teacher chooses them rather than taking a guess of ours. */
export function TrialFields({ form }: { form: ClassForm }) {
  const { t } = useTranslation();
  const id = useId();
  const minutes = form.watch("trialMinutes");
  const price = form.watch("trialPrice");
  const offered = minutes !== null || price !== null;
  const toggle = (on: boolean) => {
    form.setValue("trialMinutes", on ? "" : null);
    form.setValue("trialPrice", on ? "" : null);
    form.clearErrors(["trialMinutes", "trialPrice"]);
  };
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4">
      <legend className="sr-only">{t("Trial lesson")}</legend>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-trial`}
          checked={offered}
          onCheckedChange={(value) => toggle(value === true)}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-trial`} className="font-medium text-foreground">
            {t("Offer a trial lesson")}
          </Label>
          <p className="text-sm text-muted-foreground">
            {t("A short first lesson, once per child, so a family can meet you before booking more.")}
          </p>
        </div>
      </div>
      {offered ? (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="trialMinutes"
            label={t("Trial length (minutes)")}
            type="number"
            inputMode="numeric"
            min={TRIAL_MINUTES.min}
            max={TRIAL_MINUTES.max}
            step={5}
          />
          <TextField
            control={form.control}
            name="trialPrice"
            label={t("Trial price")}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder={t("USD, 0 for a free trial")}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
