// The teacher's gender in the review (issue 36): families filter by it, so an admin corrects it against the ID.
import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GENDER_LABELS, GENDERS, type Gender } from "@shared/matching";
import type { TeacherListItem } from "@shared/teachers";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useGenderCorrection } from "./use-matching-review";

// The choices say "Female"/"Male": "Female teacher" is said once, beside them.
const CHOICES: Record<Gender, string> = { female: "Female", male: "Male" };

export function ReviewGender({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  const { gender, change, saved, error, isSaving } = useGenderCorrection(teacher);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border bg-muted/30 p-3">
      <p className="text-sm font-medium text-foreground">{gender ? t(GENDER_LABELS[gender]) : t("Gender not given")}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t("Gender")}</Label>
        <div className="flex items-center gap-2">
          <NativeSelect
            id={id}
            value={gender ?? ""}
            disabled={isSaving}
            onChange={(e) => change(e.target.value as Gender)}
            className="w-40"
          >
            {gender ? null : (
              <option value="" disabled>
                {t("Not given")}
              </option>
            )}
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(CHOICES[g])}
              </option>
            ))}
          </NativeSelect>
          {isSaving ? <Spinner /> : null}
        </div>
      </div>
      <p role="status" className="basis-full text-sm text-success empty:hidden">
        {saved ? (
          <>
            <Check className="me-1 inline size-4 align-[-3px]" aria-hidden="true" />
            {t("Gender saved.")}
          </>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
