import { MessageSquareHeart, X } from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { useDismissReviewRequest } from "../api/create-review";

/** At most this many requests at once: the dashboard stays a dashboard. */
const SHOWN = 3;

type Requested = Pick<BookingItem, "id" | "teacherId" | "teacherName" | "studentName" | "classTitle" | "reviewDue">;

function ReviewRequest({
  booking,
  onWrite,
  onDismissed,
}: {
  booking: Requested;
  onWrite: () => void;
  onDismissed: () => void;
}) {
  const { t } = useTranslation();
  const dismiss = useDismissReviewRequest();
  return (
    <Card interactive={false} className="overflow-hidden">
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
          <MessageSquareHeart className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-foreground">
            <Sentence
              i18nKey="How was {{student}}'s lesson with {{teacher}}?"
              values={{ student: booking.studentName, teacher: booking.teacherName }}
            />
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <Sentence
              i18nKey="{{classTitle}}. A few words help other families choose, and tell {{teacher}} what worked."
              values={{ classTitle: booking.classTitle, teacher: booking.teacherName }}
            />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <Button
            variant="ghost"
            size="sm"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(booking.id, {
                onSuccess: onDismissed,
                onError: (error) =>
                  toast({ title: t("Could not dismiss"), description: errorText(error), variant: "destructive" }),
              })
            }
          >
            {dismiss.isPending ? <Spinner /> : <X aria-hidden="true" />}
            <Trans
              i18nKey="Dismiss <sr>the review request for {{classTitle}}</sr>"
              values={{ classTitle: booking.classTitle }}
              components={{ sr: <span className="sr-only" /> }}
            />
          </Button>
          <Button size="sm" onClick={onWrite}>
            <Trans
              i18nKey="Write a review <sr>of {{classTitle}}</sr>"
              values={{ classTitle: booking.classTitle }}
              components={{ sr: <span className="sr-only" /> }}
            />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's request for a review after a held lesson: one card per booking with `reviewDue`, until the parent
 * writes the review or dismisses the request.
 */
export function WriteReviewRequests<T extends Requested>({
  bookings,
  onWrite,
}: {
  bookings: T[];
  onWrite: (booking: T) => void;
}) {
  // Hidden at once on a dismissal, before the bookings reload with reviewDue false.
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const due = bookings.filter((b) => b.reviewDue && !dismissed.has(b.id)).slice(0, SHOWN);
  if (due.length === 0) return null;
  return (
    <section aria-label={t("Review requests")}>
      <ul className="grid gap-3">
        {due.map((b) => (
          <li key={b.id}>
            <ReviewRequest
              booking={b}
              onWrite={() => onWrite(b)}
              onDismissed={() => setDismissed((prev) => new Set(prev).add(b.id))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
