import type { ReactNode } from "react";

/** A signed-in page: the star lattice fading in behind the title, then the page in the container. */
export function PatternedPage({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <div
        className="bg-star-pattern mask-fade-bottom pointer-events-none absolute inset-x-0 top-0 h-64 opacity-60"
        aria-hidden="true"
      />
      <div className="container relative space-y-8 py-8 md:py-12">{children}</div>
    </div>
  );
}
