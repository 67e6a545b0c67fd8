import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

interface StepIndicatorProps {
  titles: readonly string[];
  /** Index of the step in progress. */
  current: number;
  /** Every step done (e.g. after the payment). */
  complete?: boolean;
  /** The list's accessible name, e.g. "Booking steps". */
  label: string;
  /** Short titles can show on phones; long ones only from sm (the heading below names the step). */
  titlesOnPhones?: boolean;
}

/** Numbered steps joined by a line that fills as the user moves on. */
export function StepIndicator({
  titles,
  current,
  complete = false,
  label,
  titlesOnPhones = false,
}: StepIndicatorProps) {
  const { t } = useTranslation();
  return (
    <ol className="flex items-start" aria-label={label}>
      {titles.map((title, index) => {
        const done = complete || index < current;
        const active = !complete && index === current;
        return (
          <li
            key={title}
            aria-current={active ? "step" : undefined}
            className="relative flex flex-1 flex-col items-center gap-2 text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-4 h-0.5 -translate-y-1/2 rounded-full transition-colors duration-200 motion-reduce:transition-none",
                  done || active ? "bg-primary" : "bg-border",
                )}
                style={{ insetInlineEnd: "calc(50% + 1.25rem)", width: "calc(100% - 2.5rem)" }}
              />
            ) : null}
            <span
              className={cn(
                "relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors duration-200 motion-reduce:transition-none",
                done && "border-primary bg-primary text-primary-foreground",
                active && "border-primary bg-card text-primary ring-4 ring-primary/15",
                !done && !active && "border-border bg-card text-muted-foreground",
              )}
            >
              {done ? (
                <Check className="size-4" strokeWidth={3} aria-hidden="true" />
              ) : (
                <span aria-hidden="true">{index + 1}</span>
              )}
            </span>
            <span
              className={cn(
                "max-w-[9.5rem] text-balance text-xs font-medium leading-snug",
                titlesOnPhones ? "px-1 sm:text-sm" : "sr-only px-2 sm:not-sr-only",
                active ? "text-foreground" : "text-muted-foreground",
              )}
            >
              <span className="sr-only">
                {done
                  ? t("Step {{number}}, completed:", { number: index + 1 })
                  : t("Step {{number}}:", { number: index + 1 })}{" "}
              </span>
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
