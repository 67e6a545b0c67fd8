import * as React from "react";

import { cn } from "@/lib/utils";

/** Placeholder block for first loads; decorative, so hidden from assistive technology (announce loading elsewhere). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-border/70", className)}
      {...props}
    />
  );
}

export { Skeleton };
