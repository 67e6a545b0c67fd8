// The dialog of one exception: a day or a range of days (at most TEACHER_HOURS_LIMITS.exceptionDays), off or with
// different hours. Confirming saves it; a refusal stays in the dialog with the server's reason.
import { addMonths, format, parseISO } from "date-fns";
import { Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { DateRange } from "react-day-picker";
import { useTranslation } from "react-i18next";
import {
  daysSpanned,
  hoursExceptionSchema,
  lastDayOf,
  TEACHER_HOURS_LIMITS,
  type HoursException,
  type TimeWindow,
} from "@shared/teacher-hours";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/api-client";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { dateLocale } from "@/lib/i18n";
import { issueText } from "../lib/issues";
import { nextWindow } from "../lib/week";
import { FieldMessage, WindowRow } from "./window-row";

const DATE_KEY = "yyyy-MM-dd";
/** How far ahead an exception can be set: a year covers the holidays and travel anyone plans. */
const MONTHS_AHEAD = 12;

interface AddExceptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today in the teacher's zone, "yyyy-MM-dd": earlier dates cannot be chosen. */
  today: string;
  /** The exceptions already saved: their days cannot be chosen again. */
  taken: readonly HoursException[];
  /** The weekly windows of a date's weekday: "Different hours" starts from them. */
  weeklyOn: (date: string) => TimeWindow[];
  /** Saves it; a rejection's message is shown in the dialog. */
  onAdd: (exception: HoursException) => Promise<void>;
}

export function AddExceptionDialog({ open, onOpenChange, ...props }: AddExceptionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Add an exception")}</DialogTitle>
          <DialogDescription>
            {t("A day off, a journey of several days, or different hours, such as a holiday or Eid. Saved at once.")}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on every opening, so it always starts blank. */}
        {open ? <ExceptionForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Kind = "off" | "hours";

/** The schema's messages about this one exception: for its dates, its windows as a whole, and each window. */
function issuesOf(date: string, to: string, windows: TimeWindow[]) {
  const result = hoursExceptionSchema.safeParse({ date, to, windows });
  const issues = { date: [] as string[], day: [] as string[], windows: new Map<number, string>() };
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field === "date" || field === "to") issues.date.push(issue.message);
    else if (field === "windows" && typeof index === "number") {
      if (!issues.windows.has(index)) issues.windows.set(index, issue.message);
    } else if (field === "windows") issues.day.push(issue.message);
  }
  return issues;
}

