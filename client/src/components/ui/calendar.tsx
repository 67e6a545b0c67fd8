import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import {
  DayPicker,
  getDefaultClassNames,
  type ChevronProps,
  type DayButtonProps,
  type Labels,
  type PreviousMonthButtonProps,
} from "react-day-picker";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Language } from "@shared/i18n";
import { buttonVariants } from "@/components/ui/button";
import { currentLanguage, dateLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";

type CalendarProps = React.ComponentProps<typeof DayPicker>;

/** A day's full date as each language writes it: "Wednesday, March 3, 2027", "الأربعاء، 3 مارس 2027". */
const DAY_NAME: Record<Language, string> = { en: "EEEE, MMMM d, yyyy", ar: "EEEE، d MMMM yyyy" };

// A day's name is its full date; whether it is today or chosen is said by aria-current and aria-pressed, not by
// DayPicker's "Today, …, selected" wording, so the name stays the same whatever the state (tests and e2e find it so).
// Made at render time, in the language the calendar is shown in.
function calendarLabels(t: TFunction): Partial<Labels> {
  const pattern = DAY_NAME[currentLanguage()];
  return {
    labelDayButton: (date, _modifiers, _options, dateLib) =>
      dateLib ? dateLib.format(date, pattern) : date.toDateString(),
    labelPrevious: () => t("Previous month"),
    labelNext: () => t("Next month"),
    labelNav: () => t("Navigation bar"),
    // DayPicker's own English words (week numbers, month and year menus), in the reader's language.
    labelWeekNumber: (weekNumber) => t("Week {{number}}", { number: weekNumber }),
    labelWeekNumberHeader: () => t("Week Number"),
    labelMonthDropdown: () => t("Choose the Month"),
    labelYearDropdown: () => t("Choose the Year"),
  };
}

/**
 * A month calendar (shadcn's Calendar on react-day-picker, drawn with the app's tokens). Arrow keys move between
 * enabled days, Page Up/Down between months, Home/End to the first/last enabled day of the week.
 */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  components,
  labels,
  locale,
  dir,
  ...props
}: CalendarProps) {
  const { t, i18n } = useTranslation();
  const defaults = getDefaultClassNames();
  const own = calendarLabels(t);
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={className}
      // Month and day names in the reader's language; right to left, the arrow keys follow the reading direction.
      locale={locale ?? dateLocale()}
      dir={dir ?? (i18n.dir() === "rtl" ? "rtl" : undefined)}
      labels={labels ? { ...own, ...labels } : own}
      classNames={{
        root: cn("w-full", defaults.root),
        months: cn("relative", defaults.months),
        month: cn("grid gap-3", defaults.month),
        nav: cn("absolute inset-x-0 top-0 flex items-center justify-between gap-2", defaults.nav),
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), defaults.button_previous),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), defaults.button_next),
        month_caption: cn("flex h-10 items-center justify-center px-12", defaults.month_caption),
        caption_label: cn("font-semibold text-foreground", defaults.caption_label),
        month_grid: cn("w-full border-collapse", defaults.month_grid),
        weekdays: cn("flex gap-1", defaults.weekdays),
        weekday: cn("flex-1 pb-1 text-xs font-semibold uppercase text-muted-foreground", defaults.weekday),
        week: cn("mt-1 flex w-full gap-1", defaults.week),
        day: cn("flex flex-1 items-center justify-center p-0 text-center", defaults.day),
        hidden: cn("invisible", defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: CalendarChevron,
        DayButton: CalendarDayButton,
        PreviousMonthButton: CalendarNavButton,
        NextMonthButton: CalendarNavButton,
        ...components,
      }}
      {...props}
    />
  );
}

function CalendarChevron({ className, orientation }: ChevronProps) {
  const Icon = orientation === "right" ? ChevronRight : ChevronLeft;
  return <Icon aria-hidden="true" className={cn("rtl:rotate-180", className)} />;
}

/** DayPicker marks a month out of reach with aria-disabled; a disabled button also ignores clicks and Tab. */
function CalendarNavButton({ "aria-disabled": ariaDisabled, ...props }: PreviousMonthButtonProps) {
  return <button {...props} disabled={ariaDisabled === true || ariaDisabled === "true"} />;
}

function CalendarDayButton({ className, day, modifiers, onKeyDown, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // DayPicker moves focus by changing the focused day; the button follows (as DayPicker's own DayButton does).
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const onKey = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    // DayPicker sends Home/End to the week's first/last day and stays put when that day is disabled (a Sunday, a
    // past day): go to the first/last enabled day of the week instead.
    if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const row = event.currentTarget.closest("tr");
      const enabled = Array.from(
        row?.querySelectorAll<HTMLButtonElement>("button:not([disabled]):not([aria-disabled='true'])") ?? [],
      );
      (event.key === "Home" ? enabled[0] : enabled.at(-1))?.focus();
      return;
    }
    onKeyDown?.(event);
  };

  return (
    <button
      ref={ref}
      data-date={day.isoDate}
      aria-pressed={Boolean(modifiers.selected)}
      aria-current={modifiers.today ? "date" : undefined}
      onKeyDown={onKey}
      className={cn(
        "relative mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-lg text-sm font-medium tabular-nums",
        "transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        "text-foreground enabled:hover:bg-primary-soft enabled:hover:text-primary",
        "disabled:cursor-not-allowed disabled:text-muted-foreground/45 aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground/45",
        modifiers.today && !modifiers.selected && "ring-1 ring-inset ring-accent",
        modifiers.selected &&
          "bg-primary text-primary-foreground shadow-soft enabled:hover:bg-primary enabled:hover:text-primary-foreground",
        modifiers.outside && "text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Calendar, CalendarDayButton, type CalendarProps };
