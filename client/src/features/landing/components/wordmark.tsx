import { cn } from "@/lib/utils";
import { StarMark } from "@/components/ui/star-mark";

/** Mark plus wordmark, as used in the footer. */
function Wordmark({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <StarMark className="size-8" inverse={inverse} />
      <span
        className={cn(
          "font-display text-2xl font-semibold tracking-tight",
          inverse ? "text-primary-foreground" : "text-foreground",
        )}
      >
        Halaqa
      </span>
    </span>
  );
}

export { Wordmark };
