import { Star } from "lucide-react";
import { useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** What each rating means, said beside the stars so the choice is in words too. */
export const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

interface WriteReviewStarsProps {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The ids of the field's description and message. */
  describedBy?: string;
  legend: string;
  /** The radio that takes focus (the chosen one, else the first): where the form puts focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys move the choice, the screen reader says "4 stars,
 * radio, 4 of 5". The inputs are visually hidden; the stars are their labels.
 */
export function WriteReviewStars({
  name,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
  legend,
  inputRef,
}: WriteReviewStarsProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined} className="grid gap-2">
      <legend className={cn("mb-2 text-sm font-medium leading-none", invalid ? "text-destructive" : "text-foreground")}>
        {legend}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center" onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative cursor-pointer p-1" onMouseEnter={() => setHover(n)}>
              <input
                ref={n === (value ?? 1) ? inputRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => {
                  // A choice made by key or click is what the stars show until the pointer moves again.
                  setHover(null);
                  onChange(n);
                }}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "size-8 rounded-md transition-colors duration-150 motion-reduce:transition-none",
                  "peer-focus-visible:outline-none peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
                  n <= shown
                    ? "fill-accent text-accent-ink"
                    : invalid
                      ? "text-destructive/60"
                      : "text-muted-foreground/60",
                )}
              />
              <span className="sr-only">{n === 1 ? t("1 star") : t("{{count}} stars", { count: n })}</span>
            </label>
          ))}
        </div>
        {/* Once the form asks for a rating, its message below says this: not said twice. */}
        {shown > 0 || !invalid ? (
          <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
            {shown > 0 ? t(RATING_WORDS[shown - 1]) : t("Choose a rating from 1 to 5 stars")}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
