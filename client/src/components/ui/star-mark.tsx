import * as React from "react";

import { cn } from "@/lib/utils";

type StarMarkProps = React.ComponentProps<"svg"> & {
  /** Gold star for dark (primary) backgrounds. */
  inverse?: boolean;
};

/** Halaqa's mark: an eight-point star (two interlaced squares) around a small circle, the study circle. */
function StarMark({ className, inverse = false, ...props }: StarMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8", className)} {...props}>
      <path
        d="M7 7h18v18H7z M16 3.27 28.73 16 16 28.73 3.27 16z"
        className={inverse ? "fill-accent" : "fill-primary"}
      />
      <path
        d="M9.5 9.5h13v13h-13z M16 6.8 25.2 16 16 25.2 6.8 16z"
        fill="none"
        strokeWidth="1.2"
        className={inverse ? "stroke-primary-hover" : "stroke-accent"}
      />
      <circle cx="16" cy="16" r="3.2" className={inverse ? "fill-background" : "fill-accent"} />
    </svg>
  );
}

/** A small gold star used as a divider ornament between an eyebrow's rules. */
function StarOrnament({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={cn("size-3", className)}>
      <path d="M4 4h8v8H4z M8 2.34 13.66 8 8 13.66 2.34 8z" className="fill-current" />
    </svg>
  );
}

export { StarMark, StarOrnament, type StarMarkProps };
