import { ChartNoAxesCombined } from "lucide-react";
import { format } from "date-fns";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { dateLocale, i18n } from "@/lib/i18n";
import { useAnalytics } from "../api/analytics";
import { AdminFigureCards } from "./admin-figures";

// The pattern is translated too: Arabic puts the day before the month.
const weekLabel = (iso: string) => format(new Date(`${iso}T00:00:00`), i18n.t("MMM d"), { locale: dateLocale() });

function WeeklyChart({
  title,
  data,
  dataKey,
}: {
  title: string;
  data: { week: string; value: number }[];
  dataKey: string;
}) {
  const { t } = useTranslation();
  const total = data.reduce((n, d) => n + d.value, 0);
  // Right to left, the weeks run from the right and the counts stand on the right, as the page reads.
  const rtl = i18n.dir() === "rtl";
  return (
    <Card interactive={false}>
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t("{{total}} in the last 12 weeks", { total })}</p>
      </CardHeader>
      <CardContent>
        <div className="h-56" role="img" aria-label={`${title}: ${data.map((d) => `${d.week} ${d.value}`).join(", ")}`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              margin={rtl ? { top: 8, right: -16, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid vertical={false} stroke="hsl(var(--border))" />
              <XAxis
                dataKey="week"
                tickLine={false}
                axisLine={false}
                fontSize={12}
                interval="preserveStartEnd"
                reversed={rtl}
              />
              <YAxis
                allowDecimals={false}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                orientation={rtl ? "right" : "left"}
              />
              <Tooltip cursor={{ fill: "hsl(var(--muted))" }} />
              <Bar dataKey="value" name={dataKey} fill="hsl(var(--primary))" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}

/** Analytics: the platform figures and weekly sign-ups and bookings. */
export function Analytics() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useAnalytics();
  const weeks = data ?? [];
  const empty = weeks.every((w) => w.signups === 0 && w.bookings === 0);
  return (
    <div className="space-y-6">
      <AdminFigureCards withBookings />
      {isLoading ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : isError ? (
        <ErrorState message={t("Analytics could not be loaded.")} onRetry={() => void refetch()} />
      ) : empty ? (
        <EmptyState
          icon={ChartNoAxesCombined}
          title={t("Charts appear once there is activity")}
          description={t("Weekly sign-ups and bookings will be charted here.")}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <WeeklyChart
            title={t("Sign-ups per week")}
            dataKey={t("Sign-ups")}
            data={weeks.map((w) => ({ week: weekLabel(w.weekStart), value: w.signups }))}
          />
          <WeeklyChart
            title={t("Bookings per week")}
            dataKey={t("Bookings")}
            data={weeks.map((w) => ({ week: weekLabel(w.weekStart), value: w.bookings }))}
          />
        </div>
      )}
    </div>
  );
}
