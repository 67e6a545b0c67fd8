import { Star } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/** The report's fields as both forms hold them (writing it, correcting it). */
export interface ReportFieldValues {
  content?: string;
  rating?: number | string | null;
  feedback?: string;
  homework?: string;
  nextTopics?: string;
}

type TextName = "content" | "feedback" | "homework" | "nextTopics";

const TEXTS: { name: TextName; label: string; hint?: string; rows: number }[] = [
  { name: "content", label: "What was covered", hint: "The family reads this in their child's progress.", rows: 4 },
  { name: "feedback", label: "Feedback for the family (optional)", rows: 3 },
  { name: "homework", label: "Homework (optional)", rows: 2 },
  { name: "nextTopics", label: "Next topics (optional)", rows: 2 },
];

function RatingField({ control, empty }: { control: Control<ReportFieldValues>; empty: null | undefined }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormField
      control={control}
      name="rating"
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center justify-between gap-3">
            <FormLabel id={labelId}>{t("Rating of the lesson (optional)")}</FormLabel>
            {field.value != null && field.value !== "" ? (
              <Button variant="link" size="sm" onClick={() => field.onChange(empty)}>
                {t("Clear rating")}
              </Button>
            ) : null}
          </div>
          <FormControl>
            <RadioGroup
              aria-labelledby={labelId}
              value={field.value == null ? "" : String(field.value)}
              onValueChange={(v) => field.onChange(Number(v))}
              className="grid max-w-sm grid-cols-5 gap-2"
            >
              {[1, 2, 3, 4, 5].map((n) => {
                const checked = Number(field.value) === n;
                return (
                  <label
                    key={n}
                    className={cn(
                      "flex cursor-pointer items-center justify-center gap-1 rounded-lg border border-input bg-card px-2 py-2 text-sm font-semibold transition-colors",
                      "hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      checked && "border-primary bg-secondary",
                    )}
                  >
                    <RadioGroupItem
                      value={String(n)}
                      className="sr-only"
                      aria-label={t("{{rating}} out of 5", { rating: n })}
                    />
                    <Star
                      aria-hidden="true"
                      className={cn("size-4", checked ? "fill-accent text-accent-ink" : "text-muted-foreground")}
                    />
                    {n}
                  </label>
                );
              })}
            </RadioGroup>
          </FormControl>
          <FormDescription>{t("1 is a hard lesson, 5 an excellent one.")}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * What was covered (required), a 1–5 rating, feedback, homework and next topics. `emptyRating` is what clearing
 * the rating sends: nothing when writing, null when correcting (the server then removes it).
 */
export function ReportFields({
  control,
  emptyRating,
}: {
  control: Control<ReportFieldValues>;
  emptyRating: null | undefined;
}) {
  const { t } = useTranslation();
  const [content, ...rest] = TEXTS;
  const text = ({ name, label, hint, rows }: (typeof TEXTS)[number]) => (
    <FormField
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(label)}</FormLabel>
          <FormControl>
            <Textarea {...field} value={field.value ?? ""} rows={rows} className="min-h-0" />
          </FormControl>
          {hint ? <FormDescription>{t(hint)}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <div className="grid gap-4">
      {text(content)}
      <RatingField control={control} empty={emptyRating} />
      {rest.map(text)}
    </div>
  );
}
