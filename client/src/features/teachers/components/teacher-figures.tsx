import { FigureGrid, FigureGridSkeleton, type Figure } from "@/components/ui/figure-grid";
import { BookOpen, Star, Users, Wallet } from "lucide-react";
import type { DashboardFigures } from "@shared/users";
import { ErrorState } from "@/components/ui/error-state";
import { useDashboard } from "@/features/dashboard";
import { formatMoney } from "@/lib/format";

type TeacherFigures = Extract<DashboardFigures, { role: "teacher" }>;


const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function teacherFigures(d: TeacherFigures): Figure[] {
  return [
    { label: "Classes", value: String(d.classes), icon: icon(BookOpen) },
    { label: "Students", value: String(d.students), icon: icon(Users), hint: plural(d.bookings, "booking") },
    { label: "Earnings this month", value: formatMoney(d.earningsThisMonth), icon: icon(Wallet), hint: "From paid bookings" },
    {
      label: "Rating",
      value: d.rating === null ? "—" : d.rating.toFixed(1),
      icon: icon(Star),
      hint: d.reviewCount === 0 ? "No reviews yet" : plural(d.reviewCount, "review"),
    },
  ];
}

/** The row of figure cards: real figures from GET /api/dashboard. */
export function TeacherFigureCards() {
  const { data, isPending, isError, refetch, isFetching } = useDashboard();
  if (isPending) {
    return <FigureGridSkeleton />;
  }
  if (isError || !data) {
    return (
      <ErrorState
        message="Your figures could not be loaded."
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  // The figures follow the current role; the page only shows this while acting as teacher.
  if (data.role !== "teacher") return null;
  return (
    <FigureGrid figures={teacherFigures(data)} />
  );
}
