import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";

/** The skeleton of a list while it loads, announced to screen readers. */
export function ListSkeleton({
  label,
  rows = 3,
  rowClassName = "h-24",
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${rowClassName} rounded-xl`} />
      ))}
    </div>
  );
}

export function SectionHeading({ id, title, description }: { id: string; title: string; description?: string }) {
  return (
    <div>
      <h2 id={id} className="font-display text-xl font-semibold text-foreground">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/** The name as the lists show it; "Unnamed" (in the reader's language, at render time) when there is none. */
export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || i18n.t("Unnamed");
