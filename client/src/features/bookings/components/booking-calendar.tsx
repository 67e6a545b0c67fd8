import { format } from "date-fns";
import { useTranslation } from "react-i18next";
import type { CaptionLabelProps } from "react-day-picker";
import { Calendar } from "@/components/ui/calendar";
import { DATE_KEY, dateOf, MONTH_KEY } from "../lib/slot-times";

interface BookingCalendarProps {
  /** The visible month, "yyyy-MM". */
  month: string;
  /** Today in the teacher's calendar, "yyyy-MM-dd": no earlier month can be shown. */
  today: string;
  onMonthChange: (month: string) => void;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  /** Whether a date ("yyyy-MM-dd") of the teacher's calendar can be chosen. */
  isBookable: (date: string) => boolean;
  /** Said after the rule under the calendar (e.g. whose calendar the dates follow). */
  note: string | null;
}

/** The month's name as the calendar section's heading (DayPicker's is a live status line, no heading). */
function MonthHeading({ role: _role, ...props }: CaptionLabelProps) {
  return <h3 id="calendar-heading" {...props} />;
}
const COMPONENTS = { CaptionLabel: MonthHeading };

/**
 * The teacher's dates of one month (spec §2, §5). Dates are calendar days of the teacher's zone, held as plain
 * "yyyy-MM-dd" strings and shown as local dates, so the grid never shifts with the viewer's zone.
 */
export function BookingCalendar({
  month,
  today,
  onMonthChange,
  selectedDate,
  onSelectDate,
  isBookable,
  note,
}: BookingCalendarProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="calendar-heading" className="grid content-start gap-3">
      <Calendar
        mode="single"
        required
        showOutsideDays={false}
        today={dateOf(today)}
        startMonth={dateOf(`${today.slice(0, 7)}-01`)}
        month={dateOf(`${month}-01`)}
        onMonthChange={(first) => onMonthChange(format(first, MONTH_KEY))}
        selected={selectedDate ? dateOf(selectedDate) : undefined}
        onSelect={(date) => onSelectDate(format(date, DATE_KEY))}
        disabled={(date: Date) => !isBookable(format(date, DATE_KEY))}
        components={COMPONENTS}
      />
      <p className="text-xs text-muted-foreground">
        {t("Only days with a free time in the teacher's hours can be chosen.")}
        {note ? ` ${note}` : ""}
      </p>
    </section>
  );
}
