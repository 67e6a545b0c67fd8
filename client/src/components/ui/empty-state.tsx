import type { LucideIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  icon?: LucideIcon;
  title: string;
  /** What to do next, in a sentence. */
  description?: React.ReactNode;
  /** The button that does it. */
  action?: React.ReactNode;
  /** Heading level for the document outline. */
  headingLevel?: "h2" | "h3" | "h4";
};

/** An empty list: says so, says what to do next, and offers the button to do it. */
function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel: Heading = "h3",
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed border-input/60 bg-card/60 px-6 py-10 text-center",
        className,
      )}
      {...props}
    >
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : null}
      <Heading className="font-display text-lg font-semibold text-foreground">{title}</Heading>
      {description ? <div className="max-w-md text-sm text-muted-foreground">{description}</div> : null}
      {action ? <div className="mt-1 flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
