import * as React from "react";
import { LoaderCircle } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"svg">, "children"> & {
  size?: "sm" | "default" | "lg";
  /**
   * When given, the spinner announces itself (role="status" with this text for screen readers).
   * Leave it out inside a button that already shows pending text, so the text is not read twice.
   */
  label?: string;
};

const sizes = { sm: "size-3.5", default: "size-4", lg: "size-6" } as const;

function Spinner({ className, size = "default", label, ...props }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      data-slot="spinner"
      aria-hidden="true"
      className={cn("shrink-0 animate-spin", sizes[size], className)}
      {...props}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
