// Loaded on demand by hifz-record.tsx: recharts is large and only the Progress tab draws a chart.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HifzLessonPoint } from "@shared/hifz";
import { formatDate } from "@/lib/format";

/** Ayat memorised after each lesson; the figure's label carries every point for screen readers. */
export default function HifzChart({ timeline }: { timeline: HifzLessonPoint[] }) {
  const points = timeline.map((p) => ({ date: formatDate(p.lessonAt), ayat: p.memorisedAyat, mistakes: p.mistakes.forgot + p.mistakes.stuck + p.mistakes.tajweed }));
  return (
    <div
      className="h-56"
      role="img"
      aria-label={`Ayat memorised over time: ${points.map((p) => `${p.date} ${p.ayat} ayat, ${p.mistakes} mistakes`).join("; ")}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="hsl(var(--border))" />
          <XAxis dataKey="date" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis yAxisId="ayat" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <YAxis yAxisId="mistakes" orientation="right" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} hide />
          <Tooltip />
          {/* Two figures on two scales: the key names each line. */}
          <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
          <Line yAxisId="ayat" type="stepAfter" dataKey="ayat" name="Ayat memorised" stroke="hsl(var(--primary))" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          <Line yAxisId="mistakes" type="linear" dataKey="mistakes" name="Mistakes in the lesson" stroke="hsl(var(--accent))" strokeWidth={1.5} strokeDasharray="4 3" dot={{ r: 2 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
