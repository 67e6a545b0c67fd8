import { ChevronLeft, ChevronRight, Clock, Globe2 } from "lucide-react";
import { useMemo, useRef, type KeyboardEvent } from "react";
import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, format, startOfWeek } from "date-fns";
import type { Slot } from "@shared/classes";
import { TIME_SLOTS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useAvailability } from "../api/get-availability";
import {
  DATE_KEY,
  dateOf,
  formatShortDateIn,
  formatTimeIn,
  instantIn,
  isSunday,
  monthOf,
  shiftMonth,
  todayIn,
  wallClockIn,
} from "../lib/slot-times";

/** A chosen time: the teacher's date and wall-clock time, and the instant it stands for. */
export interface ChosenSlot {
  date: string;
  time: string;
  startsAt: string;
}

/** The dates of the visible month to ask the server about: from today (or the 1st) to the month's end. */
export function availabilityRange(month: string, today: string): { from: string; to: string } | null {
  const first = `${month}-01`;
  const from = first < today ? today : first;
  const to = format(endOfMonth(dateOf(first)), DATE_KEY);
  return from <= to ? { from, to } : null;
}

interface SlotPickerProps {
  classId: number;
  teacherTimeZone: string;
  viewerTimeZone: string;
  /** The visible month, "yyyy-MM". */
  month: string;
  onMonthChange: (month: string) => void;
  selectedDate: string | null;
  selected: ChosenSlot | null;
  onSelectDate: (date: string) => void;
  onSelectSlot: (slot: ChosenSlot) => void;
}

/**
 * Step 1 (spec §2, §5): a month calendar of the teacher's dates (past dates and Sundays disabled, as are days
 * with nothing left to book) and the nine times of the chosen date, shown in the viewer's time zone.
 */
export function SlotPicker({
  classId,
  teacherTimeZone,
  viewerTimeZone,
  month,
  onMonthChange,
  selectedDate,
  selected,
  onSelectDate,
  onSelectSlot,
}: SlotPickerProps) {
  const today = todayIn(teacherTimeZone);
  const availability = useAvailability(classId, availabilityRange(month, today));
  const slotsByDate = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of availability.data ?? []) {
      const list = map.get(slot.date) ?? [];
      list.push(slot);
      map.set(slot.date, list);
    }
    return map;
  }, [availability.data]);

  // The viewer and the teacher may not share a calendar: say whose dates these are when they differ.
  const now = new Date();
  const calendarsDiffer =
    todayIn(viewerTimeZone, now) !== todayIn(teacherTimeZone, now) ||
    formatTimeIn(now.toISOString(), viewerTimeZone) !== formatTimeIn(now.toISOString(), teacherTimeZone);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
      <Calendar
        month={month}
        today={today}
        onMonthChange={onMonthChange}
        selectedDate={selectedDate}
        onSelectDate={onSelectDate}
        isBookable={(date) =>
          date >= today && !isSunday(date) && (!availability.data || (slotsByDate.get(date) ?? []).some((s) => s.available))
        }
        note={calendarsDiffer ? `Dates follow the teacher's calendar (${teacherTimeZone}).` : null}
      />
      <section aria-labelledby="time-slots-heading" className="grid content-start gap-3">
        <div>
          <h3 id="time-slots-heading" className="font-semibold text-foreground">
            {selectedDate ? `Available times for ${format(dateOf(selectedDate), "EEEE, MMMM d")}` : "Available times"}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Globe2 className="size-4 shrink-0" aria-hidden="true" />
            Times shown in your time zone ({viewerTimeZone})
          </p>
        </div>
        {!selectedDate ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-input/70 bg-muted/30 p-5 text-sm text-muted-foreground">
            <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
            Choose a date in the calendar to see its times.
          </div>
        ) : availability.isPending ? (
          <div aria-busy="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            <p role="status" className="sr-only">
              Loading available times...
            </p>
            {TIME_SLOTS.map((t) => (
              <Skeleton key={t} className="h-14 rounded-lg" />
            ))}
          </div>
        ) : availability.isError ? (
          <ErrorState
            message="Available times could not be loaded."
            detail={errorText(availability.error)}
            onRetry={() => availability.refetch()}
            retrying={availability.isFetching}
          />
        ) : (
          <TimeSlots
            date={selectedDate}
            slots={slotsByDate.get(selectedDate) ?? []}
            teacherTimeZone={teacherTimeZone}
            viewerTimeZone={viewerTimeZone}
            selected={selected}
            onSelect={onSelectSlot}
          />
        )}
      </section>
    </div>
  );
}

