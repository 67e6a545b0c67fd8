// The booking wizard's choice between a class's trial lesson and a full one (issue 36), and the 409 of a second trial.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ClassDetail } from "@shared/classes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { formatMoney } from "@/lib/format";

/** The class's trial, when it offers one. */
export const trialOf = (klass: Pick<ClassDetail, "trialMinutes" | "trialPrice">) =>
  klass.trialMinutes != null && klass.trialPrice != null
    ? { minutes: klass.trialMinutes, price: klass.trialPrice, free: Number(klass.trialPrice) === 0 }
    : null;

/** "Free" or "$5.00": how a trial's price reads everywhere in the wizard. */
export function useTrialPrice() {
  const { t } = useTranslation();
  return (price: string) => (Number(price) === 0 ? t("Free") : formatMoney(price));
}

interface TrialChoiceProps {
  klass: ClassDetail;
  trial: boolean;
  onTrialChange: (trial: boolean) => void;
  /** The server's 409: this child had their trial with this teacher already. */
  refused: string | null;
}

export function TrialChoice({ klass, trial, onTrialChange, refused }: TrialChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const priceText = useTrialPrice();
  const offer = trialOf(klass);
  if (!offer) return null;
  const options = [
    {
      value: "trial",
      label: t("Book a trial lesson"),
      hint: t("{{minutes}} minutes, {{price}}", { minutes: offer.minutes, price: priceText(offer.price) }),
    },
    {
      value: "full",
      label: t("Book a full lesson"),
      hint: t("{{minutes}} minutes, {{price}}", { minutes: klass.duration, price: formatMoney(klass.price) }),
    },
  ];
  return (
    <CardContent className="grid gap-4 border-b pt-6 pb-6">
      {refused ? (
        <Alert variant="destructive" role="alert" title={t("No second trial lesson")}>
          <p>{refused}</p>
          <Button size="sm" className="mt-3" onClick={() => onTrialChange(false)}>
            {t("Book a full lesson")}
          </Button>
        </Alert>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-foreground">{t("Which lesson?")}</legend>
        <RadioGroup value={trial ? "trial" : "full"} onValueChange={(v) => onTrialChange(v === "trial")}>
          {options.map((o) => (
            <div key={o.value} className="flex items-start gap-3 rounded-lg border p-3">
              <RadioGroupItem
                value={o.value}
                id={`${id}-${o.value}`}
                aria-describedby={`${id}-${o.value}-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${o.value}`} className="font-medium text-foreground">
                  {o.label}
                </Label>
                <p id={`${id}-${o.value}-hint`} className="text-sm text-muted-foreground">
                  {o.hint}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
    </CardContent>
  );
}
