import { Link } from "wouter";
import { StarMark } from "@/components/ui/star-mark";

/** The eight-point star mark and the wordmark; links home. */
export function Logo() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <StarMark />
      <span className="font-display text-xl font-semibold tracking-tight text-foreground">Halaqa</span>
    </Link>
  );
}
