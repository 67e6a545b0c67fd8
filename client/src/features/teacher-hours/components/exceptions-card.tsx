// Exceptions by date or range of dates (a day off, a journey, different hours): each saved to the server as it is
// confirmed or removed, never waiting for Save Hours (issue 32).
import { format, parseISO } from "date-fns";
import { CalendarOff, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import {
  daysSpanned,
  lastDayOf,
  TEACHER_HOURS_LIMITS,
  type HoursException,
  type TimeWindow,
} from "@shared/teacher-hours";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { dateLocale, i18n } from "@/lib/i18n";
import { localPattern } from "@/lib/format";
import { useSaveHoursExceptions } from "../api/save-hours-exceptions";
import { formatWindows } from "../lib/week";
import { AddExceptionDialog } from "./add-exception-dialog";

/** "Friday, March 20, 2026": the weekday joined as the UI's language joins a list (Arabic's comma is "،"). */
const longDate = (date: string) =>
  `${format(parseISO(date), "EEEE", { locale: dateLocale() })}${i18n.t(", ")}${format(parseISO(date), localPattern("MMMM d, yyyy"), { locale: dateLocale() })}`;

/** One day of the list: the weekday may wrap, never the date itself ("December / 6" on a phone). */
function Day({ date }: { date: string }) {
  const { t } = useTranslation();
  return (
    <time dateTime={date}>
      {format(parseISO(date), "EEEE", { locale: dateLocale() })}
      {t(", ")}
      <span className="whitespace-nowrap">
        {format(parseISO(date), localPattern("MMMM d, yyyy"), { locale: dateLocale() })}
      </span>
    </time>
  );
}

interface ExceptionsCardProps {
  className?: string;
  /** The exceptions as saved. */
  saved: HoursException[];
  /** Today in the teacher's zone: exceptions over before it are not listed, and the dialog offers dates from it. */
  today: string;
  /** The weekly windows of a date's weekday (as the form stands): "Different hours" starts from them. */
  weeklyOn: (date: string) => TimeWindow[];
}

export function ExceptionsCard({ saved, today, weeklyOn, className }: ExceptionsCardProps) {
  const { t } = useTranslation();
  const save = useSaveHoursExceptions();
  const exceptions = saved.filter((e) => lastDayOf(e) >= today).sort((a, b) => a.date.localeCompare(b.date));
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  // After a removal, focus goes to "Add Exception" once rendered (with the list emptied it has moved into the empty
  // state).
  const focusAdd = useRef(false);
  useEffect(() => {
    if (focusAdd.current) addRef.current?.focus();
    focusAdd.current = false;
  }, [exceptions.length]);
  const full = exceptions.length >= TEACHER_HOURS_LIMITS.exceptions;

  const remove = async (exception: HoursException) => {
    try {
      await save.mutateAsync(exceptions.filter((e) => e !== exception));
      focusAdd.current = true;
      toast({ title: t("Exception removed") });
    } catch (error) {
      toast({ title: t("The exception was not removed"), description: errorText(error), variant: "destructive" });
    }
  };

  const addButton = (
    <Button ref={addRef} variant="outline" onClick={() => setAdding(true)} disabled={full}>
      <Plus aria-hidden="true" />
      {t("Add Exception")}
    </Button>
  );

  return (
    <Card interactive={false} className={className}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h3">{t("Days off and different hours")}</CardTitle>
          <CardDescription>
            {t("For holidays, Eid or travel. Dates listed here replace their weekdays' hours, saved as you add them.")}
          </CardDescription>
        </div>
        {exceptions.length > 0 ? addButton : null}
      </CardHeader>
      <CardContent className={exceptions.length > 0 ? "p-0" : undefined}>
        {exceptions.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-input/60 bg-card/60 p-5 sm:flex-row sm:items-center">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <CalendarOff className="size-5" aria-hidden="true" />
            </span>
            <p className="flex-1 text-sm text-muted-foreground">
              {t("No upcoming exceptions. Add a day off, or different hours for one date.")}
            </p>
            {addButton}
          </div>
        ) : (
          <ul className="divide-y border-t" aria-label={t("Upcoming exceptions")}>
            {exceptions.map((exception) => {
              const last = lastDayOf(exception);
              const label =
                last === exception.date
                  ? longDate(exception.date)
                  : t("{{from}} to {{to}}", { from: longDate(exception.date), to: longDate(last) });
              return (
                <li key={exception.date} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-foreground">
                      {last === exception.date ? (
                        <Day date={exception.date} />
                      ) : (
                        <Trans
                          i18nKey="<from /> to <to />"
                          components={{ from: <Day date={exception.date} />, to: <Day date={last} /> }}
                        />
                      )}
                    </p>
                    <div className="mt-1 text-sm text-muted-foreground">
                      {exception.windows.length === 0 ? (
                        <Badge variant="gold">
                          {last === exception.date
                            ? t("Day off")
                            : t("Days off ({{count}} days)", { count: daysSpanned(exception.date, last) })}
                        </Badge>
                      ) : (
                        <span className="tabular-nums">{formatWindows(exception.windows)}</span>
                      )}
                    </div>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-muted-foreground hover:text-destructive"
                    disabled={save.isPending}
                    onClick={() => remove(exception)}
                  >
                    <Trash2 aria-hidden="true" />
                    <Trans
                      i18nKey="Remove <sr>the exception on {{date}}</sr>"
                      values={{ date: label }}
                      components={{ sr: <span className="sr-only" /> }}
                    />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {full ? (
          <p className="px-4 pb-4 pt-3 text-sm text-muted-foreground sm:px-6">
            {t("At most {{count}} exceptions: remove one to add another.", { count: TEACHER_HOURS_LIMITS.exceptions })}
          </p>
        ) : null}
      </CardContent>
      <AddExceptionDialog
        open={adding}
        onOpenChange={setAdding}
        today={today}
        taken={exceptions}
        weeklyOn={weeklyOn}
        onAdd={async (exception) => {
          await save.mutateAsync([...exceptions, exception]);
          setAdding(false);
          toast({
            title: t("Exception saved"),
            description:
              exception.windows.length === 0
                ? t("Families cannot book you on these dates.")
                : t("Families can book you only inside these hours on these dates."),
          });
        }}
      />
    </Card>
  );
}
