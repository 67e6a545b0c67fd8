import { useTranslation } from "react-i18next";
import type { Slot } from "@shared/classes";
import { PrayerMark, prayerAt, prayerMarkSentence, usePrayerSettings } from "@/features/prayer-times";
import { zoneLabel } from "@/lib/format";
import { cn } from "@/lib/utils";
import { formatShortDateIn, formatTimeIn, wallClockIn, type ChosenSlot } from "../lib/slot-times";

interface TimeSlotsProps {
  /** The teacher's date, "yyyy-MM-dd". */
  date: string;
  slots: Slot[];
  teacherTimeZone: string;
  viewerTimeZone: string;
  selected: ChosenSlot | null;
  onSelect: (slot: ChosenSlot) => void;
  /** The lesson being moved: its own time reads 'Current time' rather than 'Booked'. */
  currentStartsAt?: string | null;
  /** The class's length in minutes: a time whose lesson holds a prayer time in the family's city is marked (issue 17). */
  lessonMinutes?: number;
}

/**
 * The times the teacher offers on a date (issue 17: their own hours, so only what the server lists), open or
 * booked, in the viewer's zone.
 */
export function TimeSlots({
  date,
  slots,
  teacherTimeZone,
  viewerTimeZone,
  selected,
  onSelect,
  currentStartsAt = null,
  lessonMinutes,
}: TimeSlotsProps) {
  const { t } = useTranslation();
  const prayerSettings = usePrayerSettings();
  const rows = [...slots]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((slot) => ({
      time: slot.time,
      startsAt: slot.startsAt,
      seatsLeft: slot.seatsLeft,
      state:
        currentStartsAt !== null && Date.parse(slot.startsAt) === Date.parse(currentStartsAt)
          ? ("current" as const)
          : slot.available
            ? ("open" as const)
            : ("booked" as const),
    }));
  const noneOpen = rows.every((r) => r.state !== "open");
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2" aria-label={t("Time slots")}>
        {rows.map(({ time, startsAt, state, seatsLeft }) => {
          // By the instant: a wall-clock time can occur twice on the night summer time ends.
          const isSelected = selected?.date === date && Date.parse(selected.startsAt) === Date.parse(startsAt);
          const viewer = wallClockIn(startsAt, viewerTimeZone);
          const sameClock = viewer.date === date && viewer.time === time;
          const otherDay = viewer.date !== date;
          const status = state === "booked" ? t("Booked") : state === "current" ? t("Current time") : null;
          // A group class's open time says how many places it still has (issue 32), counted by the server.
          const seats =
            state === "open" && seatsLeft !== undefined ? t("Seats left: {{seats}}", { seats: seatsLeft }) : null;
          // A hint only: the time stays bookable.
          const prayer =
            state !== "booked" && lessonMinutes
              ? prayerAt(startsAt, Date.parse(startsAt) + lessonMinutes * 60_000, prayerSettings)
              : null;
          const name = [
            `${formatTimeIn(startsAt, viewerTimeZone)}${otherDay ? ` (${formatShortDateIn(startsAt, viewerTimeZone)})` : ""}`,
            sameClock ? null : t("{{time}} in {{zone}}", { time, zone: teacherTimeZone }),
            status,
            seats,
            prayer
              ? [prayerMarkSentence(prayer.prayer), formatTimeIn(prayer.at.toISOString(), viewerTimeZone)].join(t(", "))
              : null,
          ]
            .filter(Boolean)
            // The list's comma is the language's own (Arabic: "، ").
            .join(t(", "));
          return (
            <li key={startsAt}>
              <button
                type="button"
                disabled={state !== "open"}
                aria-pressed={isSelected}
                aria-label={name}
                onClick={() => onSelect({ date, time, startsAt })}
                className={cn(
                  "flex min-h-14 w-full flex-col items-center justify-center rounded-lg border px-2 py-2 text-center",
                  "transition-[border-color,background-color,color] duration-150",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                  state === "open" &&
                    !isSelected &&
                    "border-input bg-card text-foreground hover:border-primary/60 hover:bg-primary-soft",
                  state === "booked" &&
                    "cursor-not-allowed border-dashed border-input/70 bg-muted/40 text-muted-foreground",
                  state === "current" && "cursor-not-allowed border-primary/50 bg-primary-soft/60 text-foreground",
                  isSelected && "border-primary bg-primary text-primary-foreground shadow-soft",
                )}
              >
                <span className="text-sm font-semibold tabular-nums">
                  {formatTimeIn(startsAt, viewerTimeZone)}
                  {otherDay ? (
                    <span className="font-normal"> ({formatShortDateIn(startsAt, viewerTimeZone)})</span>
                  ) : null}
                </span>
                {!sameClock ? (
                  <span
                    className={cn(
                      "whitespace-nowrap text-xs tabular-nums",
                      isSelected ? "text-primary-foreground/85" : "text-muted-foreground",
                    )}
                  >
                    {/* The zone named as everywhere; one line on a phone's half-width button. */}
                    {time} {zoneLabel(teacherTimeZone)}
                  </span>
                ) : null}
                {status ? <span className="text-xs font-medium">{status}</span> : null}
                {seats ? <span className="text-xs font-medium">{seats}</span> : null}
                {prayer ? (
                  <PrayerMark
                    time={prayer}
                    timeZone={viewerTimeZone}
                    className={isSelected ? "text-primary-foreground" : undefined}
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {noneOpen ? (
        <p className="text-sm text-muted-foreground">
          {t("No times are left on this day. Please choose another date.")}
        </p>
      ) : null}
    </>
  );
}
