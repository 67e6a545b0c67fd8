import type { Slot } from "@shared/classes";
import { TIME_SLOTS } from "@shared/constants";
import { cn } from "@/lib/utils";
import { formatShortDateIn, formatTimeIn, instantIn, wallClockIn, type ChosenSlot } from "../lib/slot-times";

interface TimeSlotsProps {
  /** The teacher's date, "yyyy-MM-dd". */
  date: string;
  slots: Slot[];
  teacherTimeZone: string;
  viewerTimeZone: string;
  selected: ChosenSlot | null;
  onSelect: (slot: ChosenSlot) => void;
}

/** The nine times of a date (spec §9): open, booked, or gone (already past), in the viewer's zone. */
export function TimeSlots({ date, slots, teacherTimeZone, viewerTimeZone, selected, onSelect }: TimeSlotsProps) {
  const rows = TIME_SLOTS.map((time) => {
    const slot = slots.find((s) => s.time === time);
    return {
      time,
      startsAt: slot?.startsAt ?? instantIn(date, time, teacherTimeZone).toISOString(),
      state: !slot ? ("unavailable" as const) : slot.available ? ("open" as const) : ("booked" as const),
    };
  });
  const noneOpen = rows.every((r) => r.state !== "open");
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2" aria-label="Time slots">
        {rows.map(({ time, startsAt, state }) => {
          const isSelected = selected?.date === date && selected.time === time;
          const viewer = wallClockIn(startsAt, viewerTimeZone);
          const sameClock = viewer.date === date && viewer.time === time;
          const otherDay = viewer.date !== date;
          const status = state === "booked" ? "Booked" : state === "unavailable" ? "Unavailable" : null;
          const name = [
            `${formatTimeIn(startsAt, viewerTimeZone)}${otherDay ? ` (${formatShortDateIn(startsAt, viewerTimeZone)})` : ""}`,
            sameClock ? null : `${time} in ${teacherTimeZone}`,
            status,
          ]
            .filter(Boolean)
            .join(", ");
          return (
            <li key={time}>
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
                  state === "open" && !isSelected && "border-input bg-card text-foreground hover:border-primary/60 hover:bg-primary-soft",
                  state !== "open" && "cursor-not-allowed border-dashed border-input/70 bg-muted/40 text-muted-foreground",
                  isSelected && "border-primary bg-primary text-primary-foreground shadow-soft",
                )}
              >
                <span className="text-sm font-semibold tabular-nums">
                  {formatTimeIn(startsAt, viewerTimeZone)}
                  {otherDay ? <span className="font-normal"> ({formatShortDateIn(startsAt, viewerTimeZone)})</span> : null}
                </span>
                {!sameClock ? (
                  <span className={cn("text-xs tabular-nums", isSelected ? "text-primary-foreground/85" : "text-muted-foreground")}>
                    {time} in {teacherTimeZone}
                  </span>
                ) : null}
                {status ? <span className="text-xs font-medium">{status}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {noneOpen ? (
        <p className="text-sm text-muted-foreground">No times are left on this day. Please choose another date.</p>
      ) : null}
    </>
  );
}
