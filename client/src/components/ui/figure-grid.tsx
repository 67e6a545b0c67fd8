import { Skeleton } from "./skeleton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

export interface Figure {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string;
}

/** A row of figure cards as a description list (dashboards' first row); `className` sets other columns. */
export function FigureGrid({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {figures.map((f) => (
        // A <div> holding dt/dd directly keeps the description list valid for screen readers.
        <div
          key={f.label}
          className="relative min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-soft sm:p-5 sm:pe-16"
        >
          <dt className="text-sm text-muted-foreground">{f.label}</dt>
          {/* Wraps rather than cuts: a value such as "None booked" or a date is wider than a half-width tile on a phone. */}
          <dd className="mt-1 break-words font-display text-2xl font-semibold leading-tight text-foreground">
            {f.value}
          </dd>
          {f.hint ? <dd className="mt-0.5 break-words text-xs text-muted-foreground">{f.hint}</dd> : null}
          <span
            className="absolute end-5 top-5 hidden size-10 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex"
            aria-hidden="true"
          >
            {f.icon}
          </span>
        </div>
      ))}
    </dl>
  );
}

/** The figure row while it loads. */
export function FigureGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy="true">
      <p role="status" className="sr-only">
        {t("Loading figures...")}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-[104px] rounded-xl" />
      ))}
    </div>
  );
}