function ExceptionForm({ today, taken, weeklyOn, onAdd }: Omit<AddExceptionDialogProps, "open" | "onOpenChange">) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [kind, setKind] = useState<Kind>("off");
  const [windows, setWindows] = useState<TimeWindow[]>([]);
  const [tried, setTried] = useState(false);
  const ids = { kind: useId(), date: useId(), windows: useId() };
  const first = parseISO(today);
  const last = addMonths(first, MONTHS_AHEAD);
  // Every day an exception already covers: a new range may neither start on one nor span one.
  const takenDay = useMemo(() => {
    const ranges = taken.map((e) => [e.date, lastDayOf(e)] as const);
    return (d: Date) => {
      const key = format(d, DATE_KEY);
      return ranges.some(([from, until]) => from <= key && key <= until);
    };
  }, [taken]);

  // Different hours start from the weekday's usual ones until the teacher changes them.
  const startingWindows = (on: string | null) => {
    const usual = on ? weeklyOn(on) : [];
    return usual.length > 0 ? usual : [nextWindow([])];
  };
  const chooseRange = (range: DateRange | undefined) => {
    const chosen = range?.from ? format(range.from, DATE_KEY) : null;
    setDate(chosen);
    setTo(range?.to ? format(range.to, DATE_KEY) : chosen);
    if (chosen && kind === "hours" && windows.length === 0) setWindows(startingWindows(chosen));
  };
  const chooseKind = (next: Kind) => {
    setKind(next);
    if (next === "hours" && windows.length === 0) setWindows(startingWindows(date));
  };
  const setWindow = (index: number, change: Partial<TimeWindow>) =>
    setWindows((list) => list.map((w, i) => (i === index ? { ...w, ...change } : w)));

  const sent = kind === "off" ? [] : windows;
  // Until a date is chosen the windows are checked on today's (any real date does: only the windows' messages count
  // then).
  const issues = issuesOf(date ?? today, to ?? date ?? today, sent);
  const dateMessage = date === null ? "Choose a date" : issues.date[0];
  const invalid =
    dateMessage !== undefined ||
    issues.day.length > 0 ||
    issues.windows.size > 0 ||
    (kind === "hours" && windows.length === 0);

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (invalid || date === null || saving) return;
    setSaving(true);
    try {
      await onAdd({ date, ...(to && to > date ? { to } : {}), windows: sent });
    } catch (error) {
      setFailure(errorText(error));
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-5">
      <section aria-labelledby={ids.date} className="grid gap-2">
        <h3 id={ids.date} className="text-sm font-medium text-foreground">
          {t("Dates")}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("Choose one day, or the first and the last day of a journey (at most {{count}} days).", {
            count: TEACHER_HOURS_LIMITS.exceptionDays,
          })}
        </p>
        <Calendar
          mode="range"
          excludeDisabled
          today={first}
          startMonth={first}
          endMonth={last}
          defaultMonth={first}
          selected={date ? { from: parseISO(date), to: to ? parseISO(to) : undefined } : undefined}
          onSelect={chooseRange}
          disabled={[{ before: first }, { after: last }, takenDay]}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {date === null
            ? t("Dates that already have an exception cannot be chosen.")
            : to && to > date
              ? t("Chosen: {{from}} to {{to}} ({{count}} days)", {
                  from: format(parseISO(date), "EEEE, MMMM d, yyyy", { locale: dateLocale() }),
                  to: format(parseISO(to), "EEEE, MMMM d, yyyy", { locale: dateLocale() }),
                  count: daysSpanned(date, to),
                })
              : t("Chosen: {{date}}", { date: format(parseISO(date), "EEEE, MMMM d, yyyy", { locale: dateLocale() }) })}
        </p>
        {(tried || date !== null) && dateMessage ? (
          <FieldMessage role="alert">{issueText(dateMessage)}</FieldMessage>
        ) : null}
      </section>

      <fieldset className="grid gap-3">
        <legend id={ids.kind} className="mb-2 text-sm font-medium text-foreground">
          {to && date && to > date ? t("On those days") : t("On that day")}
        </legend>
        <RadioGroup
          value={kind}
          onValueChange={(v) => chooseKind(v as Kind)}
          aria-labelledby={ids.kind}
          className="grid-cols-2"
        >
          {(
            [
              ["off", "Day off"],
              ["hours", "Different hours"],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids.kind}-${value}`} value={value} />
              <Label htmlFor={`${ids.kind}-${value}`}>{t(label)}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      {kind === "hours" ? (
        <section aria-labelledby={ids.windows} className="grid gap-2">
          <h3 id={ids.windows} className="text-sm font-medium text-foreground">
            {to && date && to > date ? t("Hours on each of those days") : t("Hours on that day")}
          </h3>
          <ul className="grid gap-2">
            {windows.map((w, i) => (
              <WindowRow
                // Windows have no id of their own; their place is their identity while the dialog is open.
                key={i}
                label={t("Window {{number}}", { number: i + 1 })}
                start={w.start}
                end={w.end}
                onStartChange={(start) => setWindow(i, { start })}
                onEndChange={(end) => setWindow(i, { end })}
                onRemove={() => setWindows((list) => list.filter((_, j) => j !== i))}
                endError={issues.windows.get(i)}
                dayIssueId={issues.day.length > 0 ? `${ids.windows}-issues` : undefined}
              />
            ))}
          </ul>
          {issues.day.length > 0 ? (
            <div id={`${ids.windows}-issues`} className="grid gap-1">
              {issues.day.map((message) => (
                <FieldMessage key={message}>{issueText(message)}</FieldMessage>
              ))}
            </div>
          ) : null}
          {windows.length === 0 ? <FieldMessage>{t("Add a window, or choose Day off")}</FieldMessage> : null}
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setWindows((list) => [...list, nextWindow(list)])}
              disabled={windows.length >= TEACHER_HOURS_LIMITS.windowsPerDay}
            >
              <Plus aria-hidden="true" />
              {t("Add window")}
            </Button>
          </div>
        </section>
      ) : null}

      {failure ? (
        <Alert variant="destructive" role="alert" title={t("The exception was not saved")}>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("Cancel")}</Button>
        </DialogClose>
        <Button onClick={submit} disabled={saving}>
          {saving ? <Spinner /> : null}
          {saving ? t("Saving...") : t("Add Exception")}
        </Button>
      </DialogFooter>
    </div>
  );
}
