// Exceptions by date (a day off, or different hours), bound to the editor's form (a field array over `exceptions`).
import { format, parseISO } from "date-fns";
import { CalendarOff, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import {
  TEACHER_HOURS_LIMITS,
  windowsOn,
  type TeacherHoursInput,
  type TeacherHoursValues,
} from "@shared/teacher-hours";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { dateLocale, i18n } from "@/lib/i18n";
import { localPattern } from "@/lib/format";
import { issueText } from "../lib/issues";
import { formatWindows } from "../lib/week";
import { AddExceptionDialog } from "./add-exception-dialog";
import { FieldMessage } from "./window-row";

/** "Friday, March 20, 2026": the weekday joined as the UI's language joins a list (Arabic's comma is "،"). */
const longDate = (date: string) =>
  `${format(parseISO(date), "EEEE", { locale: dateLocale() })}${i18n.t(", ")}${format(parseISO(date), localPattern("MMMM d, yyyy"), { locale: dateLocale() })}`;

interface ExceptionsCardProps {
  className?: string;
  /** Today in the teacher's zone: the dialog offers dates from it. */
  today: string;
  /** The schema's messages about each exception, by its place in `exceptions`. */
  issues: ReadonlyMap<number, string[]>;
}

export function ExceptionsCard({ today, issues, className }: ExceptionsCardProps) {
  const { t } = useTranslation();
  const form = useFormContext<TeacherHoursInput, unknown, TeacherHoursValues>();
  const { fields, insert, remove } = useFieldArray({ control: form.control, name: "exceptions" });
  const exceptions = useWatch({ control: form.control, name: "exceptions" }) ?? [];
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  // After a removal, focus goes to "Add Exception" once rendered (with the list emptied it has moved into the empty
  // state).
  const focusAdd = useRef(false);
  useEffect(() => {
    if (focusAdd.current) addRef.current?.focus();
    focusAdd.current = false;
  }, [fields]);
  const full = fields.length >= TEACHER_HOURS_LIMITS.exceptions;

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
            {t("For holidays, Eid or travel. A date listed here replaces its weekday's hours.")}
          </CardDescription>
        </div>
        {fields.length > 0 ? addButton : null}
      </CardHeader>
      <CardContent className={fields.length > 0 ? "p-0" : undefined}>
        {fields.length === 0 ? (
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
            {fields.map((field, index) => {
              const exception = exceptions[index] ?? field;
              const label = longDate(exception.date);
              const messages = issues.get(index) ?? [];
              return (
                <li key={field.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-foreground">
                      {/* The weekday may wrap, never the date itself ("December / 6" on a phone). */}
                      <time dateTime={exception.date}>
                        {format(parseISO(exception.date), "EEEE", { locale: dateLocale() })}
                        {t(", ")}
                        <span className="whitespace-nowrap">
                          {format(parseISO(exception.date), localPattern("MMMM d, yyyy"), { locale: dateLocale() })}
                        </span>
                      </time>
                    </p>
                    <div className="mt-1 text-sm text-muted-foreground">
                      {exception.windows.length === 0 ? (
                        <Badge variant="gold">{t("Day off")}</Badge>
                      ) : (
                        <span className="tabular-nums">{formatWindows(exception.windows)}</span>
                      )}
                    </div>
                    {messages.map((message) => (
                      <FieldMessage key={message} className="mt-1">
                        {issueText(message)}
                      </FieldMessage>
                    ))}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-muted-foreground hover:text-destructive"
                    onClick={() => {
                      focusAdd.current = true;
                      remove(index);
                    }}
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
        taken={exceptions.map((e) => e.date)}
        weeklyOn={(date) => windowsOn(date, { weekly: form.getValues("weekly"), exceptions: [] })}
        onAdd={(exception) => {
          // Kept in date order, as the list reads.
          const at = exceptions.findIndex((e) => e.date > exception.date);
          insert(at === -1 ? exceptions.length : at, exception);
          setAdding(false);
        }}
      />
    </Card>
  );
}
