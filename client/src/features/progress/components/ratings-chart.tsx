// Loaded on demand by progress-tab.tsx: recharts is large and only the Progress tab draws a chart.
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { RatingPoint } from "./rating-points";

/** Lesson ratings over time; the figure's label carries every point for screen readers. */
export default function RatingsChart({ points }: { points: RatingPoint[] }) {
  const { t } = useTranslation();
  const summary = points.map((p) => t("{{date}} {{rating}} of 5", { date: p.date, rating: p.rating })).join(t(", "));
  return (
    <div className="h-56" role="img" aria-label={t("Lesson ratings over time: {{points}}", { points: summary })}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -24 }}>
          <CartesianGrid vertical={false} stroke="hsl(var(--border))" />
          <XAxis dataKey="date" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis
            domain={[1, 5]}
            ticks={[1, 2, 3, 4, 5]}
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            fontSize={12}
          />
          <Tooltip
            formatter={(value) => [t("{{rating}} of 5", { rating: String(value) }), t("Rating")]}
            labelFormatter={(label) => String(label)}
          />
          {/* Straight segments: a curve would suggest ratings between lessons. */}
          <Line
            type="linear"
            dataKey="rating"
            name={t("Rating")}
            stroke="hsl(var(--primary))"
            strokeWidth={2}
            dot={{ r: 4, fill: "hsl(var(--accent))", stroke: "hsl(var(--primary))" }}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
