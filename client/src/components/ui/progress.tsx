import * as React from "react";

import { cn } from "@/lib/utils";

type ProgressProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** Spoken value, e.g. "Step 2 of 4"; defaults to the percentage. */
  valueText?: string;
};

/** A determinate progress bar (uploads, wizard steps). Fills from the start side, so it follows the text direction. */
function Progress({ value, max = 100, valueText, className, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/15", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

export { Progress, type ProgressProps };
