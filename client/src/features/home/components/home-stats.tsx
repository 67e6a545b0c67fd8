import { FigureGrid, type Figure } from "@/components/ui/figure-grid";
import { AlertCircle, BookOpen, CalendarClock, GraduationCap, Hourglass, Star, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DashboardFigures } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { nextClassFigure, useDashboard } from "@/features/dashboard";
import { formatMoney, viewerTimeZone } from "@/lib/format";
import { i18n } from "@/lib/i18n";

const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;

export function figuresFor(d: DashboardFigures, zone = viewerTimeZone()): Figure[] {
  switch (d.role) {
    case "teacher":
      return [
        { label: i18n.t("Classes"), value: String(d.classes), icon: icon(BookOpen) },
        { label: i18n.t("Students"), value: String(d.students), icon: icon(Users) },
        { label: i18n.t("Earnings this month"), value: formatMoney(d.earningsThisMonth), icon: icon(Wallet) },
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
    case "admin":
      return [
        { label: i18n.t("Approved teachers"), value: String(d.teachers), icon: icon(GraduationCap) },
        { label: i18n.t("Pending applications"), value: String(d.pendingApplications), icon: icon(Hourglass) },
        { label: i18n.t("Students"), value: String(d.students), icon: icon(Users) },
        { label: i18n.t("Active classes"), value: String(d.classes), icon: icon(BookOpen) },
      ];
    default:
      return [
        { label: i18n.t("Children"), value: String(d.children), icon: icon(Users) },
        { label: i18n.t("Booked classes"), value: String(d.bookings), icon: icon(BookOpen) },
        { label: i18n.t("Completed sessions"), value: String(d.completedSessions), icon: icon(GraduationCap) },
        // The day as the figure, the time under it: a whole date-time set in the figure's size overran a phone's card.
        { label: i18n.t("Next class"), ...nextClassFigure(d.nextClassAt, zone), icon: icon(CalendarClock) },
      ];
  }
}

export function HomeStats() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useDashboard();
  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy="true" aria-label={t("Loading figures")}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[104px] rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return (
      <Card interactive={false} className="border-destructive/30">
        <CardContent className="flex flex-wrap items-center gap-3 p-5 text-sm">
          <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
          <span className="text-foreground">{t("Your figures could not be loaded.")}</span>
          <Button variant="outline" size="sm" onClick={() => refetch()}>
            {t("Try again")}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <FigureGrid figures={figuresFor(data)} />;
}
