import * as React from "react";
import { ChevronDown } from "lucide-react";

import { cn } from "@/lib/utils";

type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes of the wrapper (width, margins); every other prop goes to the <select>. */
  className?: string;
};

/**
 * The browser's own <select>, styled like SelectTrigger. For long lists (hundreds of time zones) it beats a
 * custom listbox: the phone's native picker, type-to-find, optgroups, and no cost for rendering the options.
 */
function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative w-full", className)}>
      <select
        data-slot="native-select"
        className={cn(
          "flex h-10 w-full appearance-none items-center rounded-md border border-input bg-card py-2 pe-9 ps-3 text-base text-foreground shadow-soft sm:text-sm",
          "transition-[border-color,box-shadow] duration-150",
          "focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
          "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
          "aria-[invalid=true]:border-destructive",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

export { NativeSelect, type NativeSelectProps };