interface CalendarProps {
  month: string;
  today: string;
  onMonthChange: (month: string) => void;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  isBookable: (date: string) => boolean;
  note: string | null;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function Calendar({ month, today, onMonthChange, selectedDate, onSelectDate, isBookable, note }: CalendarProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const first = dateOf(`${month}-01`);
  const days = eachDayOfInterval({ start: startOfWeek(first), end: endOfWeek(endOfMonth(first)) }).map((d) =>
    format(d, DATE_KEY),
  );
  const inMonth = (date: string) => monthOf(date) === month;
  const enabled = days.filter((d) => inMonth(d) && isBookable(d));
  // One tab stop for the grid (the chosen day, else the first bookable one); arrows move between days.
  const tabStop = selectedDate && enabled.includes(selectedDate) ? selectedDate : enabled[0];
  const canGoBack = month > monthOf(today);
  const monthLabel = format(first, "MMMM yyyy");

  const focusDate = (date: string) =>
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    let step = KEY_STEPS[event.key];
    if (event.key === "Home") step = -1;
    if (event.key === "End") step = 1;
    if (step === undefined) return;
    event.preventDefault();
    // Home/End go to the first/last bookable day of the week; arrows to the next bookable day that way.
    const weekEdge = event.key === "Home" || event.key === "End";
    let target = date;
    let found: string | null = null;
    for (let i = 0; i < 42; i++) {
      const next = format(addDays(dateOf(target), step), DATE_KEY);
      if (!inMonth(next)) break;
      if (weekEdge && Math.floor(days.indexOf(next) / 7) !== Math.floor(days.indexOf(date) / 7)) break;
      target = next;
      if (isBookable(next)) {
        found = next;
        if (!weekEdge) break;
      }
    }
    if (found) focusDate(found);
  };

  return (
    <section aria-labelledby="calendar-heading" className="grid content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </Button>
        <h3 id="calendar-heading" aria-live="polite" className="font-semibold text-foreground">
          {monthLabel}
        </h3>
        <Button variant="ghost" size="icon" onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label="Next month">
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
      <div ref={gridRef} role="group" aria-label={monthLabel} className="grid grid-cols-7 gap-1 text-center">
        {days.slice(0, 7).map((d) => (
          <span key={`h-${d}`} aria-hidden="true" className="pb-1 text-xs font-semibold uppercase text-muted-foreground">
            {format(dateOf(d), "EEEEEE")}
          </span>
        ))}
        {days.map((date) => {
          if (!inMonth(date)) return <span key={date} aria-hidden="true" />;
          const bookable = isBookable(date);
          const isSelected = date === selectedDate;
          const isToday = date === today;
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              disabled={!bookable}
              tabIndex={date === tabStop ? 0 : -1}
              aria-pressed={isSelected}
              aria-label={format(dateOf(date), "EEEE, MMMM d, yyyy")}
              aria-current={isToday ? "date" : undefined}
              onClick={() => onSelectDate(date)}
              onKeyDown={(e) => onKeyDown(e, date)}
              className={cn(
                "relative mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-lg text-sm font-medium tabular-nums",
                "transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                bookable && !isSelected && "text-foreground hover:bg-primary-soft hover:text-primary",
                !bookable && "cursor-not-allowed text-muted-foreground/45",
                isSelected && "bg-primary text-primary-foreground shadow-soft",
                isToday && !isSelected && "ring-1 ring-inset ring-accent",
              )}
            >
              {format(dateOf(date), "d")}
            </button>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        Sundays and past dates are not available.{note ? ` ${note}` : ""}
      </p>
    </section>
  );
}

interface TimeSlotsProps {
  date: string;
  slots: Slot[];
  teacherTimeZone: string;
  viewerTimeZone: string;
  selected: ChosenSlot | null;
  onSelect: (slot: ChosenSlot) => void;
}

/** The nine times of a date: open, booked, or gone (already past). */
function TimeSlots({ date, slots, teacherTimeZone, viewerTimeZone, selected, onSelect }: TimeSlotsProps) {
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
