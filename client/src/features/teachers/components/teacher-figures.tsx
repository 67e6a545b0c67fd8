import { FigureGrid, FigureGridSkeleton, type Figure } from "@/components/ui/figure-grid";
import { BookOpen, Star, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DashboardFigures } from "@shared/users";
import { ErrorState } from "@/components/ui/error-state";
import { useDashboard } from "@/features/dashboard";
import { formatMoney } from "@/lib/format";
import { i18n } from "@/lib/i18n";

type TeacherFigures = Extract<DashboardFigures, { role: "teacher" }>;

const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;

/** The figures in the reader's language (called at render time: i18n.t answers in the language shown now). */
export function teacherFigures(d: TeacherFigures): Figure[] {
  return [
    { label: i18n.t("Classes"), value: String(d.classes), icon: icon(BookOpen) },
    {
      label: i18n.t("Students"),
      value: String(d.students),
      icon: icon(Users),
      hint: d.bookings === 1 ? i18n.t("1 booking") : i18n.t("{{count}} bookings", { count: d.bookings }),
    },
    {
      label: i18n.t("Earnings this month"),
      value: formatMoney(d.earningsThisMonth),
      icon: icon(Wallet),
      hint: i18n.t("Yours after Halaqa's fee, less refunds"),
    },
    {
      label: i18n.t("Rating"),
      value: d.rating === null ? "—" : d.rating.toFixed(1),
      icon: icon(Star),
      hint:
        d.reviewCount === 0
          ? i18n.t("No reviews yet")
          : d.reviewCount === 1
            ? i18n.t("1 review")
            : i18n.t("{{count}} reviews", { count: d.reviewCount }),
    },
  ];
}

/** The row of figure cards: real figures from GET /api/dashboard. */
export function TeacherFigureCards() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useDashboard();
  if (isPending) {
    return <FigureGridSkeleton />;
  }
  if (isError || !data) {
    return (
      <ErrorState message={t("Your figures could not be loaded.")} onRetry={() => refetch()} retrying={isFetching} />
    );
  }
  // The figures follow the current role; the page only shows this while acting as teacher.
  if (data.role !== "teacher") return null;
  return <FigureGrid figures={teacherFigures(data)} />;
}
