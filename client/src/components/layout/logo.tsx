import { Link } from "wouter";

/** The eight-point star mark and the wordmark; links home. */
export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <g fill="none" stroke="hsl(var(--accent))" strokeWidth="1.6">
          <rect x="10" y="10" width="12" height="12" />
          <rect x="10" y="10" width="12" height="12" transform="rotate(45 16 16)" />
        </g>
        <circle cx="16" cy="16" r="2" className="fill-primary-foreground" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight text-foreground">Halaqa</span>
    </Link>
  );
}
