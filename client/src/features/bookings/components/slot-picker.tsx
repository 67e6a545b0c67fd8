import { format } from "date-fns";
import { Clock, Globe2, MoonStar } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Slot } from "@shared/classes";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { dateLocale } from "@/lib/i18n";
import { useSlots } from "../api/get-slots";
import { slotsRange, dateOf, formatHijriDate, formatTimeIn, todayIn, type ChosenSlot } from "../lib/slot-times";
import { BookingCalendar } from "./booking-calendar";
import { TimeSlots } from "./time-slots";

export interface SlotPickerProps {
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
  /** When moving a lesson: its present start, marked among the times. */
  currentStartsAt?: string | null;
  /** The class's length: a time whose lesson spans a prayer time is marked (the family's Preferences). */
  lessonMinutes?: number;
}

const SKELETON_SLOTS = 6;

/**
 * Step 1 (spec §2, §5), and the reschedule dialog: a month calendar of the teacher's dates (past days and days with
 * no free time in the teacher's hours disabled, issue 17) and the times of the chosen date, in the viewer's zone.
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
  currentStartsAt = null,
  lessonMinutes,
}: SlotPickerProps) {
  const { t } = useTranslation();
  const today = todayIn(teacherTimeZone);
  const slots = useSlots(classId, slotsRange(month, today));
  const slotsByDate = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots.data ?? []) {
      const list = map.get(slot.date) ?? [];
      list.push(slot);
      map.set(slot.date, list);
    }
    return map;
  }, [slots.data]);

  const hijriDate = selectedDate ? formatHijriDate(selectedDate) : null;

  // The viewer and the teacher may not share a calendar: say whose dates these are when they differ.
  const now = new Date();
  const calendarsDiffer =
    todayIn(viewerTimeZone, now) !== todayIn(teacherTimeZone, now) ||
    formatTimeIn(now.toISOString(), viewerTimeZone) !== formatTimeIn(now.toISOString(), teacherTimeZone);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
      <BookingCalendar
        month={month}
        today={today}
        onMonthChange={onMonthChange}
        selectedDate={selectedDate}
        onSelectDate={onSelectDate}
        // Until the month's slots are in, only past days are ruled out; then a day needs a free time.
        isBookable={(date) => date >= today && (!slots.data || (slotsByDate.get(date) ?? []).some((s) => s.available))}
        note={calendarsDiffer ? t("Dates follow the teacher's calendar ({{zone}}).", { zone: teacherTimeZone }) : null}
      />
      <section aria-labelledby="time-slots-heading" className="grid content-start gap-3">
        <div>
          <h3 id="time-slots-heading" className="font-semibold text-foreground">
            {selectedDate
              ? t("Available times for {{date}}", {
                  date: format(dateOf(selectedDate), t("EEEE, MMMM d"), { locale: dateLocale() }),
                })
              : t("Available times")}
          </h3>
          {hijriDate ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MoonStar className="size-4 shrink-0 text-accent-ink" aria-hidden="true" />
              <span>
                <span className="sr-only">{`${t("In the Hijri calendar:")} `}</span>
                {hijriDate}
              </span>
            </p>
          ) : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Globe2 className="size-4 shrink-0" aria-hidden="true" />
            {t("Times shown in your time zone ({{zone}})", { zone: viewerTimeZone })}
          </p>
        </div>
        {!selectedDate ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-input/70 bg-muted/30 p-5 text-sm text-muted-foreground">
            <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t("Choose a date in the calendar to see its times.")}
          </div>
        ) : slots.isPending ? (
          <div aria-busy="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            <p role="status" className="sr-only">
              {t("Loading available times...")}
            </p>
            {Array.from({ length: SKELETON_SLOTS }, (_, i) => (
              <Skeleton key={i} className="h-14 rounded-lg" />
            ))}
          </div>
        ) : slots.isError ? (
          <ErrorState
            message={t("Available times could not be loaded.")}
            detail={errorText(slots.error)}
            onRetry={() => slots.refetch()}
            retrying={slots.isFetching}
          />
        ) : (
          <TimeSlots
            date={selectedDate}
            slots={slotsByDate.get(selectedDate) ?? []}
            teacherTimeZone={teacherTimeZone}
            viewerTimeZone={viewerTimeZone}
            selected={selected}
            onSelect={onSelectSlot}
            currentStartsAt={currentStartsAt}
            lessonMinutes={lessonMinutes}
          />
        )}
      </section>
    </div>
  );
}
