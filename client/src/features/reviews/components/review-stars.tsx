import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** A rating as five stars, read out as words ("Rated 4 out of 5"): the stars alone are decoration. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const whole = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t("Rated {{rating}} out of 5", { rating: whole })}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= whole ? "fill-accent text-accent-ink" : "fill-transparent text-muted-foreground/50",
          )}
        />
      ))}
    </span>
  );
}
