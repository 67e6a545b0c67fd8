import { History, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";

/** A saved draft on this device, offered for restore (spec §2: 'Restore Draft' / 'Start Fresh'). */
export function DraftBanner({
  savedAt,
  onRestore,
  onStartFresh,
}: {
  savedAt: number;
  onRestore: () => void;
  onStartFresh: () => void;
}) {
  return (
    <section
      aria-labelledby="draft-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-accent/50 bg-accent-soft/60 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <h2 id="draft-banner-title" className="font-semibold text-foreground">
            You have an unfinished application
          </h2>
          <p className="mt-0.5 text-muted-foreground">
            {savedAt > 0 ? `Saved on this device ${formatDateTime(new Date(savedAt).toISOString())}. ` : ""}
            Pick up where you left off?
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-auto">
        <Button variant="outline" size="sm" onClick={onStartFresh}>
          Start Fresh
        </Button>
        <Button size="sm" onClick={onRestore}>
          Restore Draft
        </Button>
      </div>
    </section>
  );
}

/** The admin's feedback on a rejected application (spec: rejected shows as 'Needs Improvement'). */
export function RejectionNotice({ feedback }: { feedback: string | null }) {
  return (
    <section
      aria-labelledby="rejection-title"
      className="flex gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="rejection-title" className="font-semibold text-foreground">
          Profile Needs Improvement
        </h2>
        {feedback ? (
          <blockquote className="mt-2 whitespace-pre-line border-s-2 border-warning/40 ps-3 text-foreground">
            {feedback}
          </blockquote>
        ) : null}
        <p className="mt-2 text-muted-foreground">
          Update your application below and submit it again: it goes back to our team for review.
        </p>
      </div>
    </section>
  );
}
