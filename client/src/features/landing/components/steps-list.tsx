import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

type Step = { title: string; description: string };

/** A numbered path through a process; numbers are real list semantics, drawn as gold-ringed circles. */
function StepsList({ steps, className }: { steps: Step[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <ol className={cn("relative grid gap-7", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute start-[1.1875rem] top-11 h-[calc(100%-1.25rem)] w-px bg-border"
            />
          )}
          <span
            aria-hidden="true"
            className="relative flex size-10 shrink-0 items-center justify-center rounded-full border border-accent/60 bg-card font-display text-base font-semibold text-primary shadow-soft"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="font-semibold text-foreground">{t(step.title)}</h3>
            <p className="mt-1 text-[0.9375rem] leading-relaxed text-muted-foreground">{t(step.description)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export { StepsList, type Step };
