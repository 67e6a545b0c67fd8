import { BookOpen, CalendarDays, GraduationCap, Hourglass, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DashboardFigures } from "@shared/users";
import { ErrorState } from "@/components/ui/error-state";
import { FigureGrid, FigureGridSkeleton, type Figure } from "@/components/ui/figure-grid";
import { useDashboard } from "@/features/dashboard";
import { errorText } from "@/lib/api-client";
import { i18n, numberLocale } from "@/lib/i18n";

export type AdminFigures = Extract<DashboardFigures, { role: "admin" }>;

const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;

/** Called at render time: the labels and numbers in the reader's language. */
export function adminFigures(d: AdminFigures, withBookings = false): Figure[] {
  const n = (value: number) => value.toLocaleString(numberLocale());
  const figures: Figure[] = [
    { label: i18n.t("Approved teachers"), value: n(d.teachers), icon: icon(GraduationCap) },
    {
      label: i18n.t("Pending applications"),
      value: n(d.pendingApplications),
      icon: icon(Hourglass),
      hint: i18n.t("Awaiting review"),
    },
    { label: i18n.t("Students"), value: n(d.students), icon: icon(Users) },
    { label: i18n.t("Classes"), value: n(d.classes), icon: icon(BookOpen) },
  ];
  if (withBookings) figures.push({ label: i18n.t("Bookings"), value: n(d.bookings), icon: icon(CalendarDays) });
  return figures;
}

/** The admin's row of figure cards: real figures from GET /api/dashboard. */
export function AdminFigureCards({ withBookings = false }: { withBookings?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch, isFetching } = useDashboard();
  if (isPending) {
    return <FigureGridSkeleton />;
  }
  if (isError || !data) {
    return (
      <ErrorState
        message={t("The platform figures could not be loaded.")}
        detail={isError ? errorText(error) : undefined}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  // The figures follow the current role: an admin acting as another role sees none here.
  if (data.role !== "admin") return null;
  return <FigureGrid figures={adminFigures(data, withBookings)} />;
}
