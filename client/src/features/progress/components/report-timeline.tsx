import { useTranslation } from "react-i18next";
import type { ProgressReportItem } from "@shared/lessons";
import { ReportCard } from "./report-card";

/** Newest lesson first, whatever order the pages arrived in (a stable sort keeps the server's order for a tie). */
export const newestFirst = (reports: ProgressReportItem[]) =>
  [...reports].sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt));

/** The reports as a timeline: a rail with a dot per lesson, each report in its own card. */
export function ReportTimeline({ reports, zone }: { reports: ProgressReportItem[]; zone?: string }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t("Progress reports, newest first")}
      className="relative space-y-4 border-s-2 border-primary/20 ps-5 sm:ps-7"
    >
      {newestFirst(reports).map((report) => (
        <li key={report.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[27px] top-5 size-3 rounded-full border-2 border-background bg-primary ring-2 ring-primary/25 sm:-start-[35px]"
          />
          <div className="rounded-xl border bg-card p-4 shadow-soft sm:p-5">
            <ReportCard report={report} zone={zone} />
          </div>
        </li>
      ))}
    </ol>
  );
}
