import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * Numbered steps joined by a line that fills as the teacher moves on. Titles show from the sm breakpoint;
 * on phones the circles carry the progress and the step heading below names the step.
 */
export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <ol className="flex items-start" aria-label="Application steps">
      {titles.map((title, index) => {
        const done = index < current;
        const active = index === current;
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
                  "absolute top-4 h-0.5 -translate-y-1/2 rounded-full transition-colors duration-200",
                  index <= current ? "bg-primary" : "bg-border",
                )}
                style={{ insetInlineEnd: "calc(50% + 1.25rem)", width: "calc(100% - 2.5rem)" }}
              />
            ) : null}
            <span
              className={cn(
                "relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors duration-200",
                done && "border-primary bg-primary text-primary-foreground",
                active && "border-primary bg-card text-primary ring-4 ring-primary/15",
                !done && !active && "border-border bg-card text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : <span aria-hidden="true">{index + 1}</span>}
            </span>
            <span
              className={cn(
                "sr-only max-w-[9.5rem] text-balance px-2 text-xs font-medium leading-snug sm:not-sr-only",
                active ? "text-foreground" : "text-muted-foreground",
              )}
            >
              <span className="sr-only">
                Step {index + 1}
                {done ? ", completed" : ""}:{" "}
              </span>
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
