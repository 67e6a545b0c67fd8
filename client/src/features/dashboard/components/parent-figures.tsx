import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { CalendarClock, CalendarDays, Users, Wallet } from "lucide-react";
import type { DashboardFigures } from "@shared/users";
import { ErrorState } from "@/components/ui/error-state";
import { FigureGrid, FigureGridSkeleton, type Figure } from "@/components/ui/figure-grid";
import { errorText } from "@/lib/api-client";
import { formatInZone, formatMoney, viewerTimeZone } from "@/lib/format";
import { useDashboard } from "../api/get-dashboard";

type ParentFigures = Extract<DashboardFigures, { role: "parent" }>;

const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The figures of GET /api/dashboard for a parent. The next class is split in two: the day as the figure and the
 * time (with the zone's name) underneath, so it fits a figure card on a phone.
 */
export function nextClassFigure(nextClassAt: string | null, zone = viewerTimeZone()): Pick<Figure, "value" | "hint"> {
  return nextClassAt
    ? {
        value: format(nextClassAt, "MMM d", { in: tz(zone) }),
        hint: formatInZone(nextClassAt, "EEEE, h:mm a", zone),
      }
    : { value: "None", hint: "No class scheduled yet" };
}

export function parentFigures(d: ParentFigures, zone = viewerTimeZone()): Figure[] {
  const next = nextClassFigure(d.nextClassAt, zone);
  return [
    { label: "Children", value: String(d.children), icon: icon(Users), hint: d.children === 0 ? "Add a child to book" : "Student profiles" },
    {
      label: "Bookings",
      value: String(d.bookings),
      icon: icon(CalendarDays),
      hint: `${plural(d.completedSessions, "completed session")}`,
    },
    { label: "Next class", ...next, icon: icon(CalendarClock) },
    { label: "Spent", value: formatMoney(d.amountSpent), icon: icon(Wallet), hint: "Total paid so far" },
  ];
}

/** The parent's row of figure cards: real figures, never the placeholders. */
export function ParentFigureCards() {
  const { data, error, isPending, isError, refetch, isFetching } = useDashboard();
  if (isPending) return <FigureGridSkeleton />;
  if (isError || !data) {
    return (
      <ErrorState
        message="Your figures could not be loaded."
        detail={error ? errorText(error) : undefined}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  // The figures follow the current role; the page only shows this while acting as parent.
  if (data.role !== "parent") return null;
  return <FigureGrid figures={parentFigures(data)} />;
}
