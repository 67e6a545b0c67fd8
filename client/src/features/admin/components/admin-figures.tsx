import { BookOpen, CalendarDays, GraduationCap, Hourglass, Users } from "lucide-react";
import type { DashboardFigures } from "@shared/users";
import { ErrorState } from "@/components/ui/error-state";
import { FigureGrid, FigureGridSkeleton, type Figure } from "@/components/ui/figure-grid";
import { useDashboard } from "@/features/dashboard";
import { errorText } from "@/lib/api-client";

export type AdminFigures = Extract<DashboardFigures, { role: "admin" }>;

const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;

export function adminFigures(d: AdminFigures, withBookings = false): Figure[] {
  const figures: Figure[] = [
    { label: "Approved teachers", value: d.teachers.toLocaleString("en-US"), icon: icon(GraduationCap) },
    { label: "Pending applications", value: d.pendingApplications.toLocaleString("en-US"), icon: icon(Hourglass), hint: "Awaiting review" },
    { label: "Students", value: d.students.toLocaleString("en-US"), icon: icon(Users) },
    { label: "Classes", value: d.classes.toLocaleString("en-US"), icon: icon(BookOpen) },
  ];
  if (withBookings) figures.push({ label: "Bookings", value: d.bookings.toLocaleString("en-US"), icon: icon(CalendarDays) });
  return figures;
}

/** The admin's row of figure cards: real figures from GET /api/dashboard. */
export function AdminFigureCards({ withBookings = false }: { withBookings?: boolean }) {
  const { data, isPending, isError, error, refetch, isFetching } = useDashboard();
  if (isPending) {
    return <FigureGridSkeleton />;
  }
  if (isError || !data) {
    return (
      <ErrorState
        message="The platform figures could not be loaded."
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
