import { CalendarClock, Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TeacherListItem } from "@shared/teachers";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useVerificationChecks, type VerificationChecks } from "./use-verification-checks";

const CHECK_LABELS: { key: keyof VerificationChecks; label: string; documentType: string }[] = [
  { key: "idVerified", label: "ID verified", documentType: "id" },
  { key: "policeCheckVerified", label: "Police clearance verified", documentType: "police_check" },
];

/** The review's Verification tab: the two document checks to tick, and where the interview stands. */
export function ReviewVerification({ teacher, onSaved }: { teacher: TeacherListItem; onSaved?: () => void }) {
  const { t } = useTranslation();
  const { checks, setCheck, save, saved, isSaving } = useVerificationChecks(teacher, onSaved);
  const idBase = useId();
  const interviewDone = teacher.interviewCompleted ?? false;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm text-muted-foreground">
          {t("All three checks must be complete before the teacher can be approved.")}
        </legend>
        {CHECK_LABELS.map(({ key, label, documentType }) => {
          // Nothing to verify until the teacher uploads it (the server refuses it too: 409); a tick can still be undone.
          const missing = !teacher.documents?.some((d) => d.documentType === documentType) && !checks[key];
          return (
            <div key={key} className="flex items-center gap-3">
              <Checkbox
                id={`${idBase}-${key}`}
                checked={checks[key]}
                disabled={missing}
                aria-describedby={missing ? `${idBase}-${key}-missing` : undefined}
                onCheckedChange={(v) => setCheck(key, v === true)}
              />
              <Label htmlFor={`${idBase}-${key}`}>{t(label)}</Label>
              {missing ? (
                <span id={`${idBase}-${key}-missing`} className="text-sm text-muted-foreground">
                  {t("Not uploaded yet")}
                </span>
              ) : null}
            </div>
          );
        })}
        {/* Not a box to tick: the interview counts once it has taken place and was completed with result approved. */}
        <div className="flex items-start gap-3" role="status" aria-label={t("Interview")}>
          {interviewDone ? (
            <span
              className="mt-0.5 grid h-4 w-4 shrink-0 place-items-center rounded-sm bg-primary text-primary-foreground"
              aria-hidden="true"
            >
              <Check className="h-3 w-3" />
            </span>
          ) : (
            <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" />
          )}
          <div className="grid gap-1">
            <span className="text-sm font-medium leading-none">
              {interviewDone ? t("Interview completed") : t("Interview not completed yet")}
            </span>
            {interviewDone ? null : (
              <span className="text-sm text-muted-foreground">
                {t(
                  "Schedule it under Decision. Once it has taken place, mark it completed with the result Passed in the Interviews tab.",
                )}
              </span>
            )}
          </div>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={isSaving}>
          {isSaving ? <Spinner /> : null}
          {isSaving ? t("Saving...") : t("Save Verification")}
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-sm text-success">
          {saved ? (
            <>
              <Check className="size-4" aria-hidden="true" />
              {t("Saved: ID {{id}}, police clearance {{policeCheck}}.", {
                id: saved.idVerified ? t("verified") : t("not verified"),
                policeCheck: saved.policeCheckVerified ? t("verified") : t("not verified"),
              })}
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
