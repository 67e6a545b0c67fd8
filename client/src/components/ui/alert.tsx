import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils";

const variants = {
  success: { icon: CircleCheck, box: "border-success/30 bg-success-soft/70", icon_: "text-success" },
  destructive: { icon: CircleAlert, box: "border-destructive/30 bg-destructive-soft/60", icon_: "text-destructive" },
  info: { icon: Info, box: "border-info/25 bg-info-soft/70", icon_: "text-info" },
} satisfies Record<string, { icon: LucideIcon; box: string; icon_: string }>;

type AlertProps = Omit<React.ComponentProps<"div">, "title"> & {
  variant?: keyof typeof variants;
  title: string;
  /** Heading level for the document outline; `div` when the alert is not a section of its own. */
  headingLevel?: "h2" | "h3" | "div";
};

/**
 * An outcome that stays on the page (not a toast): a title, a sentence, maybe a next step. The icon backs up the
 * colour; the title says it in words. Give role="alert" or role="status" where it appears after an action.
 */
function Alert({ variant = "info", title, headingLevel: Heading = "div", className, children, ...props }: AlertProps) {
  const { icon: Icon, box, icon_ } = variants[variant];
  return (
    <div
      data-slot="alert"
      data-variant={variant}
      className={cn("flex gap-3 rounded-xl border p-4 text-sm", box, className)}
      {...props}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", icon_)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <Heading className="font-semibold text-foreground">{title}</Heading>
        {children ? <div className="mt-1 text-foreground/80 [&_p+p]:mt-2">{children}</div> : null}
      </div>
    </div>
  );
}

export { Alert, type AlertProps };
