import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import type { LessonView } from "./lesson-detail-body";

// The details and their forms download when a teacher first opens a lesson (or points at 'Details'), not with the
// dashboard.
const LessonDetailBody = lazyWithPreload(
  () => import("./lesson-detail-body"),
  (m) => m.LessonDetailBody,
);

/** Starts the download early (a failed one is tried again when the dialog opens). */
export const preloadLessonDetails = (): Promise<void> =>
  LessonDetailBody.preload().then(
    () => undefined,
    () => undefined,
  );

function Waiting({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("Lesson details")}</DialogTitle>
        <DialogDescription>{message ? t(message) : t("Loading the lesson...")}</DialogDescription>
      </DialogHeader>
      {message ? null : (
        <div aria-busy="true" className="grid gap-3">
          <Skeleton className="h-20 rounded-lg" />
          <Skeleton className="h-32 rounded-lg" />
        </div>
      )}
    </>
  );
}

export interface LessonDetailDialogProps {
  /** The booking; undefined while it loads, null when it is not found (or not this teacher's). */
  booking: BookingItem | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'complete' opens straight at the 'Complete lesson' form. */
  startWith?: LessonView;
  /** The booking's status and payment badges (the bookings feature draws them). */
  statusBadges?: ReactNode;
}

/** One of the teacher's lessons: who is coming, where to meet, and completing it. Fits a 375 px screen. */
export function LessonDetailDialog({ booking, open, onOpenChange, startWith, statusBadges }: LessonDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {booking === undefined ? (
          <Waiting />
        ) : booking === null ? (
          <Waiting message="This lesson could not be found. It may have been removed, or belong to another teacher." />
        ) : (
          <Suspense fallback={<Waiting />}>
            <LessonDetailBody key={booking.id} booking={booking} startWith={startWith} statusBadges={statusBadges} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
