import * as React from "react";

import { cn } from "@/lib/utils";
import { StarOrnament } from "@/components/ui/star-mark";

type SectionHeadingProps = {
  /** id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  align?: "start" | "center";
  className?: string;
};

function SectionHeading({ id, eyebrow, title, description, align = "start", className }: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4",
        align === "center" && "mx-auto max-w-2xl items-center text-center",
        className,
      )}
    >
      <p className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.16em] text-accent-ink rtl:tracking-normal">
        <StarOrnament className="text-accent" />
        {eyebrow}
      </p>
      <h2
        id={id}
        className="font-display text-3xl font-semibold leading-[1.15] tracking-tight text-foreground sm:text-4xl"
      >
        {title}
      </h2>
      {description && (
        <p className="max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{description}</p>
      )}
    </div>
  );
}

export { SectionHeading, type SectionHeadingProps };
