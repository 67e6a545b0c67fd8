// Loaded on demand by hifz-record.tsx: recharts is large and only the Progress tab draws a chart.
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { HIFZ_TIMELINE_MAX, type HifzLessonPoint } from "@shared/hifz-ledger";
import { formatDate } from "@/lib/format";
import { i18n } from "@/lib/i18n";

/** "From 6 ayat on 1 Mar 2026 to 39 ayat on 2 Apr 2026, over 6 lessons": what the line shows, for screen readers. */
export function chartSummary(timeline: HifzLessonPoint[]): string {
  const first = timeline[0];
  const last = timeline[timeline.length - 1];
  if (!first || !last) return i18n.t("Ayat memorised over time: no lessons yet.");
  const values = {
    from: first.memorisedAyat,
    fromDate: formatDate(first.lessonAt),
    to: last.memorisedAyat,
    toDate: formatDate(last.lessonAt),
  };
  if (timeline.length === 1)
    return i18n.t(
      "Ayat memorised over time: from {{from}} on {{fromDate}} to {{to}} on {{toDate}}, over 1 lesson.",
      values,
    );
  return timeline.length >= HIFZ_TIMELINE_MAX
    ? i18n.t(
        "Ayat memorised over time: from {{from}} on {{fromDate}} to {{to}} on {{toDate}}, over the latest {{count}} lessons.",
        { ...values, count: timeline.length },
      )
    : i18n.t(
        "Ayat memorised over time: from {{from}} on {{fromDate}} to {{to}} on {{toDate}}, over {{count}} lessons.",
        { ...values, count: timeline.length },
      );
}

/** Ayat memorised after each lesson; the mistakes are beside it, in a table of their own (hifz-mistakes.tsx). */
export default function HifzChart({ timeline }: { timeline: HifzLessonPoint[] }) {
  const { t } = useTranslation();
  const points = timeline.map((p) => ({ date: formatDate(p.lessonAt), ayat: p.memorisedAyat }));
  return (
    <div className="h-56" role="img" aria-label={chartSummary(timeline)}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="hsl(var(--border))" />
          <XAxis dataKey="date" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <Tooltip />
          <Line
            type="stepAfter"
            dataKey="ayat"
            name={t("Ayat memorised")}
            stroke="hsl(var(--primary))"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
