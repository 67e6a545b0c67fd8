import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ReportAfterTrial, useReport } from "@/features/lessons";
import { errorText } from "@/lib/api-client";
import { ReportCard } from "./report-card";

function ReportBody({ bookingId }: { bookingId: number }) {
  // The lesson feature's query (404 answers null): the teacher's correction updates what the parent reads here.
  const { t } = useTranslation();
  const report = useReport(bookingId);
  if (report.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading the report...")}
        </p>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (report.isError || !report.data) {
    const missing = !report.isError;
    return (
      <ErrorState
        message={missing ? t("This lesson has no report yet.") : t("The report could not be loaded.")}
        detail={missing ? undefined : errorText(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ReportCard report={report.data} />
      <ReportAfterTrial bookingId={bookingId} placement={report.data.placement} />
    </div>
  );
}

/** 'View report' from a booking: the teacher's report on that lesson (GET /api/bookings/{id}/report). */
export function ReportDialog({ bookingId, onClose }: { bookingId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Progress report")}</DialogTitle>
          <DialogDescription>{t("What the teacher recorded after the lesson.")}</DialogDescription>
        </DialogHeader>
        {bookingId !== null ? <ReportBody bookingId={bookingId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
