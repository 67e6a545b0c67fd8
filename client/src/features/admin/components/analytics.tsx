import { ChartNoAxesCombined } from "lucide-react";
import { format } from "date-fns";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnalytics } from "../api/analytics";
import { AdminFigureCards } from "./admin-figures";

const weekLabel = (iso: string) => format(new Date(`${iso}T00:00:00`), "MMM d");

function WeeklyChart({ title, data, dataKey }: { title: string; data: { week: string; value: number }[]; dataKey: string }) {
  const total = data.reduce((n, d) => n + d.value, 0);
  return (
    <Card interactive={false}>
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{total} in the last 12 weeks</p>
      </CardHeader>
      <CardContent>
        <div className="h-56" role="img" aria-label={`${title}: ${data.map((d) => `${d.week} ${d.value}`).join(", ")}`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="hsl(var(--border))" />
              <XAxis dataKey="week" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
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
        <ErrorState message="Analytics could not be loaded." onRetry={() => void refetch()} />
      ) : empty ? (
        <EmptyState
          icon={ChartNoAxesCombined}
          title="Charts appear once there is activity"
          description="Weekly sign-ups and bookings will be charted here."
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <WeeklyChart title="Sign-ups per week" dataKey="Sign-ups" data={weeks.map((w) => ({ week: weekLabel(w.weekStart), value: w.signups }))} />
          <WeeklyChart title="Bookings per week" dataKey="Bookings" data={weeks.map((w) => ({ week: weekLabel(w.weekStart), value: w.bookings }))} />
        </div>
      )}
    </div>
  );
}
