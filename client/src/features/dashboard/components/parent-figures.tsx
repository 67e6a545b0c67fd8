import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { CalendarClock, CalendarDays, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DashboardFigures } from "@shared/users";
import { ErrorState } from "@/components/ui/error-state";
import { FigureGrid, FigureGridSkeleton, type Figure } from "@/components/ui/figure-grid";
import { errorText } from "@/lib/api-client";
import { formatInZone, formatMoney, viewerTimeZone } from "@/lib/format";
import { useApproximate } from "@/features/currency";
import { dateLocale, i18n } from "@/lib/i18n";
import { useDashboard } from "../api/get-dashboard";

type ParentFigures = Extract<DashboardFigures, { role: "parent" }>;

const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;

/**
 * The figures of GET /api/dashboard for a parent, in the reader's language (called at render time). The next class is
 * split in two: the day as the figure and the time (with the zone's name) underneath, so it fits a figure card on a
 * phone.
 */
export function nextClassFigure(nextClassAt: string | null, zone = viewerTimeZone()): Pick<Figure, "value" | "hint"> {
  return nextClassAt
    ? {
        // The pattern is translated too: Arabic puts the day before the month ("7 ديسمبر").
        value: format(nextClassAt, i18n.t("MMM d"), { in: tz(zone), locale: dateLocale() }),
        hint: formatInZone(nextClassAt, "EEEE, h:mm a", zone),
      }
    : { value: i18n.t("None"), hint: i18n.t("No class scheduled yet") };
}

/** `approximate`: the amount spent in the viewer's preferred currency ("£15.80"), when it is not USD. */
export function parentFigures(d: ParentFigures, zone = viewerTimeZone(), approximate?: string | null): Figure[] {
  const next = nextClassFigure(d.nextClassAt, zone);
  const sessions = d.completedSessions;
  return [
    {
      label: i18n.t("Children"),
      value: String(d.children),
      icon: icon(Users),
      hint: d.children === 0 ? i18n.t("Add a child to book") : i18n.t("Student profiles"),
    },
    {
      label: i18n.t("Bookings"),
      value: String(d.bookings),
      icon: icon(CalendarDays),
      hint:
        sessions === 1 ? i18n.t("1 completed session") : i18n.t("{{count}} completed sessions", { count: sessions }),
    },
    { label: i18n.t("Next class"), ...next, icon: icon(CalendarClock) },
    {
      label: i18n.t("Spent"),
      value: formatMoney(d.amountSpent),
      icon: icon(Wallet),
      hint: approximate
        ? i18n.t("Total paid so far · ≈ {{amount}}", { amount: approximate })
        : i18n.t("Total paid so far"),
    },
  ];
}

/** The parent's row of figure cards: real figures, never the placeholders. */
export function ParentFigureCards() {
  const { t } = useTranslation();
  const { data, error, isPending, isError, refetch, isFetching } = useDashboard();
  const approximate = useApproximate();
  if (isPending) return <FigureGridSkeleton />;
  if (isError || !data) {
    return (
      <ErrorState
        message={t("Your figures could not be loaded.")}
        detail={error ? errorText(error) : undefined}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  // The figures follow the current role; the page only shows this while acting as parent.
  if (data.role !== "parent") return null;
  return <FigureGrid figures={parentFigures(data, undefined, approximate(data.amountSpent)?.text)} />;
}
